import { type FormEvent, useEffect, useState, useSyncExternalStore } from "react";
import { useFetcher, useFetchers } from "react-router";
import { Icon } from "~/components/icons/icon";
import { SCRIPTED_FIELD } from "~/components/forms/form-payload";
import { AppLink } from "~/components/ui/app-link";
import { notify } from "~/components/ui/notify";

/**
 * The compare tray (issue 16): up to four product ids in a cookie that the server writes
 * (tray-cookie.ts) and the browser reads, so no cached page carries a visitor's choice (decision 032).
 * What every page's script needs of it lives here, in one small module.
 */
export const COMPARE_LIMIT = 4;
export const COMPARE_ACTION = "/api/compare";

/** What a change answers a page's script with: the tray, and the message when a product was refused. */
export type CompareReply = { ids: number[]; message?: string };

/** The visitor's lists kept in cookies: the compare tray, and the quote list (decision 034). */
export type TrayName = "compare" | "quote";

/**
 * The product ids a list's cookie names, from a Cookie header or `document.cookie`: the tray's
 * "compare=12.5.7", the quote list's "quote=12:3:note.5:1:" (each entry starts with its id). The
 * server reads each strictly (trayOf, readQuoteList).
 */
export function readTray(cookies: string | null | undefined, name: TrayName = "compare"): number[] {
  const value = cookies?.match(name === "compare" ? /(?:^|;\s*)compare=([^;]*)/ : /(?:^|;\s*)quote=([^;]*)/)?.[1];
  return value ? value.split(".").map((entry) => parseInt(entry, 10)).filter((id) => id > 0) : [];
}

/** The comparison of these products: its address is the comparison, whoever opens it. */
export const compareHref = (ids: number[]) => (ids.length > 0 ? `/compare?ids=${ids.join(",")}` : "/compare");

const subscribe = () => () => {};

/**
 * The tray as the browser's cookie holds it. Empty on the server and while hydrating, so a page is
 * the same for every visitor and the page cache may keep it (decision 032); read again on every
 * render, and a toggle's answer renders its own component and, through useFetchers, the header's.
 */
function useTray(name: TrayName): number[] {
  return readTray(useSyncExternalStore(subscribe, () => document.cookie, () => ""), name);
}

/**
 * The lists' changes, one at a time. Each post carries the cookie the one before it set: two sent at
 * once would both carry the old list, and the second answer's cookie would drop the first product
 * (two cards' "Add to quote" clicked in quick succession). A failed post shows through its fetcher.
 */
let changes = Promise.resolve();

/** What a list's toggle says and where it posts. */
const TOGGLES = {
  compare: { action: COMPARE_ACTION, text: "Compare", label: (name: string) => `Compare ${name}` },
  quote: { action: "/api/quote", text: "Add to quote", label: (name: string) => `Add ${name} to quote` },
};

/**
 * "Compare" or "Add to quote" on a product card or page: a toggle, pressed while the product is in
 * that list. Without JavaScript its form adds the product and leads to the comparison or the quote
 * list; with it, the list changes in the background, and the server's refusal (a full list) shows as a message.
 */
export function TrayToggle({ tray: list, id, name, className }: { tray: TrayName; id: number; name: string; className: string }) {
  const fetcher = useFetcher<CompareReply>();
  const tray = useTray(list);
  const toggle = TOGGLES[list];
  // A change waiting for the one before it shows as made, as one on its way does.
  const [waiting, setWaiting] = useState<"add" | "remove" | null>(null);
  const pending = fetcher.formData?.get("intent") ?? waiting;
  const chosen = pending ? pending === "add" : tray.includes(id);
  const reply = fetcher.data;
  useEffect(() => {
    if (reply?.message) void notify("error", reply.message);
  }, [reply]);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const intent = chosen ? "remove" : "add";
    setWaiting(intent);
    changes = changes
      .then(() => fetcher.submit({ id, intent, [SCRIPTED_FIELD]: "1" }, { method: "post", action: toggle.action, defaultShouldRevalidate: false }))
      .catch(() => undefined)
      .then(() => setWaiting(null));
  };
  return (
    <form method="post" action={toggle.action} onSubmit={submit} className={className}>
      <input type="hidden" name="id" value={id} />
      <button type="submit" name="intent" value={chosen ? "remove" : "add"} aria-pressed={chosen} aria-label={toggle.label(name)} className="compare-toggle">
        {toggle.text}
      </button>
    </form>
  );
}

/** The header's "Compare (n)" or "Quote (n)", once the list holds a product: a link to the comparison or the quote list. */
export function TrayLink({ tray: list }: { tray: TrayName }) {
  // Drawn again when any toggle's post settles, its answer having changed the cookie.
  useFetchers();
  const tray = useTray(list);
  if (tray.length === 0) return null;
  const compare = list === "compare";
  const text = compare ? "Compare" : "Quote";
  return (
    <AppLink to={compare ? compareHref(tray) : "/quote"} className="icon-link gap-1.5" aria-label={`${text} (${tray.length})`}>
      <span className="relative">
        <Icon name={compare ? "git-compare-arrows" : "message-square"} className="size-5" />
        <span className="tray-count">{tray.length}</span>
      </span>
      <span className="hidden text-sm sm:inline">{text}</span>
    </AppLink>
  );
}
