import type { Db } from "~/db/connection.server";
import { bumpContentVersion, now } from "../shared/content-version.server";
import { type MediaServer, type MediaServerInput, mediaServerInput } from "./schema";

const columns = ["id", "api_url", "active_or_no", "order_of_precedence", "created_at"] as const;

type Row = Omit<MediaServer, "active_or_no"> & { active_or_no: number };
const toServer = (row: Row): MediaServer => ({ ...row, active_or_no: row.active_or_no === 1 });

function toColumns(input: MediaServerInput) {
  const values = mediaServerInput.parse(input);
  return { ...values, active_or_no: values.active_or_no ? 1 : 0 };
}

/** Every configured server, lowest order_of_precedence first. */
export async function listMediaServers(db: Db): Promise<MediaServer[]> {
  const rows = await db.selectFrom("media_server_api").select(columns).orderBy("order_of_precedence").orderBy("id").execute();
  return rows.map(toServer);
}

/** Active servers, lowest order_of_precedence first; the first one is the media origin. */
export async function listActiveMediaServers(db: Db): Promise<MediaServer[]> {
  const rows = await db
    .selectFrom("media_server_api")
    .select(columns)
    .where("active_or_no", "=", 1)
    .orderBy("order_of_precedence")
    .orderBy("id")
    .execute();
  return rows.map(toServer);
}

export async function createMediaServer(db: Db, input: MediaServerInput): Promise<MediaServer> {
  const row = await db
    .insertInto("media_server_api")
    .values({ ...toColumns(input), created_at: now() })
    .returning(columns)
    .executeTakeFirstOrThrow();
  await bumpContentVersion(db);
  return toServer(row);
}

export async function updateMediaServer(db: Db, id: number, input: MediaServerInput): Promise<MediaServer | undefined> {
  const row = await db
    .updateTable("media_server_api")
    .set(toColumns(input))
    .where("id", "=", id)
    .returning(columns)
    .executeTakeFirst();
  if (row) await bumpContentVersion(db);
  return row && toServer(row);
}

export async function deleteMediaServer(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom("media_server_api").where("id", "=", id).executeTakeFirst();
  const deleted = Number(result.numDeletedRows) > 0;
  if (deleted) await bumpContentVersion(db);
  return deleted;
}
