import { closestCenter, DndContext, type DragEndEvent, KeyboardSensor, PointerSensor, useSensor, useSensors } from "@dnd-kit/core";
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { type ReactNode, useCallback, useEffect, useRef } from "react";
import { AdminIcon } from "~/components/icons/admin-icon";
import { Button } from "~/components/ui/button";
import { cx } from "~/components/ui/class-names";
import { useHydrated } from "./use-hydrated";

/**
 * The one sortable list of the admin panel (decision 036): rows dragged by a handle (pointer, or
 * the keyboard: Space to lift, arrows to move, Space to drop, with spoken announcements), and Move
 * up/Move down buttons beside each row. Without JavaScript the buttons are the screen's own posts.
 * The caller keeps the order; `onMove(from, to)` asks it to move a row.
 */
type SortableListProps = {
  ids: ReadonlyArray<string | number>;
  /** How a row is spoken of: "Alpha" in "Move Alpha up". */
  nameOf: (index: number) => string;
  onMove: (from: number, to: number) => void;
  renderItem: (index: number) => ReactNode;
  /** The Move buttons' form attributes (name and value posted without JavaScript). */
  moveButton?: (index: number, direction: "up" | "down") => { name: string; value: string } | undefined;
  className?: string;
  label?: string;
};

/** How long after a Move its row keeps the focus through later renders. */
const KEEP_FOCUS_MS = 2000;

export function SortableList({ ids, nameOf, onMove, renderItem, moveButton, className, label }: SortableListProps) {
  const hydrated = useHydrated();
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const keys = ids.map(String);
  const position = (id: string | number) => keys.indexOf(String(id));
  const named = (id: string | number) => nameOf(position(id));
  // After a Move button, the focus stays on the row that moved (on the other button at either end),
  // also through the renders that follow for a moment (a save's answer): React moving a row's element
  // takes the focus off it.
  const focusAfter = useRef<{ key: string; direction: "up" | "down"; until: number } | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  useEffect(() => {
    const wanted = focusAfter.current;
    if (!wanted) return;
    const same = buttons.current.get(`${wanted.key}:${wanted.direction}`);
    const other = buttons.current.get(`${wanted.key}:${wanted.direction === "up" ? "down" : "up"}`);
    const focused = document.activeElement;
    const elsewhere = focused !== null && focused !== document.body && focused !== same && focused !== other;
    if (elsewhere || performance.now() > wanted.until) {
      focusAfter.current = null;
      return;
    }
    const target = same && !same.disabled ? same : other;
    if (target && focused !== target) target.focus();
  });
  const move = useCallback(
    (index: number, direction: "up" | "down") => {
      focusAfter.current = { key: keys[index]!, direction, until: performance.now() + KEEP_FOCUS_MS };
      onMove(index, direction === "up" ? index - 1 : index + 1);
    },
    [keys, onMove],
  );
  const dragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onMove(position(active.id), position(over.id));
  };
  const total = keys.length;
  const rows = keys.map((key, index) => (
    <SortableRow key={key} id={key} name={nameOf(index)} draggable={hydrated}>
      <div className="min-w-0 flex-1 basis-48">{renderItem(index)}</div>
      {/* On a phone the Move buttons wrap under the row rather than widen it. */}
      <div className={cx("ml-auto flex shrink-0 gap-1", !hydrated && !moveButton && "hidden")}>
        {(["up", "down"] as const).map((direction) => {
          const post = moveButton?.(index, direction);
          const atEnd = direction === "up" ? index === 0 : index === total - 1;
          return (
            <Button
              key={direction}
              ref={(element) => {
                if (element) buttons.current.set(`${key}:${direction}`, element);
                else buttons.current.delete(`${key}:${direction}`);
              }}
              type={hydrated || !post ? "button" : "submit"}
              {...(hydrated ? {} : post)}
              variant="outline"
              size="icon"
              disabled={atEnd || (!hydrated && !post)}
              aria-label={`Move ${nameOf(index)} ${direction}`}
              onClick={hydrated ? () => move(index, direction) : undefined}
            >
              <AdminIcon name={direction === "up" ? "arrow-up" : "arrow-down"} />
            </Button>
          );
        })}
      </div>
    </SortableRow>
  ));
  if (!hydrated) return <ol aria-label={label} className={cx("grid gap-2", className)}>{rows}</ol>;
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={dragEnd}
      accessibility={{
        screenReaderInstructions: { draggable: "To move a row, press Space or Enter on its handle, then the arrow keys, then Space or Enter to drop it there, or Escape to cancel." },
        announcements: {
          onDragStart: ({ active }) => `Picked up ${named(active.id)}, position ${position(active.id) + 1} of ${total}.`,
          onDragOver: ({ active, over }) => (over ? `${named(active.id)} is over position ${position(over.id) + 1} of ${total}.` : `${named(active.id)} is no longer over the list.`),
          onDragEnd: ({ active, over }) => (over ? `${named(active.id)} dropped at position ${position(over.id) + 1} of ${total}.` : `${named(active.id)} dropped.`),
          onDragCancel: ({ active }) => `Moving ${named(active.id)} was cancelled.`,
        },
      }}
    >
      <SortableContext items={keys} strategy={verticalListSortingStrategy}>
        <ol aria-label={label} className={cx("grid gap-2", className)}>
          {rows}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

/** One row: its drag handle (once the page runs JavaScript), its content and its Move buttons. */
function SortableRow({ id, name, draggable, children }: { id: string; name: string; draggable: boolean; children: ReactNode }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  return (
    <li
      ref={setNodeRef}
      id={`sortable-${id}`}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cx(
        "flex flex-wrap items-start gap-2 rounded-md border border-slate-200 bg-white p-2 dark:border-slate-800 dark:bg-slate-950",
        isDragging && "relative z-10 shadow-lg ring-2 ring-blue-600",
      )}
    >
      {draggable ? (
        <Button ref={setActivatorNodeRef} variant="ghost" size="icon" className="shrink-0 cursor-grab touch-none" aria-label={`Drag ${name}`} {...attributes} {...listeners}>
          <AdminIcon name="arrow-up-down" />
        </Button>
      ) : null}
      {children}
    </li>
  );
}

