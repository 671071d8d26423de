import type { Selectable } from "kysely";
import { z } from "zod";
import type { PopupTable } from "~/db/schema";
import { parseJsonList } from "../shared/json-list";

/** Browser-safe: a popup's defaults (admin spec, points 3 and 5) and a popup as it is read. */
export const DEFAULT_POPUP_DELAY_SECONDS = 3;
export const SUGGESTED_POPUP_PAGES = ["home", "about", "products", "solutions", "support", "news", "contact", "all"];

export type Popup = Omit<Selectable<PopupTable>, "display_pages" | "is_active"> & { display_pages: string[]; is_active: boolean };

/** An item of a stored list of pages. Made once: parseJsonList remembers texts it checked by schema. */
const pageName = z.string().trim().min(1);

export function popupFromRow(row: Selectable<PopupTable>): Popup {
  return {
    ...row,
    delay_seconds: row.delay_seconds > 0 ? row.delay_seconds : DEFAULT_POPUP_DELAY_SECONDS,
    display_pages: parseJsonList(row.display_pages, pageName),
    is_active: row.is_active === 1,
  };
}
