import { EnquiryForm } from "./enquiry-form";
import type { EnquiryResult } from "./enquiry-fields";
import { EnquirySent } from "./enquiry-inputs";

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
        <EnquirySent className="mt-4" />
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
