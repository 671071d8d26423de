import type { SubmissionResult } from "@conform-to/react";

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

/** Where the dialog posts in the background; without JavaScript the form posts to the page itself. */
export const enquiryEndpoint = (productId: number) => `/api/products/${productId}/enquiries`;

export const enquiryTexts = {
  successTitle: "Enquiry Submitted",
  successDescription: "Thank you for your enquiry. We will get back to you soon!",
  errorTitle: "Error",
  errorDescription: "There was an error submitting your enquiry. Please try again.",
} as const;

/**
 * What the action answers; everything but success hands back Conform's result (the visitor's
 * values and the field messages), so nothing typed is lost.
 */
export type EnquiryResult =
  | { status: "sent" }
  | { status: "invalid"; result: SubmissionResult<string[]> }
  | { status: "refused" | "error"; result: SubmissionResult<string[]>; message: string };
