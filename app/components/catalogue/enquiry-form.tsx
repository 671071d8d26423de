import { type FormEvent, useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/text-field";
import { HoneypotField } from "~/spam/honeypot-field";
import {
  ENQUIRY_INTENT,
  type EnquiryErrors,
  type EnquiryResult,
  type EnquiryValues,
  enquiryFields,
  enquiryTexts,
  readEnquiryValues,
  validateEnquiry,
} from "./enquiry-fields";

type EnquiryFormProps = {
  productName: string;
  /** The action's answer to a plain (no-JavaScript) POST, re-rendered with the page. */
  initial?: EnquiryResult;
  onSent?: () => void;
};

/**
 * The six-field enquiry form. With JavaScript it validates on submit, then on every change, and
 * posts in the background (toasts for the outcome); without, it is a plain POST to the product
 * page, whose action answers with the same messages.
 */
export function EnquiryForm({ productName, initial, onSent }: EnquiryFormProps) {
  const fetcher = useFetcher<EnquiryResult>();
  const form = useRef<HTMLFormElement>(null);
  const [attempted, setAttempted] = useState(initial !== undefined && initial.status !== "sent");
  const [errors, setErrors] = useState<EnquiryErrors>(initial?.status === "invalid" ? initial.errors : {});
  const submitting = fetcher.state !== "idle";
  const values: Partial<EnquiryValues> = initial && initial.status !== "sent" ? initial.values : { lookingFor: productName };
  const notice = initial && (initial.status === "refused" || initial.status === "error") ? initial.message : null;

  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result) return;
    if (result.status === "sent") {
      toast.success(enquiryTexts.successTitle, { description: enquiryTexts.successDescription });
      form.current?.reset();
      setAttempted(false);
      setErrors({});
      onSent?.();
      return;
    }
    if (result.status === "invalid") setErrors(result.errors);
    toast.error(enquiryTexts.errorTitle, {
      description: result.status === "refused" ? result.message : enquiryTexts.errorDescription,
    });
  }, [fetcher.state, fetcher.data]);

  const check = (element: HTMLFormElement) => {
    const result = validateEnquiry(readEnquiryValues(new FormData(element)));
    setErrors(result.ok ? {} : result.errors);
    return result;
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    const result = check(event.currentTarget);
    if (!result.ok) {
      event.currentTarget.querySelector<HTMLElement>("[aria-invalid=true]")?.focus();
      return;
    }
    void fetcher.submit(event.currentTarget, { method: "post" });
  };

  return (
    <fetcher.Form
      ref={form}
      method="post"
      noValidate
      onSubmit={onSubmit}
      onChange={(event) => attempted && check(event.currentTarget)}
      className="relative grid gap-4"
    >
      <input type="hidden" name="intent" value={ENQUIRY_INTENT} />
      <HoneypotField />
      {enquiryFields.map((field) => (
        <TextField
          key={field.name}
          name={field.name}
          label={field.label}
          marked={field.marked}
          type={field.type}
          autoComplete={field.autoComplete}
          placeholder={field.placeholder}
          defaultValue={values[field.name] ?? ""}
          error={errors[field.name]}
        />
      ))}
      {notice ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
          {notice}
        </p>
      ) : null}
      <Button type="submit" disabled={submitting} className="w-full">
        {submitting ? "Submitting..." : "Submit Enquiry"}
      </Button>
    </fetcher.Form>
  );
}
