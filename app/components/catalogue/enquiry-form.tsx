import { type FormEvent, useRef, useState } from "react";
import { notify } from "~/components/ui/notify";
import { Button } from "~/components/ui/button";
import { InputField } from "~/components/ui/fields";
import { HoneypotField } from "~/spam/honeypot-field";
import {
  type EnquiryErrors,
  type EnquiryResult,
  type EnquiryValues,
  enquiryEndpoint,
  enquiryFields,
  enquiryTexts,
  readEnquiryValues,
  validateEnquiry,
} from "./enquiry-fields";

type EnquiryFormProps = {
  productId: number;
  productName: string;
  /** Where the plain POST goes without JavaScript: the product page, which renders the outcome. */
  action: string;
  /** The action's answer to a plain (no-JavaScript) POST, re-rendered with the page. */
  initial?: EnquiryResult;
  onSent?: () => void;
};

/**
 * The six-field enquiry form. With JavaScript it validates on submit, then on every change, and
 * posts in the background with toasts for the outcome; without, it is a plain POST to the product
 * page, whose action answers with the same messages.
 */
export function EnquiryForm({ productId, productName, action, initial, onSent }: EnquiryFormProps) {
  const [attempted, setAttempted] = useState(initial !== undefined && initial.status !== "sent");
  const [errors, setErrors] = useState<EnquiryErrors>(initial?.status === "invalid" ? initial.errors : {});
  const [submitting, setSubmitting] = useState(false);
  const [notice, setNotice] = useState(initial && (initial.status === "refused" || initial.status === "error") ? initial.message : null);
  const form = useRef<HTMLFormElement>(null);
  const values: Partial<EnquiryValues> = initial && initial.status !== "sent" ? initial.values : { lookingFor: productName };

  // Without JavaScript the page comes back from the server: autofocus scrolls to what needs attention.
  const firstServerError = initial?.status === "invalid" ? enquiryFields.find((field) => initial.errors[field.name])?.name : undefined;

  const check = (element: HTMLFormElement) => {
    const result = validateEnquiry(readEnquiryValues(new FormData(element)));
    setErrors(result.ok ? {} : result.errors);
    return result;
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    setAttempted(true);
    const checked = check(element);
    if (!checked.ok) {
      const first = enquiryFields.find((field) => checked.errors[field.name]);
      if (first) (element.elements.namedItem(first.name) as HTMLElement | null)?.focus();
      return;
    }
    setSubmitting(true);
    setNotice(null);
    const result = await post(productId, new FormData(element));
    setSubmitting(false);
    if (result?.status === "sent") {
      void notify("success", enquiryTexts.successTitle, { description: enquiryTexts.successDescription });
      element.reset();
      setAttempted(false);
      onSent?.();
      return;
    }
    if (result?.status === "invalid") setErrors(result.errors);
    if (result?.status === "refused") setNotice(result.message);
    void notify("error", enquiryTexts.errorTitle, {
      description: result?.status === "refused" ? result.message : enquiryTexts.errorDescription,
    });
  };

  return (
    <form
      ref={form}
      method="post"
      action={action}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      onChange={(event) => attempted && check(event.currentTarget)}
      className="relative grid gap-4"
    >
      <HoneypotField />
      {enquiryFields.map((field) => (
        <InputField
          key={field.name}
          name={field.name}
          label={field.label}
          marked={field.marked}
          type={field.type}
          autoComplete={field.autoComplete}
          placeholder={field.placeholder}
          defaultValue={values[field.name] ?? ""}
          error={errors[field.name]}
          autoFocus={field.name === firstServerError}
        />
      ))}
      {notice ? (
        <p role="alert" tabIndex={-1} autoFocus={initial !== undefined} className="rounded-md bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
          {notice}
        </p>
      ) : null}
      <Button type="submit" disabled={submitting} className="w-full">
        {submitting ? "Submitting..." : "Submit Enquiry"}
      </Button>
    </form>
  );
}

/** The outcome, or null when the server could not be reached or did not answer with one. */
async function post(productId: number, body: FormData): Promise<EnquiryResult | null> {
  try {
    const response = await fetch(enquiryEndpoint(productId), { method: "POST", body, headers: { Accept: "application/json" } });
    const result = (await response.json()) as EnquiryResult;
    return typeof result?.status === "string" ? result : null;
  } catch {
    return null;
  }
}
