import { expect, it } from "vitest";
import { describeEachDatabase } from "../../../tests/setup/test-database";
import { readContentVersion } from "../shared/content-version.server";
import {
  countNewEnquiries,
  createEnquiry,
  getEnquiry,
  listEnquiries,
  setEnquiryMailStatus,
  setEnquiryStatus,
} from "./repository.server";

const enquiry = {
  name: "Priya Raman",
  company_name: "Raman Automation",
  mobile_number: "+91 98765 43210",
  email: "priya@raman-automation.example",
  location: "Chennai",
  looking_for: "Panel PC 15 inch",
};

describeEachDatabase("enquiry repository", (getDb) => {
  it("stores an enquiry as new with its product and request context", async () => {
    const db = getDb();
    const timestamp = new Date().toISOString();
    const product = await db
      .insertInto("products")
      .values({
        name: "Panel PC 15",
        slug: "panel-pc-15",
        product_images: "[]",
        features: "[]",
        product_benefits: "[]",
        specification_groups: "[]",
        applications: "[]",
        application_images: "[]",
        featured: 0,
        created_at: timestamp,
        updated_at: timestamp,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const v0 = await readContentVersion(db);
    const created = await createEnquiry(db, {
      ...enquiry,
      product_id: product.id,
      product_name: "Panel PC 15",
      ip_address: "203.0.113.9",
      user_agent: "x".repeat(800),
    });
    expect(created).toMatchObject({
      ...enquiry,
      product_id: product.id,
      product_name: "Panel PC 15",
      status: "new",
      mail_status: "not_configured",
      ip_address: "203.0.113.9",
    });
    expect(created.user_agent).toHaveLength(500);
    expect(await getEnquiry(db, created.id)).toEqual(created);
    // Visitor messages are not site content: caches need not refill.
    expect(await readContentVersion(db)).toBe(v0);
  });

  it("keeps an enquiry about a product that no longer exists, without the link", async () => {
    const created = await createEnquiry(getDb(), { ...enquiry, product_id: 999_999, product_name: "Old Box PC" });
    expect(created).toMatchObject({ product_id: null, product_name: "Old Box PC", name: "Priya Raman" });
  });

  it("refuses invalid values with the form's messages", async () => {
    const db = getDb();
    await expect(createEnquiry(db, { ...enquiry, name: "P" })).rejects.toThrow("Name must be at least 2 characters");
    await expect(createEnquiry(db, { ...enquiry, email: "nope" })).rejects.toThrow("Please enter a valid email address");
  });

  it("lists newest first, filters by status, counts new ones and records status changes", async () => {
    const db = getDb();
    const first = await createEnquiry(db, { ...enquiry, name: "First" });
    const second = await createEnquiry(db, { ...enquiry, name: "Second" });
    const newBefore = await countNewEnquiries(db);
    const listed = await listEnquiries(db);
    expect(listed[0].id).toBe(second.id);
    expect(listed[1].id).toBe(first.id);

    expect(await setEnquiryStatus(db, first.id, "in_progress")).toMatchObject({ id: first.id, status: "in_progress" });
    expect(await countNewEnquiries(db)).toBe(newBefore - 1);
    expect((await listEnquiries(db, { status: "in_progress" })).map((e) => e.id)).toEqual([first.id]);
    expect(await setEnquiryStatus(db, 999_999, "closed")).toBeUndefined();
    await expect(setEnquiryStatus(db, first.id, "deleted" as "closed")).rejects.toThrow();

    await setEnquiryMailStatus(db, second.id, "sent");
    expect((await getEnquiry(db, second.id))?.mail_status).toBe("sent");
    await setEnquiryMailStatus(db, second.id, "failed");
    expect((await getEnquiry(db, second.id))?.mail_status).toBe("failed");
    expect(await listEnquiries(db, { limit: 1 })).toHaveLength(1);
  });
});
