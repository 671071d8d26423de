import type { SiteSettings } from "~/content/site-settings/schema";
import { decodeNestedForm, type FormTree, listItems, textOf } from "../nested-form-data";

/** What the settings form posts, in the shape siteSettingsSchema checks (texts, not yet trimmed or coerced). */
export type SettingsFormValues = {
  [K in keyof SiteSettings]: SiteSettings[K] extends Array<infer Item>
    ? Item extends object
      ? Array<Record<keyof Item, string>>
      : string[]
    : SiteSettings[K] extends object
      ? Record<keyof SiteSettings[K], string>
      : string;
};

const OFFICE_FIELDS = ["city", "address", "phone", "email", "map_query"] as const;
const SOCIAL_FIELDS = ["facebook", "twitter", "linkedin", "youtube", "instagram"] as const;

function pick<K extends string>(node: string | FormTree | undefined, keys: readonly K[]): Record<K, string> {
  const tree = typeof node === "object" ? node : undefined;
  return Object.fromEntries(keys.map((key) => [key, textOf(tree?.[key])])) as Record<K, string>;
}

/** The settings form's fields as the settings schema expects them; used in the browser and in the action. */
export function decodeSettingsForm(form: FormData): SettingsFormValues {
  const raw = decodeNestedForm(form);
  // `_js` is posted once the list editors run; without it a cleared row means "remove".
  const options = { dropBlank: raw._js === undefined };
  const texts = (name: string) => listItems(raw[name], options).map(textOf);
  const objects = <K extends string>(name: string, keys: readonly K[]) =>
    listItems(raw[name], options)
      .filter((item): item is FormTree => typeof item === "object")
      .map((item) => pick(item, keys));
  return {
    company_name: textOf(raw.company_name),
    tagline: textOf(raw.tagline),
    founded_year: textOf(raw.founded_year),
    headquarters: textOf(raw.headquarters),
    address: textOf(raw.address),
    phones: texts("phones"),
    emails: pick(raw.emails, ["general", "sales", "support"] as const),
    certifications: texts("certifications"),
    offices: objects("offices", OFFICE_FIELDS),
    support_hours: objects("support_hours", ["days", "hours"] as const),
    support_page_time_zone: textOf(raw.support_page_time_zone),
    contact_page_time_zone: textOf(raw.contact_page_time_zone),
    social: pick(raw.social, SOCIAL_FIELDS),
  };
}

/** Stored settings as form texts, for the form's first view. */
export function settingsToFormValues(settings: SiteSettings): SettingsFormValues {
  return {
    ...settings,
    founded_year: String(settings.founded_year),
  };
}
