import { Icon } from "~/components/icons/icon";
import { LifecycleBadge } from "~/components/catalogue/lifecycle-badge";
import { type KeyboardEvent, useEffect, useId, useState } from "react";
import { useNavigate } from "react-router";
import { AppLink } from "~/components/ui/app-link";
import { Dialog, DialogContent, DialogTitle } from "~/components/ui/dialog";
import { formatDate } from "~/components/home/format-date";
import { cx } from "~/components/ui/class-names";
import type { SearchHit } from "~/search/results";
import {
  groupHeading,
  noResultsText,
  SEARCH_HINT,
  SEARCH_PLACEHOLDER,
} from "./texts";
import { useSearchResults } from "./use-search-results";

type SearchDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * Search as you type, grouped by kind. Focus stays in the box: arrow keys move through the
 * results, Enter opens one, Escape closes. Closing, either way, clears the text.
 */
export function SearchDialog({ open, onOpenChange }: SearchDialogProps) {
  const [text, setText] = useState("");
  const [active, setActive] = useState(0);
  const state = useSearchResults(text);
  const navigate = useNavigate();
  const baseId = useId();

  const response =
    state.status === "done"
      ? state.response
      : state.status === "loading"
        ? state.previous
        : null;
  const groups = text.trim() && response ? response.groups : [];
  const hits = groups.flatMap((group) => group.hits);
  const optionId = (index: number) => `${baseId}-option-${index}`;
  const message = !text.trim()
    ? SEARCH_HINT
    : state.status === "error"
      ? "Search is not available right now. Please try again."
      : state.status === "done" && groups.length === 0
        ? noResultsText(text.trim())
        : null;

  // The dialog itself scrolls; keep the active result in view as the arrow keys move.
  const activeId =
    hits.length > 0 ? optionId(Math.min(active, hits.length - 1)) : undefined;
  useEffect(() => {
    if (activeId)
      document.getElementById(activeId)?.scrollIntoView({ block: "nearest" });
  }, [activeId]);

  const close = () => {
    setText("");
    setActive(0);
    onOpenChange(false);
  };
  const pick = (hit: SearchHit) => {
    close();
    void navigate(hit.href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (hits.length === 0) return;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((current) => (current + step + hits.length) % hits.length);
    } else if (event.key === "Enter") {
      event.preventDefault();
      pick(hits[Math.min(active, hits.length - 1)]);
    }
  };

  let index = -1;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
    >
      <DialogContent className="sm:max-w-2xl" aria-describedby={undefined}>
        <DialogTitle className="sr-only">Search</DialogTitle>
        <div className="mr-8 flex items-center gap-3 rounded-md border border-slate-300 px-3 focus-within:border-brand-500 dark:border-slate-700">
          <Icon
            name="search"
            className="size-5 text-slate-500 dark:text-slate-400"
          />
          <input
            type="search"
            role="combobox"
            aria-label="Search"
            aria-expanded={hits.length > 0}
            aria-controls={`${baseId}-results`}
            aria-autocomplete="list"
            aria-activedescendant={activeId}
            placeholder={SEARCH_PLACEHOLDER}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setActive(0);
            }}
            onKeyDown={onKeyDown}
            className="h-12 min-w-0 flex-1 bg-transparent text-base outline-none placeholder:text-slate-500 dark:placeholder:text-slate-400"
          />
        </div>
        <div className="mt-3">
          {/* One live region: the hint, the no-results text, or (for screen readers) how many results are shown. */}
          <div role="status">
            {message ? (
              <p
                className={cx(
                  "px-3 py-6 text-center text-sm",
                  state.status === "error"
                    ? "text-red-700 dark:text-red-400"
                    : "text-muted",
                )}
              >
                {message}
              </p>
            ) : hits.length > 0 && state.status === "done" ? (
              <span className="sr-only">{`${hits.length} ${hits.length === 1 ? "result" : "results"} shown`}</span>
            ) : state.status === "loading" ? (
              // Shown only when a search takes a moment, so fast typing does not make it flicker.
              <p className="delayed-appear flex items-center gap-2 px-3 py-2 text-sm text-muted">
                <Icon
                  name="loader-circle"
                  className="size-4 animate-spin motion-reduce:animate-none"
                />
                Searching...
              </p>
            ) : null}
          </div>
          <div
            role="listbox"
            id={`${baseId}-results`}
            aria-label="Search results"
            aria-busy={state.status === "loading"}
            hidden={hits.length === 0}
          >
            {groups.map((group) => (
              <div
                key={group.kind}
                role="group"
                aria-label={groupHeading(group.label, group.count)}
                className="py-1"
              >
                <div
                  aria-hidden="true"
                  className="px-3 py-1.5 text-xs font-semibold tracking-wide text-muted uppercase"
                >
                  {groupHeading(group.label, group.count)}
                </div>
                {group.hits.map((hit) => {
                  index += 1;
                  const position = index;
                  return (
                    <div
                      key={`${group.kind}-${hit.id}`}
                      id={optionId(position)}
                      role="option"
                      aria-selected={position === active}
                      onMouseDown={(event) => event.preventDefault()}
                      onMouseMove={() => setActive(position)}
                      onClick={() => pick(hit)}
                      className={cx(
                        "cursor-pointer rounded-md px-3 py-2",
                        position === active && "bg-brand-50 dark:bg-slate-800",
                      )}
                    >
                      <span className="block text-sm font-medium">
                        {hit.title}
                        {hit.status ? (
                          <span className="ml-2 align-middle">
                            <LifecycleBadge status={hit.status} />
                          </span>
                        ) : null}
                      </span>
                      {hit.detail ? (
                        <span className="mt-0.5 block text-xs text-muted">
                          {group.kind === "solution"
                            ? formatDate(hit.detail)
                            : hit.detail}
                        </span>
                      ) : null}
                    </div>
                  );
                })}
              </div>
            ))}
          </div>
          {hits.length > 0 && response ? (
            <AppLink
              to={`/search?q=${encodeURIComponent(response.query)}`}
              onClick={close}
              className="mt-2 block rounded-md px-3 py-2 text-sm font-medium text-accent hover:bg-shade hover:underline"
            >
              {`See all results for "${response.query}"`}
            </AppLink>
          ) : null}
        </div>
      </DialogContent>
    </Dialog>
  );
}
