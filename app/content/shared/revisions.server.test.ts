import { expect, it } from "vitest";
import { contentUsingMedia } from "~/content/media-file/repository.server";
import { describeUsers, whenDeletable } from "~/content/media-file/usage";
import { newsDefinition } from "~/content/news/definition";
import { describeEachDatabase } from "../../../tests/setup/test-database";
import { getRevision, keepRevision, latestRevision, listRevisions, REVISIONS_KEPT, removeRevisions } from "./revisions.server";

const saver = { id: "user-1", name: "Ada Admin" };
const article = (n: number, image: string) => ({ title: `Title ${n}`, place: "Oslo", date: "2026-01-01", images: [image], content: [] });

describeEachDatabase("kept revisions (decision 038)", (getDb) => {
  it(`numbers an item's revisions and keeps only the newest ${REVISIONS_KEPT}, with the files they point at`, async () => {
    const db = getDb();
    const recordId = 9001;
    const total = REVISIONS_KEPT + 5;
    for (let n = 1; n <= total; n++) {
      await keepRevision(db, newsDefinition, recordId, article(n, `/media/images/2026/01/revision-${n}.webp`), saver, `2026-01-01T00:00:${String(n).padStart(2, "0")}.000Z`);
    }
    // Another item's revisions are its own.
    await keepRevision(db, newsDefinition, recordId + 1, article(1, "/media/images/2026/01/revision-1.webp"), saver);

    const kept = await listRevisions(db, "news", recordId);
    expect(kept).toHaveLength(REVISIONS_KEPT);
    expect(kept[0]).toMatchObject({ number: total, savedBy: "Ada Admin" });
    expect(kept.at(-1)?.number).toBe(6);
    expect((await latestRevision(db, "news", recordId))?.content).toMatchObject({ title: `Title ${total}` });
    const media = await db.selectFrom("revision_media").innerJoin("revisions", "revisions.id", "revision_media.revision_id").select("url").where("record_id", "=", recordId).execute();
    expect(media).toHaveLength(REVISIONS_KEPT);

    // A pruned revision's file is no longer in use through it; a kept one's is.
    expect(await contentUsingMedia(db, "/media/images/2026/01/revision-5.webp")).toEqual([]);
    // The item itself is gone (only its revisions are here): the trash is where it would come back from.
    const users = await contentUsingMedia(db, "/media/images/2026/01/revision-6.webp");
    expect(users).toEqual([{ url: "/media/images/2026/01/revision-6.webp", type: "news", id: recordId, name: `#${recordId}`, via: "revision", edit: "/admin/trash?kind=news" }]);
    expect(describeUsers(users)).toBe(`an earlier revision of news "#${recordId}"`);
    expect(whenDeletable(users)).toBe("It is kept while that revision is, since restoring it would show the file again.");

    // A revision of another item is not found under this one.
    const [other] = await listRevisions(db, "news", recordId + 1);
    expect(await getRevision(db, "news", recordId, other.id)).toBeUndefined();
    // One use per item, however many of its revisions hold the file.
    expect((await contentUsingMedia(db, "/media/images/2026/01/revision-1.webp", 5)).map((user) => `${user.via} ${user.id}`)).toEqual([`revision ${recordId + 1}`]);

    await removeRevisions(db, "news", recordId);
    expect(await listRevisions(db, "news", recordId)).toEqual([]);
    expect(await contentUsingMedia(db, "/media/images/2026/01/revision-30.webp")).toEqual([]);
  });
});
