import { getProduct } from "~/content/product/repository.server";
import type { Db } from "~/db/connection.server";
import { recordIdFrom } from "~/content/shared/record-id";

/** The product a /product/{id} URL names, or null when the id is malformed, unknown or not live. */
export async function productFromParam(db: Db, id: string | undefined) {
  const recordId = recordIdFrom(id);
  return recordId ? ((await getProduct(db, recordId, { live: true })) ?? null) : null;
}
