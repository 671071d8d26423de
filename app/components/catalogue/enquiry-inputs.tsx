import { inputProps } from "~/components/forms/field-props";
import { Icon } from "~/components/icons/icon";
import { InputField } from "~/components/ui/fields";
import { enquiryFields, enquiryTexts } from "./enquiry-fields";

type EnquiryFieldName = (typeof enquiryFields)[number]["name"];

/** The enquiry dialog's contact fields, each with its label, marker and message: the product enquiry's and the quote list's. */
export function EnquiryInputs({ fields, autoFocus }: { fields: Record<EnquiryFieldName, Parameters<typeof inputProps>[0]>; autoFocus?: string }) {
  return (
    <>
      {enquiryFields.map((field) => (
        <InputField
          key={field.name}
          {...inputProps(fields[field.name], field.type)}
          label={field.label}
          marked={field.marked}
          autoComplete={field.autoComplete}
          placeholder={field.placeholder}
          autoFocus={field.name === autoFocus}
        />
      ))}
    </>
  );
}

/** The enquiry dialog's thank-you, once an enquiry or a quote list is sent. */
export function EnquirySent({ className }: { className?: string }) {
  return (
    <div role="status" className={`flex gap-3 rounded-md bg-green-50 p-4 text-green-900 dark:bg-green-950 dark:text-green-100 ${className ?? ""}`}>
      <Icon name="circle-check" className="mt-0.5 size-5 shrink-0" />
      <div>
        <p className="font-semibold">{enquiryTexts.successTitle}</p>
        <p className="mt-1 text-sm">{enquiryTexts.successDescription}</p>
      </div>
    </div>
  );
}
