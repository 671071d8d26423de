import type { ContentDefinition, FieldSet, ItemControl } from "../shared/definition";
import { siteSettingsSchema } from "./schema";

/**
 * Browser-safe: the company details every public page shows (departure 6), described as the
 * settings form shows them (decision 026). The rules and the spec's defaults are siteSettingsSchema's.
 */
const rule = siteSettingsSchema.shape;
const required = true;
const tel = { kind: "text", type: "tel" } as const;
const email = { kind: "text", type: "email" } as const;

const social = (label: string): ItemControl => ({ label: () => label, required });

const fields = {
  company_name: { label: "Company name", required, schema: rule.company_name },
  tagline: { label: "Tagline", required, schema: rule.tagline },
  founded_year: { label: "Founded year", required, schema: rule.founded_year, control: { kind: "text", type: "number", step: 1 } },
  headquarters: { label: "Headquarters", required, schema: rule.headquarters },
  address: { label: "Postal address", required, schema: rule.address, control: { kind: "textarea", rows: 2 } },
  phones: {
    label: "Phone numbers",
    schema: rule.phones,
    control: {
      kind: "list",
      list: { legend: "Phone numbers", noun: "phone number", max: 5, hint: "The first number is the one shown in the header, footer and support page.", item: { label: (n) => `Phone ${n}`, control: tel } },
    },
  },
  emails: {
    label: "E-mails",
    schema: rule.emails,
    control: {
      kind: "group",
      columns: 3,
      fields: {
        general: { label: () => "General e-mail", control: email, required },
        sales: { label: () => "Sales e-mail", control: email, required },
        support: { label: () => "Support e-mail", control: email, required },
      },
    },
  },
  certifications: {
    label: "Certifications",
    schema: rule.certifications,
    control: { kind: "list", list: { legend: "Certifications", noun: "certification", max: 10, item: { label: (n) => `Certification ${n}` } } },
  },
  offices: {
    label: "Offices",
    schema: rule.offices,
    control: {
      kind: "list",
      list: {
        legend: "Offices on the Contact page",
        noun: "office",
        max: 12,
        item: {
          columns: 2,
          fields: {
            city: { label: (n) => `Office ${n} city` },
            phone: { label: (n) => `Office ${n} phone`, control: tel },
            address: { label: (n) => `Office ${n} address` },
            email: { label: (n) => `Office ${n} e-mail`, control: email },
            map_query: { label: (n) => `Office ${n} map location`, hint: "What the embedded map searches for, e.g. a street and city.", wide: true },
          },
        },
      },
    },
  },
  support_hours: {
    label: "Opening hours",
    schema: rule.support_hours,
    control: {
      kind: "list",
      list: { legend: "Opening hours", noun: "row", max: 7, item: { columns: 2, fields: { days: { label: (n) => `Row ${n} days` }, hours: { label: (n) => `Row ${n} hours` } } } },
    },
  },
  support_page_time_zone: { label: "Time zone on the Support page", required, schema: rule.support_page_time_zone },
  contact_page_time_zone: { label: "Time zone on the Contact page", required, schema: rule.contact_page_time_zone },
  social: {
    label: "Social links",
    schema: rule.social,
    control: {
      kind: "group",
      columns: 2,
      fields: { facebook: social("Facebook"), twitter: social("Twitter"), linkedin: social("LinkedIn"), youtube: social("YouTube"), instagram: social("Instagram") },
    },
  },
} satisfies FieldSet;

export const siteSettingsDefinition = {
  label: "Site settings",
  fields,
  schema: siteSettingsSchema,
  form: [
    { id: "company", title: "Company", rows: [["company_name", "tagline"], ["founded_year", "headquarters"], "address", "phones", "emails", "certifications"] },
    { id: "offices", title: "Offices", rows: ["offices"] },
    { id: "hours", title: "Support hours", rows: ["support_hours", ["support_page_time_zone", "contact_page_time_zone"]] },
    { id: "social", title: "Social links", hint: "A full address (https://...), or # to leave the network out of the footer.", rows: ["social"] },
  ],
} satisfies Pick<ContentDefinition<typeof fields>, "label" | "fields" | "schema" | "form">;
