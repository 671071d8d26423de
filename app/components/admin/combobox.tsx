import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { describedBy, FieldShell, inputClass, selectClass } from "~/components/ui/fields";
import { cx } from "~/components/ui/class-names";
import { useHydrated } from "./use-hydrated";

export type ComboOption = { id: number; name: string; parent: string | null };

type ComboboxProps = {
  label: string;
  /** The form field that carries the chosen id; none for a picker that adds its choice to a list. */
  name?: string;
  /** Where options come from: `${source}?q=…&parent=…` answers `{ options: ComboOption[] }`. */
  source: string;
  parent?: number | null;
  value: ComboOption | null;
  onChange: (option: ComboOption | null) => void;
  placeholder: string;
  /** Without JavaScript a native select offers these (a bounded list, with the current choice). */
  fallback: ComboOption[];
  error?: string;
  /** Empties the text after each choice (a picker adding to a list, which keeps `value` null). */
  clearOnChoose?: boolean;
};

const FETCH_DELAY_MS = 150;

/**
 * A type-to-filter choice (ARIA combobox with a listbox) for lists too long for a select: options
 * are fetched as the admin types. Arrow keys move, Enter chooses, Escape closes; emptying the text
 * clears the choice. Before JavaScript runs it is a native select with the fallback options.
 */
export function Combobox({ label, name, source, parent, value, onChange, placeholder, fallback, error, clearOnChoose }: ComboboxProps) {
  const hydrated = useHydrated();
  const id = useId();
  const listId = `${id}-list`;
  const [text, setText] = useState(value?.name ?? "");
  const [open, setOpen] = useState(false);
  const [options, setOptions] = useState<ComboOption[] | null>(null);
  const [active, setActive] = useState(-1);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const request = useRef<AbortController>(undefined);

  useEffect(() => setText(value?.name ?? ""), [value?.id, value?.name]);
  // Options fetched under another parent no longer apply.
  useEffect(() => setOptions(null), [parent]);
  useEffect(() => () => { clearTimeout(timer.current); request.current?.abort(); }, []);

  const load = (q: string) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(async () => {
      request.current?.abort();
      const controller = new AbortController();
      request.current = controller;
      const search = new URLSearchParams({ q });
      if (parent) search.set("parent", String(parent));
      try {
        const response = await fetch(`${source}${source.includes("?") ? "&" : "?"}${search}`, { signal: controller.signal, headers: { Accept: "application/json" } });
        if (!response.ok) return;
        const body = (await response.json()) as { options: ComboOption[] };
        setOptions(body.options);
        setActive(body.options.length > 0 ? 0 : -1);
      } catch (error) {
        if (!(error instanceof DOMException && error.name === "AbortError")) throw error;
      }
    }, FETCH_DELAY_MS);
  };

  const show = (q: string) => {
    setOpen(true);
    load(q);
  };
  const choose = (option: ComboOption | null) => {
    setOpen(false);
    setText(clearOnChoose ? "" : (option?.name ?? ""));
    if (option?.id !== value?.id) onChange(option);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = options?.length ?? 0;
    if (event.key === "ArrowDown") {
      event.preventDefault();
      if (!open) show(text === value?.name ? "" : text);
      else if (count > 0) setActive((active + 1) % count);
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      if (open && count > 0) setActive((active - 1 + count) % count);
    } else if (event.key === "Enter" && open) {
      event.preventDefault();
      if (options && active >= 0 && options[active]) choose(options[active]);
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      setOpen(false);
      setText(value?.name ?? "");
    }
  };

  if (!hydrated) {
    const offered = value && !fallback.some((option) => option.id === value.id) ? [value, ...fallback] : fallback;
    return (
      <FieldShell id={id} label={label} error={error}>
        <select id={id} name={name} defaultValue={value?.id ?? ""} className={selectClass} {...describedBy(id, error)}>
          <option value="">{placeholder}</option>
          {offered.map((option) => (
            <option key={option.id} value={option.id}>
              {option.parent ? `${option.name} (${option.parent})` : option.name}
            </option>
          ))}
        </select>
      </FieldShell>
    );
  }

  const activeId = open && options && active >= 0 ? `${id}-option-${options[active]?.id}` : undefined;
  return (
    <FieldShell id={id} label={label} error={error}>
      <div className="relative">
        {name ? <input type="hidden" name={name} value={value?.id ?? ""} /> : null}
        <input
          id={id}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={activeId}
          placeholder={placeholder}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            show(event.target.value);
          }}
          onFocus={() => show(text === value?.name ? "" : text)}
          onBlur={() => {
            setOpen(false);
            if (text.trim() === "") choose(null);
            else setText(value?.name ?? "");
          }}
          onKeyDown={onKeyDown}
          className={cx(inputClass, "h-10 w-full")}
          {...describedBy(id, error)}
        />
        <ul
          id={listId}
          role="listbox"
          aria-label={label}
          hidden={!open}
          className="absolute z-20 mt-1 max-h-64 w-full overflow-auto rounded-md border border-slate-200 bg-white py-1 text-sm shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          {options === null ? (
            <li className="px-3 py-2 text-slate-600 dark:text-slate-300">Searching...</li>
          ) : options.length === 0 ? (
            <li className="px-3 py-2 text-slate-600 dark:text-slate-300">No matches</li>
          ) : (
            options.map((option, index) => (
              <li
                key={option.id}
                id={`${id}-option-${option.id}`}
                role="option"
                aria-selected={option.id === value?.id}
                // mousedown, not click: the choice must land before the input's blur closes the list.
                onMouseDown={(event) => {
                  event.preventDefault();
                  choose(option);
                }}
                className={cx("cursor-pointer px-3 py-2", index === active && "bg-slate-100 dark:bg-slate-800")}
              >
                {option.name}
                {option.parent ? <span className="ml-1 text-xs text-slate-600 dark:text-slate-300">({option.parent})</span> : null}
              </li>
            ))
          )}
        </ul>
      </div>
    </FieldShell>
  );
}
