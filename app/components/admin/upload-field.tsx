import { type ChangeEvent, useId, useRef, useState } from "react";
import { toast } from "sonner";
import { AdminIcon } from "~/components/icons/admin-icon";
import { Button } from "~/components/ui/button";
import { cx } from "~/components/ui/class-names";
import { describedBy, FieldShell, inputClass } from "~/components/ui/fields";
import { AltTextDialog } from "./media/alt-text-dialog";
import { useMediaFacts } from "./media/media-facts";
import { MediaPicker } from "./media/media-picker";
import { uploadFile } from "./upload-request";
import { deleteUploaded, UPLOAD_RULES, type UploadKind } from "./upload-rules";
import { useHydrated } from "./use-hydrated";

type UploadFieldProps = { kind: UploadKind; name: string; label: string; defaultValue?: string | null; error?: string; hint?: string };

const previewable = (value: string) => value.startsWith("/") || /^https?:\/\//.test(value);

/**
 * A media reference with an upload button: the text field holds the stored link (or a URL typed
 * in), the button uploads a file with a progress bar and fills it in, and "Choose from library" puts
 * in a file uploaded before (decision 040). An image from the library shows its alt text, which the
 * save needs before the image goes on the site, with a button to write it. Without JavaScript only
 * the text field is shown.
 */
export function UploadField({ kind, name, label, defaultValue, error, hint }: UploadFieldProps) {
  const hydrated = useHydrated();
  const id = useId();
  const rules = UPLOAD_RULES[kind];
  const chooser = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(defaultValue ?? "");
  const [progress, setProgress] = useState<number | null>(null);
  // Files uploaded in this form and not saved yet; removing one deletes it from storage too.
  const [freshUploads, setFreshUploads] = useState<string[]>([]);

  const onChoose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    const title = `Error uploading ${rules.noun}`;
    if (file.size > rules.maxBytes) {
      toast.error(title, { description: rules.tooLarge });
      return;
    }
    setProgress(0);
    const answer = await uploadFile(rules.endpoint, file, setProgress);
    setProgress(null);
    if (!answer.success) {
      toast.error(title, { description: answer.error });
      return;
    }
    setValue(answer.url);
    setFreshUploads((current) => [...current, answer.url]);
    toast.success(kind === "image" ? "Image uploaded successfully" : "Catalogue uploaded successfully");
  };

  const onRemove = async () => {
    const removed = value;
    setValue("");
    if (!freshUploads.includes(removed)) return;
    const failure = await deleteUploaded(kind, removed);
    if (failure) toast.error(`Error deleting ${rules.noun}`, { description: failure });
    else setFreshUploads((current) => current.filter((url) => url !== removed));
  };

  return (
    <FieldShell id={id} label={label} hint={hint} error={error}>
      <div className="flex flex-wrap items-center gap-3">
        {hydrated && value && kind === "image" && previewable(value) ? (
          <img src={value} alt="" className="size-16 rounded-md border border-slate-200 object-cover dark:border-slate-700" />
        ) : null}
        {hydrated && value && kind === "catalogue" ? <AdminIcon name="file-text" className="size-6 text-slate-500" /> : null}
        <input
          id={id}
          name={name}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          placeholder={kind === "image" ? "Upload an image or enter its URL" : "Upload a file or enter its URL"}
          className={cx(inputClass, "h-10 min-w-0 flex-1")}
          {...describedBy(id, error, hint)}
        />
        {hydrated ? (
          <>
            <input ref={chooser} type="file" accept={rules.accept} className="sr-only" tabIndex={-1} aria-hidden="true" onChange={onChoose} />
            <Button variant="outline" disabled={progress !== null} onClick={() => chooser.current?.click()} aria-label={`Upload ${label.toLowerCase()}`}>
              <AdminIcon name="upload" />
              {progress !== null ? "Uploading..." : "Upload"}
            </Button>
            <MediaPicker kind={kind} label={label} onChoose={(file) => setValue(file.url)} />
            {value ? (
              // "Clear", not "Remove": in a list of images the row's own Remove button already says that.
              <Button variant="ghost" size="icon" onClick={onRemove} aria-label={`Clear ${label.toLowerCase()}`} title="Clear">
                <AdminIcon name="trash" />
              </Button>
            ) : null}
          </>
        ) : null}
      </div>
      {hydrated && kind === "image" ? <AltTextNote url={value} label={label} /> : null}
      {progress !== null ? (
        <div
          role="progressbar"
          aria-label={`Uploading ${label.toLowerCase()}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
          className="h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
        >
          <div className="h-full bg-brand-600 transition-[width]" style={{ width: `${progress}%` }} />
        </div>
      ) : null}
    </FieldShell>
  );
}

/** Under an image from the library: its alt text, or that it has none yet, with the button that writes it. */
function AltTextNote({ url, label }: { url: string; label: string }) {
  const file = useMediaFacts(url);
  if (!file || file.kind !== "image") return null;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      {file.alt ? (
        <p className="min-w-0 break-words text-slate-700 dark:text-slate-200">
          <span className="font-medium">Alt text:</span> <span>{file.alt}</span>
        </p>
      ) : (
        <p className="text-amber-900 dark:text-amber-100">No alt text yet: the image needs it before it goes on the site.</p>
      )}
      <AltTextDialog file={file} label={label} />
    </div>
  );
}
