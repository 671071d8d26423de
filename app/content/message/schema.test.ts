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
  it("refuses line breaks and control characters in single-line fields, keeps them out of nothing else", () => {
    const line = "Must be a single line, without line breaks or control characters";
    expect(messagesFor({ ...valid, firstName: "Arun\nSubject: urgent", company: "X\u0007", subject: "Hi\tthere" })).toEqual({
      firstName: [line],
      company: [line],
      subject: [line],
    });
    expect(messageForm.parse({ ...valid, message: "Line one\r\nLine two" }).message).toBe("Line one\r\nLine two");
    expect(messagesFor({ ...valid, message: "nul\u0000" })).toEqual({ message: ["Must not contain control characters"] });
  });

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
