import { expect, it } from "vitest";
import { parseSubmission } from "~/components/forms/parse-submission";
import { enquiryForm } from "~/content/enquiry/schema";
import { honeypotFieldName } from "~/spam/honeypot";
import { enquiryFields } from "./enquiry-fields";

const valid = {
  name: "Asha Rao",
  companyName: "Rao Automation",
  mobileNumber: "+91 98765 43210",
  email: "asha@rao.example",
  location: "Chennai, India",
  lookingFor: "Panel PC",
};

const post = (values: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.set(name, value);
  return parseSubmission(form, enquiryForm);
};

it("shows exactly the fields the shared schema checks, so every message has its field", () => {
  expect(enquiryFields.map((field) => field.name)).toEqual(Object.keys(enquiryForm.shape));
});

it("reads a post as the dialog sends it: the values, the honeypot left aside", () => {
  const submission = post({ ...valid, [honeypotFieldName]: "" });
  expect(submission.status === "success" && submission.value).toEqual(valid);
});

it("answers a post missing fields with one message for each, in the form's order", () => {
  const error = post({ name: "A" }).reply().error ?? {};
  expect(Object.keys(error)).toEqual(enquiryFields.map((field) => field.name));
  expect(Object.values(error).map((messages) => messages?.length)).toEqual([1, 1, 1, 1, 1, 1]);
  expect(error.name).toEqual(["Name must be at least 2 characters"]);
});
