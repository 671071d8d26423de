import type { Db } from "~/db/connection.server";
import { assertRoomForRestoredHero } from "../hero-section/repository.server";
import type { Publishing } from "../shared/publishing";
import type { Row } from "./snapshot.server";

/**
 * The rules of a type that its definition cannot state as data (decision 037), applied to a record
 * coming back from the trash before it is put back.
 */
export const restoreRules: Partial<Record<string, (db: Db, row: Row) => Promise<Row>>> = {
  // A subcategory or type moved meanwhile took its live products along (updateSubcategory): a restored
  // product follows its deepest level to where that is now, so its place in the catalogue stays whole.
  product: async (db, row) => ({ ...row, ...(await currentPlace(db, row)) }),
  "hero-section": async (db, row) => {
    await assertRoomForRestoredHero(db, row as Publishing & { is_active: unknown });
    return row;
  },
};

async function currentPlace(db: Db, row: Row) {
  const place = { category_id: row.category_id as number | null, subcategory_id: row.subcategory_id as number | null, type_id: row.type_id as number | null };
  if (place.type_id !== null) {
    const type = await db.selectFrom("types").select("subcategory_id").where("id", "=", place.type_id).executeTakeFirst();
    if (type) place.subcategory_id = type.subcategory_id;
  }
  if (place.subcategory_id !== null) {
    const subcategory = await db.selectFrom("subcategories").select("category_id").where("id", "=", place.subcategory_id).executeTakeFirst();
    if (subcategory) place.category_id = subcategory.category_id;
  }
  return place;
}
