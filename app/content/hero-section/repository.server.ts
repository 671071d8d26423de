import type { Db } from "~/db/connection.server";
import { lockForRule } from "~/db/dialect";
import { bumpContentVersion, notifyLocalContentWrite, now } from "../shared/content-version.server";
import { countRows } from "../shared/count.server";
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
  const row = toStored(values);
  const saved = await inTransaction(db, async (trx) => {
    await lockForRule(trx, "hero_sections.active_limit");
    const current =
      id === null
        ? undefined
        : await trx.selectFrom("hero_sections").select("is_active").where("id", "=", id).executeTakeFirst();
    if (id !== null && !current) return undefined;
    // Only a hero becoming active needs room; editing one that is already active never does.
    if (values.is_active && current?.is_active !== 1) {
      const active = await countActiveHeroSections(trx);
      if (active >= MAX_ACTIVE_HERO_SECTIONS) throw new RuleViolationError(HERO_LIMIT_MESSAGE);
    }
    const timestamp = now();
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

/** For the admin banner shown when the limit is reached. */
export const countActiveHeroSections = (db: Db) => countRows(db, "hero_sections", { column: "is_active", value: 1 });

/** Admin list: one page, searched as the definition says (headline, paragraph and button text). */
export const pageHeroSections = (db: Db, query: ListQuery<keyof typeof heroSectionDefinition.list.sorts>): Promise<Page<HeroSection>> =>
  pageRecords(db, "hero_sections", heroSectionDefinition.list, query, columns, toHero);
