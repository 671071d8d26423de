import { Icon } from "~/components/icons/icon";
import { EnquiryForm } from "./enquiry-form";
import { type EnquiryResult, enquiryTexts } from "./enquiry-fields";

/**
 * The enquiry form in the page itself, for visitors without JavaScript (reached through the
 * Enquiry link, and re-rendered after their POST with its messages or the confirmation).
 */
type EnquirySectionProps = {
  productId: number;
  productName: string;
  action: string;
  result?: EnquiryResult;
};

export function EnquirySection({
  productId,
  productName,
  action,
  result,
}: EnquirySectionProps) {
  return (
    <section
      id="enquiry"
      aria-labelledby="enquiry-heading"
      className="mx-auto mt-12 max-w-xl rounded-lg border border-line p-6"
    >
      <h2 id="enquiry-heading" className="text-xl font-semibold">
        Product Enquiry
      </h2>
      {result?.status === "sent" ? (
        <div
          role="status"
          className="mt-4 flex gap-3 rounded-md bg-green-50 p-4 text-green-900 dark:bg-green-950 dark:text-green-100"
        >
          <Icon name="circle-check" className="mt-0.5 size-5 shrink-0" />
          <div>
            <p className="font-semibold">{enquiryTexts.successTitle}</p>
            <p className="mt-1 text-sm">{enquiryTexts.successDescription}</p>
          </div>
        </div>
      ) : (
        <div className="mt-4">
          <EnquiryForm
            productId={productId}
            productName={productName}
            action={action}
            initial={result}
          />
        </div>
      )}
    </section>
  );
}
