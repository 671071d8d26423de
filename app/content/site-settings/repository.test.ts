import { beforeEach, expect, it } from "vitest";
import { describeEachDatabase } from "../../../tests/setup/test-database";
import { readContentVersion } from "../shared/content-version.server";
import { DEFAULT_SITE_SETTINGS } from "./defaults";
import { claimOnce, getSiteSettings, releaseClaim, updateSiteSettings } from "./repository.server";
import { siteSettingsSchema } from "./schema";

it("has defaults that pass their own schema and carry the spec's company facts", () => {
  expect(siteSettingsSchema.parse(DEFAULT_SITE_SETTINGS)).toEqual(DEFAULT_SITE_SETTINGS);
  expect(siteSettingsSchema.parse({})).toEqual(DEFAULT_SITE_SETTINGS);
  expect(DEFAULT_SITE_SETTINGS).toMatchObject({ founded_year: 2012, headquarters: "Chennai, Tamil Nadu, India" });
  expect(DEFAULT_SITE_SETTINGS.offices.map((office) => office.city)).toEqual(["Bangalore", "Coimbatore", "Mumbai", "Chennai"]);
  expect(DEFAULT_SITE_SETTINGS.support_hours).toEqual([
    { days: "Monday - Friday", hours: "9:00 AM - 6:00 PM" },
    { days: "Saturday", hours: "10:00 AM - 4:00 PM" },
    { days: "Sunday", hours: "Closed" },
  ]);
  expect([DEFAULT_SITE_SETTINGS.support_page_time_zone, DEFAULT_SITE_SETTINGS.contact_page_time_zone]).toEqual(["EST", "IST"]);
});

describeEachDatabase("site settings repository", (getDb) => {
  beforeEach(async () => {
    await getDb().deleteFrom("site_settings").execute();
  });

  it("reads the defaults when nothing is stored", async () => {
    expect(await getSiteSettings(getDb())).toEqual(DEFAULT_SITE_SETTINGS);
  });

  it("stores a partial update over the defaults and bumps the content version", async () => {
    const db = getDb();
    const v0 = await readContentVersion(db);
    const saved = await updateSiteSettings(db, {
      company_name: "  Acme Industrial ",
      emails: { sales: "deals@acme.example" },
      phones: ["+91 44 1111 2222"],
    });
    expect(saved).toMatchObject({
      company_name: "Acme Industrial",
      emails: { ...DEFAULT_SITE_SETTINGS.emails, sales: "deals@acme.example" },
      phones: ["+91 44 1111 2222"],
      founded_year: 2012,
    });
    expect(await getSiteSettings(db)).toEqual(saved);
    expect(await readContentVersion(db)).toBe(v0 + 1);

    // A second partial update keeps the first one's values.
    await updateSiteSettings(db, { emails: { general: "hello@acme.example" } });
    expect((await getSiteSettings(db)).emails).toEqual({
      general: "hello@acme.example",
      sales: "deals@acme.example",
      support: DEFAULT_SITE_SETTINGS.emails.support,
    });
    expect((await getSiteSettings(db)).company_name).toBe("Acme Industrial");
  });

  it("lets exactly one of several simultaneous callers claim a one-time job, until it is released", async () => {
    const db = getDb();
    const claims = await Promise.all([1, 2, 3, 4].map(() => claimOnce(db, "job")));
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await getSiteSettings(db)).toEqual(DEFAULT_SITE_SETTINGS);
    await releaseClaim(db, "job");
    expect(await claimOnce(db, "job")).toBe(true);
  });

  it("refuses invalid values and stores nothing", async () => {
    const db = getDb();
    await expect(updateSiteSettings(db, { company_name: "Ok", emails: { sales: "nope" } })).rejects.toThrow(
      "Please enter a valid email address",
    );
    await expect(updateSiteSettings(db, { company_name: " " })).rejects.toThrow("Company name is required");
    await expect(updateSiteSettings(db, { social: { facebook: "javascript:alert(1)" } })).rejects.toThrow(
      "Please enter a valid URL or #",
    );
    expect(await getSiteSettings(db)).toEqual(DEFAULT_SITE_SETTINGS);
  });

  it("reads a stored value that no longer validates as its default, keeping the valid ones", async () => {
    const db = getDb();
    const updated_at = new Date().toISOString();
    await db
      .insertInto("site_settings")
      .values([
        { key: "company_name", value: JSON.stringify(""), updated_at },
        { key: "tagline", value: "{not json", updated_at },
        { key: "offices", value: JSON.stringify([{ city: "Pune" }]), updated_at },
        { key: "founded_year", value: JSON.stringify(2015), updated_at },
        { key: "social", value: JSON.stringify({ linkedin: "https://www.linkedin.com/company/acme" }), updated_at },
        { key: "retired_setting", value: JSON.stringify("x"), updated_at },
      ])
      .execute();
    const settings = await getSiteSettings(db);
    expect(settings).toMatchObject({
      company_name: DEFAULT_SITE_SETTINGS.company_name,
      tagline: DEFAULT_SITE_SETTINGS.tagline,
      offices: DEFAULT_SITE_SETTINGS.offices,
      founded_year: 2015,
      social: { ...DEFAULT_SITE_SETTINGS.social, linkedin: "https://www.linkedin.com/company/acme" },
    });
    expect(settings).not.toHaveProperty("retired_setting");
  });
});
