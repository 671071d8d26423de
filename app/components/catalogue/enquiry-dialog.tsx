import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";
import { EnquiryForm } from "./enquiry-form";

type EnquiryDialogProps = { productId: number; productName: string; open: boolean; onOpenChange: (open: boolean) => void };

/** The product page's enquiry dialog; loaded the first time a visitor opens it (see ProductActions). */
export function EnquiryDialog({ productId, productName, open, onOpenChange }: EnquiryDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>Product Enquiry</DialogTitle>
        <DialogDescription>Tell us what you need and our sales team will get back to you.</DialogDescription>
        <div className="mt-4">
          <EnquiryForm productId={productId} productName={productName} action="?enquiry" onSent={() => onOpenChange(false)} />
        </div>
      </DialogContent>
    </Dialog>
  );
}
