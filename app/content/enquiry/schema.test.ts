import { describe, expect, it } from "vitest";
import { enquiryForm, enquiryFromForm } from "./schema";

const valid = {
  name: "Priya Raman",
  companyName: "Raman Automation",
  mobileNumber: "+91 98765 43210",
  email: "priya@raman-automation.example",
  location: "Chennai, Tamil Nadu, India",
  lookingFor: "Panel PC 15 inch",
};

const messagesFor = (values: Record<string, unknown>) => {
  const result = enquiryForm.safeParse(values);
  return result.success ? {} : result.error.flatten().fieldErrors;
};

describe("enquiryForm", () => {
  it("refuses line breaks and control characters in single-line fields, with a clear message", () => {
    const injected = { ...valid, name: "Jane\nProduct page: https://evil.example", companyName: "Acme\u0000", location: "Pune\rIndia", email: "a@b.example\n" };
    expect(messagesFor(injected)).toEqual({
      name: ["Must be a single line, without line breaks or control characters"],
      companyName: ["Must be a single line, without line breaks or control characters"],
      location: ["Must be a single line, without line breaks or control characters"],
    });
    expect(messagesFor({ ...valid, mobileNumber: "+91 98765\n43210" })).toEqual({ mobileNumber: ["Please enter a valid mobile number"] });
  });

  it("keeps line breaks in 'looking for' but refuses other control characters", () => {
    expect(enquiryForm.parse({ ...valid, lookingFor: "Panel PC\n15 inch" }).lookingFor).toBe("Panel PC\n15 inch");
    expect(messagesFor({ ...valid, lookingFor: "Panel\u0000PC" })).toEqual({ lookingFor: ["Must not contain control characters"] });
  });

  it("accepts a complete enquiry, trimming values", () => {
    expect(enquiryForm.parse({ ...valid, name: "  Priya Raman " }).name).toBe("Priya Raman");
  });

  it("gives the spec's message for each field", () => {
    expect(messagesFor({ name: "P", companyName: "R", mobileNumber: "98765", email: "priya@", location: "C", lookingFor: " x " })).toEqual({
      name: ["Name must be at least 2 characters"],
      companyName: ["Company name must be at least 2 characters"],
      mobileNumber: ["Please enter a valid mobile number"],
      email: ["Please enter a valid email address"],
      location: ["Location must be at least 2 characters"],
      lookingFor: ["This field is required"],
    });
  });

  it("gives the same messages when fields are missing", () => {
    expect(messagesFor({})).toEqual({
      name: ["Name must be at least 2 characters"],
      companyName: ["Company name must be at least 2 characters"],
      mobileNumber: ["Please enter a valid mobile number"],
      email: ["Please enter a valid email address"],
      location: ["Location must be at least 2 characters"],
      lookingFor: ["This field is required"],
    });
  });

  it("refuses a mobile number made of letters even when long enough", () => {
    expect(messagesFor({ ...valid, mobileNumber: "call me later" })).toEqual({
      mobileNumber: ["Please enter a valid mobile number"],
    });
  });
});

it("maps the form to column names with the request context", () => {
  expect(enquiryFromForm(valid, { product_id: 4, product_name: "Panel PC", ip_address: "127.0.0.1" })).toEqual({
    product_id: 4,
    product_name: "Panel PC",
    ip_address: "127.0.0.1",
    name: valid.name,
    company_name: valid.companyName,
    mobile_number: valid.mobileNumber,
    email: valid.email,
    location: valid.location,
    looking_for: valid.lookingFor,
  });
});
