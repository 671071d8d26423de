import { expect, it } from "vitest";
import { describeEachDatabase } from "../../../tests/setup/test-database";
import {
  countNewMessages,
  createMessage,
  getMessage,
  listMessages,
  setMessageMailStatus,
  setMessageStatus,
} from "./repository.server";

const message = {
  first_name: "Arun",
  last_name: "Kumar",
  email: "arun@example.com",
  subject: "Driver question",
  message: "Which driver works on Windows 11?",
};

describeEachDatabase("message repository", (getDb) => {
  it("stores a support request as new, blank optional fields as null", async () => {
    const db = getDb();
    const created = await createMessage(db, {
      ...message,
      kind: "support",
      company: " ",
      phone: "+91 44 4000 1234",
      product: "USB-RS485",
      ip_address: "198.51.100.4",
    });
    expect(created).toMatchObject({
      ...message,
      kind: "support",
      company: null,
      phone: "+91 44 4000 1234",
      product: "USB-RS485",
      status: "new",
      mail_status: "not_configured",
      ip_address: "198.51.100.4",
    });
    expect(await getMessage(db, created.id)).toEqual(created);
  });

  it("refuses missing fields and an unknown kind", async () => {
    const db = getDb();
    await expect(createMessage(db, { ...message, kind: "contact", first_name: "" })).rejects.toThrow(
      "First name is required",
    );
    await expect(createMessage(db, { ...message, kind: "spam" as "contact" })).rejects.toThrow("Unknown message kind");
  });

  it("lists newest first by kind and status, counts new ones, records status and mail status", async () => {
    const db = getDb();
    const contact = await createMessage(db, { ...message, kind: "contact", subject: "Visit" });
    const support = await createMessage(db, { ...message, kind: "support", subject: "Crash" });
    expect((await listMessages(db))[0].id).toBe(support.id);
    expect((await listMessages(db, { kind: "contact" })).map((m) => m.id)).toEqual([contact.id]);

    const newSupport = await countNewMessages(db, "support");
    const newAll = await countNewMessages(db);
    expect(await setMessageStatus(db, support.id, "closed")).toMatchObject({ status: "closed" });
    expect(await countNewMessages(db, "support")).toBe(newSupport - 1);
    expect(await countNewMessages(db)).toBe(newAll - 1);
    expect((await listMessages(db, { status: "closed" })).map((m) => m.id)).toEqual([support.id]);
    expect(await setMessageStatus(db, 999_999, "closed")).toBeUndefined();

    await setMessageMailStatus(db, contact.id, "sent");
    expect((await getMessage(db, contact.id))?.mail_status).toBe("sent");
    await expect(setMessageMailStatus(db, contact.id, "lost" as "sent")).rejects.toThrow();
  });
});
