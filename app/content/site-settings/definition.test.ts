import { describe, expect, it } from "vitest";
import { parseSubmission } from "~/components/forms/parse-submission";
import { DEFAULT_SITE_SETTINGS } from "./defaults";
import { siteSettingsDefinition } from "./definition";
import { type SiteSettings, siteSettingsSchema } from "./schema";

/** The settings form as the browser would post it for the given values, named as Conform names its fields. */
function post(values: Record<string, unknown>, js: boolean): FormData {
  const form = new FormData();
  if (js) form.append("_js", "1");
  const add = (name: string, value: unknown) => {
    if (Array.isArray(value)) value.forEach((item, index) => add(`${name}[${index}]`, item));
    else if (value && typeof value === "object") for (const [field, item] of Object.entries(value)) add(`${name}.${field}`, item);
    else form.append(name, String(value));
  };
  for (const [name, value] of Object.entries(values)) add(name, value);
  return form;
}

const parse = (form: FormData) => parseSubmission(form, siteSettingsDefinition.schema);

describe("the settings form", () => {
  it("reads back the stored settings it was filled with", () => {
    const submission = parse(post(DEFAULT_SITE_SETTINGS, true));
    expect(submission.status === "success" && submission.value).toEqual(DEFAULT_SITE_SETTINGS);
  });

  it("drops cleared rows without JavaScript, keeps them (to be refused) with it", () => {
    const values: SiteSettings & Record<string, unknown> = { ...DEFAULT_SITE_SETTINGS, phones: ["+91 44 4000 1234", " "] };
    values.support_hours = [...values.support_hours, { days: "", hours: "" }];
    const plain = parse(post(values, false));
    expect(plain.status === "success" && plain.value.phones).toEqual(["+91 44 4000 1234"]);
    expect(plain.status === "success" && plain.value.support_hours).toHaveLength(DEFAULT_SITE_SETTINGS.support_hours.length);

    const scripted = parse(post(values, true));
    expect(scripted.status).toBe("error");
    expect(Object.keys(scripted.reply().error ?? {})).toEqual(
      expect.arrayContaining(["phones[1]", `support_hours[${DEFAULT_SITE_SETTINGS.support_hours.length}].days`, `support_hours[${DEFAULT_SITE_SETTINGS.support_hours.length}].hours`]),
    );
  });

  it("ignores fields the form does not have", () => {
    const form = post(DEFAULT_SITE_SETTINGS, true);
    form.append("__proto__[polluted]", "yes");
    form.append("role", "owner");
    const submission = parse(form);
    expect(submission.status === "success" && (submission.value as Record<string, unknown>).role).toBeUndefined();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("has a field for every setting the schema checks", () => {
    expect(Object.keys(siteSettingsDefinition.fields).sort()).toEqual(Object.keys(siteSettingsSchema.shape).sort());
  });
});
