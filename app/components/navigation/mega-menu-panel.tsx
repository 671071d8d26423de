import {
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
  useEffect,
  useRef,
} from "react";
import { AppLink } from "~/components/ui/app-link";
import { cx } from "~/components/ui/class-names";
import type { CategoryMenuState } from "./category-menus";
import { NAVIGATION_ERROR } from "./menu-constants";
import {
  type MenuLevel,
  type MenuSelection,
  menuColumns,
  previewImage,
} from "./menu-selection";
import type { NavigationData } from "./menu-tree";
import { MenuPreview } from "./menu-preview";

type PanelProps = {
  data: NavigationData;
  /** Category menus fetched so far, by category id. */
  menus: ReadonlyMap<number, CategoryMenuState>;
  selection: MenuSelection;
  onSelect: (level: MenuLevel, id: number) => void;
  /** Called once the panel is on the page (it loads on demand), e.g. to move focus into it. */
  onMounted?: () => void;
};

const levels: MenuLevel[] = ["category", "subcategory", "type", "product"];

/** The four columns and the preview; arrow keys move within and between columns. */
export function MegaMenuPanel({
  data,
  menus,
  selection,
  onSelect,
  onMounted,
}: PanelProps) {
  useEffect(() => onMounted?.(), []); // once: the panel mounts when it first opens
  const state =
    selection.categoryId === null ? undefined : menus.get(selection.categoryId);
  const firstState = data.categories[0]
    ? menus.get(data.categories[0].id)
    : undefined;
  const columns = menuColumns(
    state?.status === "done" ? state.menu : undefined,
    selection,
  );
  const preview = previewImage(
    columns,
    firstState?.status === "done" ? firstState.menu : undefined,
  );
  const item = (
    level: MenuLevel,
    id: number,
    name: string,
    to: string,
    selectedId: number | null,
    index: number,
  ) => (
    <MenuItem
      key={id}
      level={level}
      to={to}
      selected={selectedId === id}
      tabbable={selectedId === id || (selectedId === null && index === 0)}
      onSelect={() => onSelect(level, id)}
    >
      {name}
    </MenuItem>
  );
  const categoryQuery = `category=${selection.categoryId}`;
  const subcategoryQuery = `${categoryQuery}&subcategory=${columns.subcategory?.id}`;
  const productsQuery = columns.type
    ? `${subcategoryQuery}&type=${columns.type.id}`
    : subcategoryQuery;

  return (
    // The header's links do not wrap; in a narrow column a long name must, or it is cut off.
    <div className="grid grid-cols-5 gap-4 p-6 whitespace-normal" onKeyDown={moveFocus}>
      {data.error ? (
        <p className="col-span-5 text-sm text-red-700 dark:text-red-400">
          {data.error}
        </p>
      ) : null}
      <Column title="Categories">
        {data.categories.map((c, i) =>
          item(
            "category",
            c.id,
            c.name,
            `/products?category=${c.id}`,
            selection.categoryId,
            i,
          ),
        )}
      </Column>
      <Column
        title="Sub-categories"
        status={
          state?.status === "loading"
            ? "Loading..."
            : state?.status === "error"
              ? NAVIGATION_ERROR
              : null
        }
      >
        {columns.subcategories.map((s, i) =>
          item(
            "subcategory",
            s.id,
            s.name,
            `/products?${categoryQuery}&subcategory=${s.id}`,
            selection.subcategoryId,
            i,
          ),
        )}
      </Column>
      <Column title="Types">
        {columns.types.map((t, i) =>
          item(
            "type",
            t.id,
            t.name,
            `/products?${subcategoryQuery}&type=${t.id}`,
            selection.typeId,
            i,
          ),
        )}
      </Column>
      <Column title="Products">
        {[
          ...columns.products.map((p, i) =>
            item("product", p.id, p.name, p.href, selection.productId, i),
          ),
          ...(columns.moreProducts
            ? [
                <AppLink
                  key="all"
                  to={`/products?${productsQuery}`}
                  className="block px-2 py-1.5 text-sm font-medium text-accent"
                >
                  View all products
                </AppLink>,
              ]
            : []),
        ]}
      </Column>
      <MenuPreview image={preview} />
    </div>
  );
}

function Column({
  title,
  status = null,
  children,
}: {
  title: string;
  status?: string | null;
  children: ReactNode[];
}) {
  return (
    <div className="min-w-0">
      <p className="mb-2 text-xs font-semibold tracking-wide text-muted uppercase">
        {title}
      </p>
      {status ? (
        <p role="status" className="px-2 py-1.5 text-sm text-muted">
          {status}
        </p>
      ) : null}
      <ul aria-label={title} className="max-h-80 space-y-0.5 overflow-y-auto">
        {children.map((child, i) => (
          <li key={i}>{child}</li>
        ))}
      </ul>
    </div>
  );
}

type MenuItemProps = {
  level: MenuLevel;
  to: string;
  selected: boolean;
  tabbable: boolean;
  onSelect: () => void;
  children: ReactNode;
};

function MenuItem({
  level,
  to,
  selected,
  tabbable,
  onSelect,
  children,
}: MenuItemProps) {
  // Touch has no hover: the first tap on a category, subcategory or type reveals its column, the next follows it.
  // Decided at pointerdown, because the tap's focus event selects the item before the click arrives.
  const revealOnly = useRef(false);
  const onPointerDown = (event: PointerEvent) => {
    revealOnly.current =
      event.pointerType !== "mouse" && level !== "product" && !selected;
  };
  const onPointerEnter = (event: PointerEvent) =>
    event.pointerType === "mouse" && onSelect();
  const onClick = (event: MouseEvent) => {
    if (!revealOnly.current) return;
    revealOnly.current = false;
    event.preventDefault();
    onSelect();
  };
  return (
    <AppLink
      to={to}
      data-menu-level={level}
      aria-current={selected ? "true" : undefined}
      tabIndex={tabbable ? 0 : -1}
      onPointerDown={onPointerDown}
      onPointerEnter={onPointerEnter}
      onFocus={onSelect}
      onClick={onClick}
      className={cx(
        "block rounded px-2 py-1.5 text-sm break-words",
        selected
          ? "bg-brand-50 font-medium text-accent dark:bg-brand-900/60"
          : "text-body-strong hover:bg-shade",
      )}
    >
      {children}
    </AppLink>
  );
}

/** Up/Down within a column, Right into the next column, Left back to the selected item of the previous one. */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const target = event.target as HTMLElement;
  const level = target.dataset.menuLevel as MenuLevel | undefined;
  if (!level) return;
  const items = (l: MenuLevel) => [
    ...event.currentTarget.querySelectorAll<HTMLElement>(
      `[data-menu-level="${l}"]`,
    ),
  ];
  const column = items(level);
  const index = column.indexOf(target);
  const neighbour = (step: number) => levels[levels.indexOf(level) + step];
  let next: HTMLElement | undefined;
  if (event.key === "ArrowDown") next = column[index + 1];
  else if (event.key === "ArrowUp") next = column[index - 1];
  else if (event.key === "Home") next = column[0];
  else if (event.key === "End") next = column.at(-1);
  else if (event.key === "ArrowRight" && neighbour(1))
    next = items(neighbour(1))[0];
  else if (event.key === "ArrowLeft" && neighbour(-1)) {
    const previous = items(neighbour(-1));
    next =
      previous.find((el) => el.getAttribute("aria-current") === "true") ??
      previous[0];
  } else return;
  event.preventDefault();
  next?.focus();
}
