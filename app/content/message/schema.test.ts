import { describe, expect, it } from "vitest";
import { messageForm, messageFromForm } from "./schema";

const valid = {
  firstName: "Arun",
  lastName: "Kumar",
  email: "arun@example.com",
  subject: "Driver for RS485 converter",
  message: "Which driver works on Windows 11?",
};

const messagesFor = (values: Record<string, unknown>) => {
  const result = messageForm.safeParse(values);
  return result.success ? {} : result.error.flatten().fieldErrors;
};

describe("messageForm", () => {
  it("accepts the required fields alone", () => {
    expect(messageForm.parse(valid)).toMatchObject(valid);
  });

  it("names each missing required field", () => {
    expect(messagesFor({ firstName: " ", lastName: "", subject: "  " })).toEqual({
      firstName: ["First name is required"],
      lastName: ["Last name is required"],
      email: ["Email is required"],
      subject: ["Subject is required"],
      message: ["Message is required"],
    });
  });

  it("refuses an invalid e-mail address or phone number", () => {
    expect(messagesFor({ ...valid, email: "arun@", phone: "call me" })).toEqual({
      email: ["Please enter a valid email address"],
      phone: ["Please enter a valid phone number"],
    });
    expect(messagesFor({ ...valid, phone: "+91 44 4000 1234" })).toEqual({});
  });
});

it("maps the form to column names for the chosen kind", () => {
  expect(messageFromForm("contact", { ...valid, company: "Acme", phone: null }, { ip_address: "::1" })).toMatchObject({
    kind: "contact",
    first_name: "Arun",
    last_name: "Kumar",
    company: "Acme",
    phone: null,
    ip_address: "::1",
  });
});
