import { recordIdFrom } from "~/content/shared/record-id";
import { COMPARE_LIMIT, readTray } from "./compare-tray";

/**
 * The compare tray on the server: the cookie it answers with, the change a visitor asks for, and
 * ids read strictly (record ids only, each once), from the cookie or a comparison's URL.
 */
export const COMPARE_FULL = `You can compare up to ${COMPARE_LIMIT} products. Remove one first.`;
export const COMPARE_MISSING = "This product no longer exists.";
const THIRTY_DAYS = 60 * 60 * 24 * 30;

/** Product ids from a list such as "12,5,7": well-formed ones only, each once, in order. */
export function parseIds(list: string | null | undefined): number[] {
  const ids: number[] = [];
  for (const part of (list ?? "").split(",")) {
    const id = recordIdFrom(part.trim());
    if (id !== null && !ids.includes(id)) ids.push(id);
  }
  return ids;
}

/** The tray a request's cookie holds, checked: at most four record ids. */
export const trayOf = (cookieHeader: string | null) => parseIds(readTray(cookieHeader).join(",")).slice(0, COMPARE_LIMIT);

/** Set-Cookie for the tray; an empty tray removes the cookie. Not HttpOnly: the page's script reads it. */
export function trayCookie(ids: number[], secure: boolean): string {
  const value = ids.length > 0 ? `${ids.join(".")}; Max-Age=${THIRTY_DAYS}` : "; Max-Age=0";
  return `compare=${value}; Path=/; SameSite=Lax${secure ? "; Secure" : ""}`;
}

export type TrayIntent = "add" | "remove" | "clear";

/** The tray after a visitor's change; `full` when a product was refused because four are chosen already. */
export function changeTray(tray: number[], intent: TrayIntent, id: number | null): { ids: number[]; full: boolean } {
  if (intent === "clear") return { ids: [], full: false };
  if (id === null || (intent === "add" && tray.includes(id))) return { ids: tray, full: false };
  if (intent === "remove") return { ids: tray.filter((chosen) => chosen !== id), full: false };
  if (tray.length >= COMPARE_LIMIT) return { ids: tray, full: true };
  return { ids: [...tray, id], full: false };
}
