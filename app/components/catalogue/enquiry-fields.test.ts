import { expect, it } from "vitest";
import { readEnquiryValues, validateEnquiry } from "./enquiry-fields";

const valid = {
  name: "Asha Rao",
  companyName: "Rao Automation",
  mobileNumber: "+91 98765 43210",
  email: "asha@rao.example",
  location: "Chennai, India",
  lookingFor: "Panel PC",
};

it("gives the spec's message for each invalid field", () => {
  const result = validateEnquiry({ name: "A", companyName: "R", mobileNumber: "12345", email: "asha@", location: "C", lookingFor: "P" });
  expect(result).toEqual({
    ok: false,
    errors: {
      name: "Name must be at least 2 characters",
      companyName: "Company name must be at least 2 characters",
      mobileNumber: "Please enter a valid mobile number",
      email: "Please enter a valid email address",
      location: "Location must be at least 2 characters",
      lookingFor: "This field is required",
    },
  });
});

it("accepts a complete enquiry and reads missing fields as empty", () => {
  expect(validateEnquiry(valid)).toMatchObject({ ok: true, data: valid });
  const form = new FormData();
  form.set("name", "Asha");
  expect(readEnquiryValues(form)).toEqual({ name: "Asha", companyName: "", mobileNumber: "", email: "", location: "", lookingFor: "" });
});
