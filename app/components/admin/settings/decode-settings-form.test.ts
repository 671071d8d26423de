import { describe, expect, it } from "vitest";
import { DEFAULT_SITE_SETTINGS } from "~/content/site-settings/defaults";
import { siteSettingsSchema } from "~/content/site-settings/schema";
import { decodeSettingsForm, settingsToFormValues } from "./decode-settings-form";

/** The form as the browser would post it for the given values. */
function post(values: ReturnType<typeof settingsToFormValues>, js: boolean): FormData {
  const form = new FormData();
  if (js) form.append("_js", "1");
  for (const [key, value] of Object.entries(values)) {
    if (Array.isArray(value)) {
      value.forEach((item, index) => {
        if (typeof item === "string") form.append(`${key}[${index}]`, item);
        else for (const [field, text] of Object.entries(item)) form.append(`${key}[${index}][${field}]`, String(text));
      });
    } else if (typeof value === "object") {
      for (const [field, text] of Object.entries(value)) form.append(`${key}[${field}]`, String(text));
    } else {
      form.append(key, value);
    }
  }
  return form;
}

describe("settings form decoding", () => {
  it("reads back the stored settings it was filled with", () => {
    const values = settingsToFormValues(DEFAULT_SITE_SETTINGS);
    const decoded = decodeSettingsForm(post(values, true));
    expect(siteSettingsSchema.parse(decoded)).toEqual(DEFAULT_SITE_SETTINGS);
  });

  it("drops cleared rows without JavaScript, keeps them (to be refused) with it", () => {
    const values = settingsToFormValues(DEFAULT_SITE_SETTINGS);
    values.phones = ["+91 44 4000 1234", " "];
    values.support_hours = [...values.support_hours, { days: "", hours: "" }];
    const plain = decodeSettingsForm(post(values, false));
    expect(plain.phones).toEqual(["+91 44 4000 1234"]);
    expect(plain.support_hours).toHaveLength(3);

    const scripted = decodeSettingsForm(post(values, true));
    expect(scripted.phones).toEqual(["+91 44 4000 1234", " "]);
    const result = siteSettingsSchema.safeParse(scripted);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join("."))).toEqual(
      expect.arrayContaining(["phones.1", "support_hours.3.days", "support_hours.3.hours"]),
    );
  });

  it("ignores fields the form does not have", () => {
    const form = post(settingsToFormValues(DEFAULT_SITE_SETTINGS), true);
    form.append("__proto__[polluted]", "yes");
    form.append("role", "owner");
    const decoded = decodeSettingsForm(form) as Record<string, unknown>;
    expect(decoded.role).toBeUndefined();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
