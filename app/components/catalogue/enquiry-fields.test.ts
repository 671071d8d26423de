import { expect, it } from "vitest";
import { parseSubmission } from "~/components/forms/parse-submission";
import { enquiryForm } from "~/content/enquiry/schema";

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

it("gives the spec's message for each invalid field", () => {
  const submission = post({ name: "A", companyName: "R", mobileNumber: "12345", email: "asha@", location: "C", lookingFor: "P" });
  expect(submission.reply().error).toEqual({
    name: ["Name must be at least 2 characters"],
    companyName: ["Company name must be at least 2 characters"],
    mobileNumber: ["Please enter a valid mobile number"],
    email: ["Please enter a valid email address"],
    location: ["Location must be at least 2 characters"],
    lookingFor: ["This field is required"],
  });
});

it("accepts a complete enquiry and reads missing fields as empty, with their messages", () => {
  const submission = post(valid);
  expect(submission.status === "success" && submission.value).toEqual(valid);
  const partial = post({ name: "Asha" });
  expect(Object.keys(partial.reply().error ?? {})).toEqual(["companyName", "mobileNumber", "email", "location", "lookingFor"]);
});
