import { enquiryForm, type EnquiryForm } from "~/content/enquiry/schema";

/** The dialog's six fields in order, with the spec's placeholders; five labels carry an asterisk. */
export const enquiryFields = [
  { name: "name", label: "Name", placeholder: "Your full name", marked: true, type: "text", autoComplete: "name" },
  { name: "companyName", label: "Company Name", placeholder: "Your company name", marked: true, type: "text", autoComplete: "organization" },
  { name: "mobileNumber", label: "Mobile Number", placeholder: "+91 98765 43210", marked: true, type: "tel", autoComplete: "tel" },
  { name: "email", label: "Email", placeholder: "john@company.com", marked: true, type: "email", autoComplete: "email" },
  { name: "location", label: "Location", placeholder: "City, State, Country", marked: true, type: "text", autoComplete: "address-level2" },
  { name: "lookingFor", label: "Looking For", placeholder: "Product or service", marked: false, type: "text", autoComplete: "off" },
] as const;

export type EnquiryFieldName = (typeof enquiryFields)[number]["name"];
export type EnquiryValues = Record<EnquiryFieldName, string>;
export type EnquiryErrors = Partial<Record<EnquiryFieldName, string>>;

/** Where the dialog posts in the background; without JavaScript the form posts to the page itself. */
export const enquiryEndpoint = (productId: number) => `/api/products/${productId}/enquiries`;

export const enquiryTexts = {
  successTitle: "Enquiry Submitted",
  successDescription: "Thank you for your enquiry. We will get back to you soon!",
  errorTitle: "Error",
  errorDescription: "There was an error submitting your enquiry. Please try again.",
} as const;

/** What the action answers; everything but success hands the visitor's values back so nothing is lost. */
export type EnquiryResult =
  | { status: "sent" }
  | { status: "invalid"; values: EnquiryValues; errors: EnquiryErrors }
  | { status: "refused" | "error"; values: EnquiryValues; message: string };

export function readEnquiryValues(formData: FormData): EnquiryValues {
  const value = (name: EnquiryFieldName) => {
    const raw = formData.get(name);
    return typeof raw === "string" ? raw : "";
  };
  return Object.fromEntries(enquiryFields.map((field) => [field.name, value(field.name)])) as EnquiryValues;
}

/** The shared schema's verdict, keeping the first message of each field (the spec shows one per field). */
export function validateEnquiry(values: EnquiryValues): { ok: true; data: EnquiryForm } | { ok: false; errors: EnquiryErrors } {
  const result = enquiryForm.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: EnquiryErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as EnquiryFieldName;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
