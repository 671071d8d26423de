import { z } from "zod";
import { hasNoControlCharacters, isHttpUrl, isSingleLine, NO_CONTROL_CHARACTERS, SINGLE_LINE } from "../shared/fields";
import { DEFAULT_SITE_SETTINGS as D } from "./defaults";

/**
 * Browser-safe: the settings form and the server validate with these schemas. Every setting
 * defaults to the spec's value, so `siteSettingsSchema.parse({})` is the default company.
 */

const text = (message: string, max = 300) =>
  z.string({ required_error: message }).trim().min(1, message).max(max).refine(isSingleLine, SINGLE_LINE);
/** The postal address is a text area: line breaks are kept. */
const textLines = (message: string, max = 300) =>
  z.string({ required_error: message }).trim().min(1, message).max(max).refine(hasNoControlCharacters, NO_CONTROL_CHARACTERS);
const email = z.string().trim().email("Please enter a valid email address");
const phone = z
  .string()
  .trim()
  .regex(/^\+?[\d\s().-]{6,30}$/, "Please enter a valid phone number");
const socialLink = z
  .string()
  .trim()
  .refine((value) => value === "#" || isHttpUrl(value), "Please enter a valid URL or #");

export const officeSchema = z.object({
  city: text("City is required", 80),
  address: text("Address is required"),
  phone,
  email,
  map_query: text("Map location is required"),
});

export const siteSettingsSchema = z.object({
  company_name: text("Company name is required", 120).default(D.company_name),
  tagline: text("Tagline is required", 200).default(D.tagline),
  founded_year: z.coerce
    .number({ invalid_type_error: "Founded year must be a year" })
    .int("Founded year must be a year")
    .min(1800, "Founded year must be a year")
    .max(2100, "Founded year must be a year")
    .default(D.founded_year),
  headquarters: text("Headquarters is required", 200).default(D.headquarters),
  address: textLines("Address is required").default(D.address),
  phones: z.array(phone).min(1, "At least one phone number is required").max(5).default(D.phones),
  emails: z.object({ general: email, sales: email, support: email }).default(D.emails),
  certifications: z.array(z.string().trim().min(1).max(120).refine(isSingleLine, SINGLE_LINE)).max(10).default(D.certifications),
  offices: z.array(officeSchema).max(12, "At most 12 offices").default(D.offices),
  support_hours: z
    .array(z.object({ days: text("Days are required", 60), hours: text("Hours are required", 60) }))
    .max(7)
    .default(D.support_hours),
  support_page_time_zone: text("Time zone is required", 20).default(D.support_page_time_zone),
  contact_page_time_zone: text("Time zone is required", 20).default(D.contact_page_time_zone),
  social: z
    .object({ facebook: socialLink, twitter: socialLink, linkedin: socialLink, youtube: socialLink, instagram: socialLink })
    .default(D.social),
});

export type SiteSettings = z.output<typeof siteSettingsSchema>;
export type SiteSettingKey = keyof SiteSettings;
export type Office = z.output<typeof officeSchema>;

/** An update names only what changes; objects (emails, social) may name only some of their fields. */
export type SiteSettingsPatch = {
  [K in SiteSettingKey]?: SiteSettings[K] extends unknown[]
    ? SiteSettings[K]
    : SiteSettings[K] extends object
      ? Partial<SiteSettings[K]>
      : SiteSettings[K];
};

export const SITE_SETTING_KEYS = Object.keys(siteSettingsSchema.shape) as SiteSettingKey[];
