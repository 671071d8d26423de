import type { Db } from "~/db/connection.server";
import { lockForRule } from "~/db/dialect";
import { bumpContentVersion, notifyLocalContentWrite, now } from "../shared/content-version.server";
import { firstCrowdedMoment, liveWindow, type LiveWindow, type Publishing } from "../shared/publishing";
import { assertPublishing, isLive } from "../shared/publishing.server";
import { RuleViolationError } from "../shared/errors";
import { toStored } from "../shared/json-list";
import { type HeroSectionInput, heroSectionDefinition, heroSectionInput } from "./definition";
import { HERO_LIMIT_MESSAGE, type HeroSection, MAX_ACTIVE_HERO_SECTIONS } from "./schema";
import type { ListQuery, Page } from "../shared/list-query";
import { deleteRecord } from "../shared/records.server";
import { pageRecords } from "../shared/paginate.server";
import { inTransaction } from "~/db/transaction.server";

const columns = [
  "id",
  "image",
  "h1_text",
  "para_text",
  "button_text",
  "url_link",
  "is_active",
  "sort_order",
  "publish_status",
  "publish_at",
  "unpublish_at",
  "created_at",
  "updated_at",
] as const;

type Row = Omit<HeroSection, "is_active"> & { is_active: number };
const toHero = (row: Row): HeroSection => ({ ...row, is_active: row.is_active === 1 });

/** Admin list: every hero, by sort_order. */
export async function listHeroSections(db: Db): Promise<HeroSection[]> {
  const rows = await db.selectFrom("hero_sections").select(columns).orderBy("sort_order").orderBy("id").execute();
  return rows.map(toHero);
}

/** Home carousel: active heroes only, by sort_order. */
export async function listActiveHeroSections(db: Db): Promise<HeroSection[]> {
  const rows = await db
    .selectFrom("hero_sections")
    .select(columns)
    .where("is_active", "=", 1)
    .where(isLive())
    .orderBy("sort_order")
    .orderBy("id")
    .execute();
  return rows.map(toHero);
}

export async function getHeroSection(db: Db, id: number): Promise<HeroSection | undefined> {
  const row = await db.selectFrom("hero_sections").select(columns).where("id", "=", id).executeTakeFirst();
  return row && toHero(row);
}

/**
 * Creates or updates a hero inside one transaction that first takes the hero lock, so two
 * simultaneous activations cannot both see room for a third active hero.
 */
async function saveHero(db: Db, id: number | null, input: HeroSectionInput): Promise<HeroSection | undefined> {
  const values = heroSectionInput.parse(input);
  assertPublishing(values);
  const row = toStored(values);
  const saved = await inTransaction(db, async (trx) => {
    await lockForRule(trx, "hero_sections.active_limit");
    const current = id === null ? undefined : await trx.selectFrom("hero_sections").select("id").where("id", "=", id).executeTakeFirst();
    if (id !== null && !current) return undefined;
    const timestamp = now();
    await assertRoomForHero(trx, id, values, timestamp);
    const saved =
      id === null
        ? await trx
            .insertInto("hero_sections")
            .values({ ...row, created_at: timestamp, updated_at: timestamp })
            .returning(columns)
            .executeTakeFirstOrThrow()
        : await trx
            .updateTable("hero_sections")
            .set({ ...row, updated_at: timestamp })
            .where("id", "=", id)
            .returning(columns)
            .executeTakeFirstOrThrow();
    await bumpContentVersion(trx);
    return toHero(saved);
  });
  notifyLocalContentWrite();
  return saved;
}

export async function createHeroSection(db: Db, input: HeroSectionInput): Promise<HeroSection> {
  return (await saveHero(db, null, input)) as HeroSection;
}

export async function updateHeroSection(db: Db, id: number, input: HeroSectionInput): Promise<HeroSection | undefined> {
  return saveHero(db, id, input);
}

export const deleteHeroSection = (db: Db, id: number) => deleteRecord(db, "hero_sections", id);

/**
 * A hero coming back from the trash (decision 037) takes a place like a save: under the hero lock, an
 * active one is refused while 3 others are live at some moment of its window.
 */
export async function assertRoomForRestoredHero(db: Db, row: Publishing & { is_active: unknown }): Promise<void> {
  await inTransaction(db, async (trx) => {
    await lockForRule(trx, "hero_sections.active_limit");
    await assertRoomForHero(trx, null, { ...row, is_active: Number(row.is_active) === 1 }, now());
  });
}

/**
 * The "at most 3 active" rule counts what is live at each moment (decision 035): an active hero's
 * live window may not overlap those of 3 others at any moment from now on. Past moments do not count.
 */
async function assertRoomForHero(db: Db, id: number | null, values: Publishing & { is_active: boolean }, at: string): Promise<void> {
  const window = values.is_active ? liveWindow(values) : null;
  if (!window) return;
  let others = db.selectFrom("hero_sections").select(["publish_status", "publish_at", "unpublish_at"]).where("is_active", "=", 1);
  if (id !== null) others = others.where("id", "<>", id);
  const windows = (await others.execute()).map(liveWindow).filter((other): other is LiveWindow => other !== null);
  const crowded = firstCrowdedMoment(window, windows, MAX_ACTIVE_HERO_SECTIONS, at);
  if (crowded === null) return;
  throw new RuleViolationError(crowded <= at ? HERO_LIMIT_MESSAGE : `${HERO_LIMIT_MESSAGE}: ${MAX_ACTIVE_HERO_SECTIONS} others are live from ${crowded.slice(0, 16).replace("T", " ")} UTC`);
}

/** For the admin banner shown when the limit is reached: the active heroes live now. */
export async function countActiveHeroSections(db: Db): Promise<number> {
  const row = await db
    .selectFrom("hero_sections")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("is_active", "=", 1)
    .where(isLive())
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Admin list: one page, searched as the definition says (headline, paragraph and button text). */
export const pageHeroSections = (db: Db, query: ListQuery<keyof typeof heroSectionDefinition.list.sorts>): Promise<Page<HeroSection>> =>
  pageRecords(db, "hero_sections", heroSectionDefinition.list, query, columns, toHero);
