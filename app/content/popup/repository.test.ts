import { expect, it } from "vitest";
import { describeEachDatabase } from "../../../tests/setup/test-database";
import { readContentVersion } from "../shared/content-version.server";
import { pickPopup } from "./pick-popup";
import { createPopup, deletePopup, getPopup, listActivePopups, listPopups, updatePopup } from "./repository.server";

describeEachDatabase("popup repository", (getDb) => {
  it("creates, reads, updates and deletes a popup, bumping the content version each time", async () => {
    const db = getDb();
    const v0 = await readContentVersion(db);
    const created = await createPopup(db, {
      title: " Diwali Offer ",
      content: "10% off panel PCs",
      link: "https://example.com/offer",
      delay_seconds: "5",
      display_pages: [" home ", "news", "", "home", "  "],
    });
    expect(created).toMatchObject({
      title: "Diwali Offer",
      content: "10% off panel PCs",
      image: null,
      link: "https://example.com/offer",
      delay_seconds: 5,
      display_pages: ["home", "news"],
      is_active: true,
    });
    expect(await getPopup(db, created.id)).toEqual(created);
    expect(await readContentVersion(db)).toBe(v0 + 1);

    const updated = await updatePopup(db, created.id, { title: "Offer", link: "", is_active: false, display_pages: [] });
    expect(updated).toMatchObject({ title: "Offer", link: null, is_active: false, display_pages: [], delay_seconds: 3 });
    expect(await readContentVersion(db)).toBe(v0 + 2);

    expect(await deletePopup(db, created.id)).toBe(true);
    expect(await getPopup(db, created.id)).toBeUndefined();
    expect(await readContentVersion(db)).toBe(v0 + 3);
  });

  it("falls back to a 3-second delay for a blank, non-numeric or zero value and refuses a negative one", async () => {
    const db = getDb();
    for (const delay_seconds of ["", "soon", 0, "0", undefined]) {
      expect((await createPopup(db, { title: "T", delay_seconds })).delay_seconds).toBe(3);
    }
    await expect(createPopup(db, { title: "T", delay_seconds: -1 })).rejects.toThrow("Delay must be 0 seconds or more");
    await expect(createPopup(db, { title: "T", delay_seconds: 2.5 })).rejects.toThrow("Delay must be a whole number of seconds");
  });

  it("refuses a missing title and an invalid link", async () => {
    const db = getDb();
    await expect(createPopup(db, { title: " " })).rejects.toThrow("Title is required");
    await expect(createPopup(db, { title: "T", link: "not a url" })).rejects.toThrow("Please enter a valid URL");
  });

  it("lists newest first; the active list feeds the page rule", async () => {
    const db = getDb();
    for (const { id } of await listPopups(db)) await deletePopup(db, id);
    const older = await createPopup(db, { title: "Everywhere", display_pages: ["all"] });
    const inactive = await createPopup(db, { title: "Hidden", is_active: false });
    const newer = await createPopup(db, { title: "News only", display_pages: ["news"] });
    expect((await listPopups(db)).map((p) => p.title)).toEqual(["News only", "Hidden", "Everywhere"]);
    const active = await listActivePopups(db);
    expect(active.map((p) => p.id)).toEqual([newer.id, older.id]);
    expect(pickPopup(active, "news", [])?.title).toBe("News only");
    expect(pickPopup(active, "about", [])?.title).toBe("Everywhere");
    expect(pickPopup(active, "news", [newer.id])?.title).toBe("Everywhere");
    expect(inactive.is_active).toBe(false);
  });
});
