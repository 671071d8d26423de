import { type FormEvent, useEffect, useSyncExternalStore } from "react";
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

/** The ids the tray's cookie lists ("compare=12.5.7"), from a Cookie header or `document.cookie`; the server checks each (trayOf). */
export function readTray(cookies: string | null | undefined): number[] {
  const value = cookies?.match(/(?:^|;\s*)compare=([\d.]+)/)?.[1];
  return value ? value.split(".").filter(Boolean).map(Number) : [];
}

/** The comparison of these products: its address is the comparison, whoever opens it. */
export const compareHref = (ids: number[]) => (ids.length > 0 ? `/compare?ids=${ids.join(",")}` : "/compare");

const subscribe = () => () => {};

/**
 * The tray as the browser's cookie holds it. Empty on the server and while hydrating, so a page is
 * the same for every visitor and the page cache may keep it (decision 032); read again on every
 * render, and a toggle's answer renders its own component and, through useFetchers, the header's.
 */
function useTray(): number[] {
  return readTray(useSyncExternalStore(subscribe, () => document.cookie, () => ""));
}

/**
 * "Compare" on a product card or page: a toggle, pressed while the product is in the tray. Without
 * JavaScript its form adds the product and leads to the comparison; with it, the tray changes in
 * the background, and the server's refusal of a fifth product shows as a message.
 */
export function CompareToggle({ id, name, className }: { id: number; name: string; className: string }) {
  const fetcher = useFetcher<CompareReply>();
  const tray = useTray();
  const pending = fetcher.formData?.get("intent");
  const chosen = pending ? pending === "add" : tray.includes(id);
  const reply = fetcher.data;
  useEffect(() => {
    if (reply?.message) void notify("error", reply.message);
  }, [reply]);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void fetcher.submit(
      { id, intent: chosen ? "remove" : "add", [SCRIPTED_FIELD]: "1" },
      { method: "post", action: COMPARE_ACTION, defaultShouldRevalidate: false },
    );
  };
  return (
    <form method="post" action={COMPARE_ACTION} onSubmit={submit} className={className}>
      <input type="hidden" name="id" value={id} />
      <button type="submit" name="intent" value={chosen ? "remove" : "add"} aria-pressed={chosen} aria-label={`Compare ${name}`} className="compare-toggle">
        Compare
      </button>
    </form>
  );
}

/** The header's "Compare (n)", once the tray holds a product: a link to the tray's comparison. */
export function CompareTrayLink() {
  // Drawn again when any toggle's post settles, its answer having changed the cookie.
  useFetchers();
  const tray = useTray();
  if (tray.length === 0) return null;
  return (
    <AppLink to={compareHref(tray)} className="icon-link gap-1.5" aria-label={`Compare (${tray.length})`}>
      <span className="relative">
        <Icon name="git-compare-arrows" className="size-5" />
        <span className="tray-count">{tray.length}</span>
      </span>
      <span className="hidden text-sm sm:inline">Compare</span>
    </AppLink>
  );
}
