import type { Kysely } from "kysely";

/**
 * Each image's dominant colour ("#rgb"), shown in its frame while the image loads (issue 12).
 * "transparent" marks an image with an alpha channel, which gets no placeholder: the colour would
 * show through it once loaded. Null until measured: images stored before this column are measured
 * after start-up (app/media/image-colours.server.ts).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("media_files").addColumn("dominant_colour", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("media_files").dropColumn("dominant_colour").execute();
}
