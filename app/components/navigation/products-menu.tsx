import { Icon } from "~/components/icons/icon";
import {
  type FocusEvent,
  type KeyboardEvent,
  lazy,
  type MouseEvent,
  type PointerEvent,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { useLocation } from "react-router";
import { AppLink } from "~/components/ui/app-link";
import { cx } from "~/components/ui/class-names";
import { MENU_CLOSE_DELAY_MS } from "./menu-constants";
import { emptySelection, type MenuLevel, select } from "./menu-selection";
import { fetchCategoryMenu, useCategoryMenus } from "./category-menus";
import type { NavigationData } from "./menu-tree";

// The panel's code loads when the pointer or focus first reaches "Products", before the menu opens.
const loadPanel = () => import("./mega-menu-panel");
const MegaMenuPanel = lazy(() =>
  loadPanel().then((module) => ({ default: module.MegaMenuPanel })),
);

/**
 * "Products" in the top bar: opens on hover and closes 500 ms after the pointer leaves (re-entering
 * cancels). Keyboard: Enter/Space on the toggle or ArrowDown on either opens, Escape closes and returns
 * focus. Touch: the first tap on "Products" opens the menu, a second tap follows the link.
 * The columns under a category are fetched when it is pointed at or focused; opening the menu
 * fetches the first category's, which the preview falls back to.
 */
export function ProductsMenu({
  navigation,
  active,
}: {
  navigation: NavigationData;
  active: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [selection, setSelection] = useState(emptySelection);
  const [focusFirst, setFocusFirst] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const openedByTap = useRef(false);
  const panelId = useId();
  const location = useLocation();
  const menus = useCategoryMenus();

  const cancelClose = () => clearTimeout(closeTimer.current);
  const show = () => {
    cancelClose();
    setOpen(true);
    if (navigation.categories[0])
      fetchCategoryMenu(navigation.categories[0].id);
  };
  const onSelect = (level: MenuLevel, id: number) => {
    if (level === "category") fetchCategoryMenu(id);
    setSelection((current) => select(current, level, id));
  };
  const close = () => {
    cancelClose();
    setOpen(false);
    setSelection(emptySelection);
  };
  const closeLater = () => {
    cancelClose();
    closeTimer.current = setTimeout(close, MENU_CLOSE_DELAY_MS);
  };
  const openWithFocus = () => {
    show();
    setFocusFirst(true);
  };

  // Closes when the visitor goes elsewhere, not when the menu first mounts: a hover during hydration is
  // replayed by React before effects run, and closing then would shut the menu under the pointer.
  const shownFor = useRef(`${location.pathname}${location.search}`);
  useEffect(() => {
    const current = `${location.pathname}${location.search}`;
    if (current === shownFor.current) return;
    shownFor.current = current;
    close();
  }, [location.pathname, location.search]);
  useEffect(() => cancelClose, []);
  const focusFirstCategory = () => {
    if (!focusFirst || !open) return;
    const first = container.current?.querySelector<HTMLElement>(
      '[data-menu-level="category"]',
    );
    if (!first) return; // The panel is still loading: it calls back once it is there.
    first.focus();
    setFocusFirst(false);
  };
  useEffect(focusFirstCategory, [focusFirst, open]);
  useEffect(() => {
    if (!open) return;
    const onOutside = (event: globalThis.PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) close();
    };
    document.addEventListener("pointerdown", onOutside);
    return () => document.removeEventListener("pointerdown", onOutside);
  }, [open]);

  const onPointerEnter = (event: PointerEvent) => {
    void loadPanel();
    if (event.pointerType === "mouse") show();
  };
  const onPointerLeave = (event: PointerEvent) =>
    event.pointerType === "mouse" && closeLater();
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape" && open) {
      event.preventDefault();
      close();
      toggle.current?.focus();
    }
  };
  const onBlur = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (next && !container.current?.contains(next)) close();
  };
  const onTriggerKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "ArrowDown") return;
    event.preventDefault();
    openWithFocus();
  };
  const onLinkPointerDown = (event: PointerEvent) => {
    openedByTap.current = event.pointerType !== "mouse" && !open;
  };
  const onLinkClick = (event: MouseEvent) => {
    if (!openedByTap.current) return;
    openedByTap.current = false;
    event.preventDefault();
    show();
  };

  return (
    <div
      ref={container}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
      onFocus={() => void loadPanel()}
    >
      <div className="flex items-center">
        <AppLink
          to="/products"
          onPointerDown={onLinkPointerDown}
          onClick={onLinkClick}
          onKeyDown={onTriggerKeyDown}
          aria-current={active ? "page" : undefined}
          className={cx("nav-link rounded-l", (active || open) && "text-accent")}
        >
          Products
        </AppLink>
        <button
          ref={toggle}
          type="button"
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          aria-label="Products menu"
          onClick={() => (open ? close() : show())}
          onKeyDown={onTriggerKeyDown}
          className="rounded-r p-1 text-muted hover:text-brand-700"
        >
          <Icon
            name="chevron-down"
            className={cx("size-4 transition-transform", open && "rotate-180")}
          />
        </button>
      </div>
      {open ? (
        <div
          id={panelId}
          role="group"
          aria-label="Products"
          className="absolute inset-x-0 top-full border-b border-line bg-white shadow-lg dark:bg-slate-950"
        >
          <div className="mx-auto max-w-7xl">
            <Suspense
              fallback={<p className="p-6 text-sm text-muted">Loading...</p>}
            >
              <MegaMenuPanel
                data={navigation}
                menus={menus}
                selection={selection}
                onSelect={onSelect}
                onMounted={focusFirstCategory}
              />
            </Suspense>
          </div>
        </div>
      ) : null}
    </div>
  );
}
