import { useEffect, useRef, useState } from "react";
import { Form, useFetcher } from "react-router";
import { AdminLink } from "~/components/admin/admin-link";
import { AdminIcon } from "~/components/icons/admin-icon";
import { Button } from "~/components/ui/button";
import { SelectField } from "~/components/ui/fields";
import { type Notice, NoticeToast } from "../notice";
import { SortableList } from "../sortable-list";
import { useHydrated } from "../use-hydrated";

type Item = { id: number; title: string };
type Choices = { options?: Array<{ value: number | string; label: string }>; groups?: Array<{ label: string; options: Array<{ value: number | string; label: string }> }> };

export type ArrangeScreenProps = {
  title: string;
  screen: string;
  parent: { label: string; choices: Choices; id: number | null } | null;
  items: Item[];
};

/**
 * Arrange: one parent's whole set of children (or every record of a type without parents), dragged
 * or moved a place at a time; each move is saved at once (decision 036).
 */
export function ArrangeScreen({ title, screen, parent, items }: ArrangeScreenProps) {
  const hydrated = useHydrated();
  const fetcher = useFetcher<{ notice: Notice; ids?: number[] }>();
  const [order, setOrder] = useState(items);
  const [spoken, setSpoken] = useState("");
  // A new load (another parent, a refused save) shows the order as the server holds it. A load that
  // lands while a later move is still being saved is already out of date: the rows stay as they are.
  const saving = useRef(false);
  saving.current = fetcher.state !== "idle";
  useEffect(() => {
    if (!saving.current) setOrder(items);
  }, [items]);
  const parentName = parent ? findLabel(parent.choices, parent.id) : null;
  const listLabel = parentName ? `${title} of ${parentName}` : title;

  const onMove = (from: number, to: number) => {
    if (to < 0 || to >= order.length || from === to) return;
    const next = [...order];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
    setOrder(next);
    setSpoken(`${moved!.title} moved to position ${to + 1} of ${next.length}.`);
    const body = new FormData();
    body.set("_js", "1");
    if (parent?.id) body.set("parent", String(parent.id));
    for (const item of next) body.append("ids", String(item.id));
    fetcher.submit(body, { method: "post" });
  };

  return (
    <section aria-labelledby="arrange-title" className="grid grid-cols-1 gap-6 *:min-w-0">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="arrange-title" className="text-2xl font-bold">
          Arrange {title.toLowerCase()}
        </h1>
        <Button asChild variant="outline">
          <AdminLink to={screen}>
            <AdminIcon name="arrow-left" />
            Back to {title.toLowerCase()}
          </AdminLink>
        </Button>
      </div>
      <NoticeToast notice={fetcher.data?.notice} />
      <p className="text-sm text-slate-600 dark:text-slate-300">
        The site shows them in this order. Drag a row by its handle, or use Move up and Move down; each move is saved at once.
      </p>
      {parent ? (
        <Form method="get" className="flex flex-wrap items-end gap-3">
          <SelectField label={parent.label} name="parent" placeholder={`Select ${parent.label.toLowerCase()}`} {...parent.choices} defaultValue={parent.id ? String(parent.id) : ""} key={parent.id ?? "none"} />
          <Button type="submit" variant="outline">
            Show
          </Button>
        </Form>
      ) : null}
      {parent && !parent.id ? (
        <p>Choose a {parent.label.toLowerCase()} to arrange its {title.toLowerCase()}.</p>
      ) : order.length === 0 ? (
        <p>Nothing to arrange here yet.</p>
      ) : (
        <Form method="post">
          {parent?.id ? <input type="hidden" name="parent" value={parent.id} /> : null}
          {hydrated ? null : order.map((item) => <input key={item.id} type="hidden" name="ids" value={item.id} />)}
          <SortableList
            label={listLabel}
            ids={order.map((item) => item.id)}
            nameOf={(index) => order[index]!.title}
            onMove={onMove}
            moveButton={(index, direction) => ({ name: "move", value: `${order[index]!.id}:${direction}` })}
            renderItem={(index) => (
              <div id={`arrange-item-${order[index]!.id}`} className="flex min-h-10 items-center gap-3">
                <span aria-hidden="true" className="w-6 text-right text-sm text-slate-500 tabular-nums dark:text-slate-400">
                  {index + 1}
                </span>
                <span className="min-w-0 font-medium break-words">{order[index]!.title}</span>
              </div>
            )}
          />
        </Form>
      )}
      <p role="status" aria-live="polite" className="sr-only">
        {fetcher.state === "idle" && fetcher.data?.notice.kind === "success" ? `${spoken} Order saved.` : spoken}
      </p>
    </section>
  );
}

function findLabel(choices: Choices, id: number | null): string | null {
  if (id === null) return null;
  const options = [...(choices.options ?? []), ...(choices.groups ?? []).flatMap((group) => group.options)];
  return options.find((option) => String(option.value) === String(id))?.label ?? null;
}
