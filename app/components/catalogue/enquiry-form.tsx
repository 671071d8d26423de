import { useState } from "react";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { notify } from "~/components/ui/notify";
import { Button } from "~/components/ui/button";
import { enquiryForm } from "~/content/enquiry/schema";
import { HoneypotField } from "~/spam/honeypot-field";
import { type EnquiryResult, enquiryEndpoint, enquiryFields, enquiryTexts } from "./enquiry-fields";
import { EnquiryInputs } from "./enquiry-inputs";

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
 * The six-field enquiry form, on Conform with the shared enquiry schema. With JavaScript it checks
 * on submit, then on every change, and posts in the background with toasts for the outcome;
 * without, it is a plain POST to the product page, whose action answers with the same messages.
 */
export function EnquiryForm({ productId, productName, action, initial, onSent }: EnquiryFormProps) {
  const [answer, setAnswer] = useState<EnquiryResult | undefined>(initial);
  const [submitting, setSubmitting] = useState(false);
  const lastResult = answer && answer.status !== "sent" ? answer.result : undefined;
  const [form, fields] = useSchemaForm(enquiryForm, {
    lastResult,
    defaultValue: { lookingFor: productName },
    revalidate: "onInput",
    onSubmit: (event, { formData }) => {
      event.preventDefault();
      void send(event.currentTarget, formData);
    },
  });
  const notice = answer && (answer.status === "refused" || answer.status === "error") ? answer.message : null;
  // Without JavaScript the page comes back from the server: autofocus scrolls to what needs attention.
  const firstServerError = initial?.status === "invalid" ? enquiryFields.find((field) => initial.result.error?.[field.name])?.name : undefined;

  const send = async (element: HTMLFormElement, body: FormData) => {
    setSubmitting(true);
    const result = await post(productId, body);
    setSubmitting(false);
    if (result?.status === "sent") {
      void notify("success", enquiryTexts.successTitle, { description: enquiryTexts.successDescription });
      setAnswer(undefined);
      element.reset();
      onSent?.();
      return;
    }
    if (result) setAnswer(result);
    void notify("error", enquiryTexts.errorTitle, {
      description: result?.status === "refused" ? result.message : enquiryTexts.errorDescription,
    });
  };

  return (
    <form id={form.id} method="post" action={action} noValidate onSubmit={form.onSubmit} className="relative grid gap-4">
      <HoneypotField />
      <EnquiryInputs fields={fields} autoFocus={firstServerError} />
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
