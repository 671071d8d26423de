import { useEffect, useId, useRef, useState } from "react";
import { AdminIcon } from "~/components/icons/admin-icon";
import { Button } from "~/components/ui/button";
import { cx } from "~/components/ui/class-names";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";
import { inputClass } from "~/components/ui/fields";
import { formatBytes } from "~/media/format-bytes";
import { MEDIA_API, type MediaFacts, rememberFacts } from "./media-facts";

const SEARCH_DELAY_MS = 300;

type Listing = { files: MediaFacts[]; page: number; pages: number; total: number };
type Loaded = { state: "loading" } | { state: "failed" } | ({ state: "done" } & Listing);

type MediaPickerProps = {
  kind: "image" | "catalogue";
  /** The field's label: the button says "Choose main image from the library". */
  label: string;
  onChoose: (file: MediaFacts) => void;
};

const NOUNS = { image: ["image", "images"], catalogue: ["catalogue", "catalogues"] } as const;

/**
 * "Choose from library": a dialog listing the library's files of the field's kind, newest first,
 * searched by name or alt text, more on request. Each file is a button (Tab between them, Enter or
 * Space chooses); choosing puts its address in the field and closes the dialog.
 */
export function MediaPicker({ kind, label, onChoose }: MediaPickerProps) {
  const [open, setOpen] = useState(false);
  const [q, setQ] = useState("");
  const [loaded, setLoaded] = useState<Loaded>({ state: "loading" });
  // After Show more, the first file it added takes the focus (the button may be gone: no more pages).
  const [focusFrom, setFocusFrom] = useState<number | null>(null);
  const searchId = useId();
  const [one, many] = NOUNS[kind];

  // The first page of each search, once the typing pauses.
  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setLoaded({ state: "loading" });
      fetchPage(kind, q, 1, controller.signal).then(
        (listing) => setLoaded({ state: "done", ...listing }),
        () => controller.signal.aborted || setLoaded({ state: "failed" }),
      );
    }, q ? SEARCH_DELAY_MS : 0);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [open, kind, q]);

  const more = async () => {
    if (loaded.state !== "done") return;
    const listing = await fetchPage(kind, q, loaded.page + 1).catch(() => null);
    if (!listing) return;
    setFocusFrom(loaded.files.length);
    setLoaded({ state: "done", ...listing, files: [...loaded.files, ...listing.files] });
  };

  const choose = (file: MediaFacts) => {
    rememberFacts(file);
    onChoose(file);
    setOpen(false);
  };

  const status =
    loaded.state === "loading"
      ? "Loading..."
      : loaded.state === "failed"
        ? "The library could not be loaded. Please try again."
        : loaded.total === 0
          ? q
            ? `No ${many} match this search.`
            : `No ${many} in the library yet.`
          : `${loaded.total} ${loaded.total === 1 ? one : many}${loaded.files.length < loaded.total ? `, ${loaded.files.length} shown` : ""}`;

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="outline" onClick={() => setOpen(true)} aria-label={`Choose ${label.toLowerCase()} from the library`} aria-haspopup="dialog">
        <AdminIcon name="images" />
        Choose from library
      </Button>
      <DialogContent className="max-w-2xl">
        <DialogTitle>{`Choose ${kind === "image" ? "an image" : "a catalogue"}`}</DialogTitle>
        <DialogDescription>{`From the media library, for ${label.toLowerCase()}.`}</DialogDescription>
        <div className="mt-4 grid gap-1.5">
          <label htmlFor={searchId} className="text-sm font-medium">
            Search the library
          </label>
          <input
            id={searchId}
            type="search"
            value={q}
            onChange={(event) => setQ(event.target.value)}
            placeholder={kind === "image" ? "File name or alt text" : "File name"}
            className={cx(inputClass, "h-10")}
          />
        </div>
        <p role="status" className="mt-3 text-sm text-slate-600 dark:text-slate-300">
          {status}
        </p>
        {loaded.state === "done" && loaded.files.length > 0 ? (
          <ul aria-label={`Library ${many}`} className="mt-2 grid gap-2 sm:grid-cols-2">
            {loaded.files.map((file, index) => (
              <li key={file.id}>
                <PickableFile file={file} onChoose={choose} focus={index === focusFrom} />
              </li>
            ))}
          </ul>
        ) : null}
        {loaded.state === "done" && loaded.page < loaded.pages ? (
          <Button variant="outline" className="mt-3" onClick={more}>
            Show more
          </Button>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function PickableFile({ file, onChoose, focus }: { file: MediaFacts; onChoose: (file: MediaFacts) => void; focus: boolean }) {
  const factsId = useId();
  const facts = [file.width && file.height ? `${file.width} × ${file.height} px` : null, formatBytes(file.size)].filter(Boolean).join(", ");
  return (
    <button
      type="button"
      onClick={() => onChoose(file)}
      aria-label={`Choose ${file.name}`}
      aria-describedby={factsId}
      // Show more hands the focus to the first file it brought.
      autoFocus={focus}
      className="flex w-full items-center gap-3 rounded-md border border-slate-200 p-2 text-left hover:border-brand-600 hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-800"
    >
      {file.thumbnail ? (
        <img src={file.thumbnail} alt="" loading="lazy" className="admin-thumb object-cover" />
      ) : (
        <span className="admin-thumb flex items-center justify-center text-slate-600 dark:text-slate-300">
          <AdminIcon name="file-text" className="size-6" />
        </span>
      )}
      <span className="min-w-0 text-sm">
        <span className="block font-medium break-all">{file.name}</span>
        <span id={factsId} className="block text-slate-600 dark:text-slate-300">
          {facts}
          {file.kind === "image" ? <span className="block line-clamp-2">{file.alt ? `Alt text: ${file.alt}` : "No alt text yet"}</span> : null}
        </span>
      </span>
    </button>
  );
}

async function fetchPage(kind: string, q: string, page: number, signal?: AbortSignal): Promise<Listing> {
  const query = new URLSearchParams({ kind, ...(q.trim() ? { q: q.trim() } : {}), ...(page > 1 ? { page: String(page) } : {}) });
  const response = await fetch(`${MEDIA_API}?${query}`, { headers: { Accept: "application/json" }, signal });
  if (!response.ok) throw new Error(`The library answered ${response.status}`);
  return (await response.json()) as Listing;
}
