import { getProduct } from "~/content/product/repository.server";
import type { Db } from "~/db/connection.server";

/** The product a /product/{id} URL names, or null when the id is malformed or unknown. */
export async function productFromParam(db: Db, id: string | undefined) {
  return id && /^[1-9]\d{0,9}$/.test(id) ? ((await getProduct(db, Number(id))) ?? null) : null;
}
