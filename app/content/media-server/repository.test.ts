import { afterEach, expect, it, vi } from "vitest";
import { describeEachDatabase } from "../../../tests/setup/test-database";
import { readContentVersion } from "../shared/content-version.server";
import { VERSION_RECHECK_MS as MEDIA_ORIGIN_RECHECK_MS } from "../shared/versioned-cache.server";
import { getActiveMediaOrigin } from "./active-origin.server";
import {
  createMediaServer,
  deleteMediaServer,
  listActiveMediaServers,
  listMediaServers,
  updateMediaServer,
} from "./repository.server";

describeEachDatabase("media server repository", (getDb) => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("creates, lists, updates and deletes servers, bumping the content version each time", async () => {
    const db = getDb();
    const v0 = await readContentVersion(db);
    const second = await createMediaServer(db, { api_url: "https://b.example.com", order_of_precedence: 2 });
    const first = await createMediaServer(db, { api_url: "https://a.example.com", order_of_precedence: 1 });
    const off = await createMediaServer(db, { api_url: "https://c.example.com", active_or_no: false });
    expect(first).toMatchObject({ api_url: "https://a.example.com", active_or_no: true, order_of_precedence: 1 });
    expect((await listMediaServers(db)).map((s) => s.id)).toEqual([off.id, first.id, second.id]);
    expect((await listActiveMediaServers(db)).map((s) => s.id)).toEqual([first.id, second.id]);

    expect(await updateMediaServer(db, first.id, { api_url: "https://a.example.com", active_or_no: false })).toMatchObject({
      active_or_no: false,
      order_of_precedence: 0,
    });
    expect((await listActiveMediaServers(db)).map((s) => s.id)).toEqual([second.id]);
    expect(await readContentVersion(db)).toBe(v0 + 4);

    for (const { id } of [first, second, off]) expect(await deleteMediaServer(db, id)).toBe(true);
    expect(await listMediaServers(db)).toEqual([]);
  });

  it("refuses a URL that is not http(s)", async () => {
    const db = getDb();
    await expect(createMediaServer(db, { api_url: "" })).rejects.toThrow("API URL is required");
    await expect(createMediaServer(db, { api_url: "ftp://files.example.com" })).rejects.toThrow("Please enter a valid URL");
  });

  it("picks the active origin with the lowest precedence and follows writes", async () => {
    const db = getDb();
    expect(await getActiveMediaOrigin(db)).toBeNull();
    const low = await createMediaServer(db, { api_url: "https://low.example.com", order_of_precedence: 1 });
    await createMediaServer(db, { api_url: "https://high.example.com", order_of_precedence: 5 });
    // A write in this process is seen at once, without waiting for the recheck.
    expect(await getActiveMediaOrigin(db)).toBe("https://low.example.com");
    await updateMediaServer(db, low.id, { api_url: "https://low.example.com", active_or_no: false, order_of_precedence: 1 });
    expect(await getActiveMediaOrigin(db)).toBe("https://high.example.com");
    for (const server of await listMediaServers(db)) await deleteMediaServer(db, server.id);
  });

  it("caches the origin and notices another instance's write through the content version", async () => {
    const db = getDb();
    // Only Date is faked: the database drivers keep their real timers.
    vi.useFakeTimers({ toFake: ["Date"] });
    await createMediaServer(db, { api_url: "https://old.example.com" });
    expect(await getActiveMediaOrigin(db)).toBe("https://old.example.com");

    // Another instance: changes the row and the version directly, so no local listener fires.
    await db.updateTable("media_server_api").set({ api_url: "https://new.example.com" }).execute();
    expect(await getActiveMediaOrigin(db)).toBe("https://old.example.com");
    vi.advanceTimersByTime(MEDIA_ORIGIN_RECHECK_MS + 1);
    expect(await getActiveMediaOrigin(db)).toBe("https://old.example.com");

    await db
      .updateTable("content_version")
      .set((eb) => ({ version: eb("version", "+", 1) }))
      .where("id", "=", 1)
      .execute();
    expect(await getActiveMediaOrigin(db)).toBe("https://old.example.com");
    vi.advanceTimersByTime(MEDIA_ORIGIN_RECHECK_MS + 1);
    expect(await getActiveMediaOrigin(db)).toBe("https://new.example.com");
  });
});
