import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";
import { ALT_TEXT_MAX, altTextInput } from "~/content/media-file/schema";
import { CountedInputField } from "../counted-input";
import { ALT_TEXT_HINT } from "./alt-text-hint";
import { MEDIA_API, type MediaFacts, rememberFacts } from "./media-facts";

/**
 * The library's alt text editor, opened from a form's image field: it writes the file's alt text
 * (the one stored on the file, decision 040) through the library, so every page and form showing the
 * image gets it. Its form lives outside the content form and does not post it.
 */
export function AltTextDialog({ file, label }: { file: MediaFacts; label: string }) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);

  const save = async (event: FormEvent<HTMLFormElement>) => {
    // The dialog sits inside the content form in React's tree: its submit must not reach that form.
    event.preventDefault();
    event.stopPropagation();
    const post = new FormData(event.currentTarget);
    const checked = altTextInput.safeParse({ id: file.id, alt_text: post.get("alt_text") });
    if (!checked.success) return setError(checked.error.issues[0]?.message);
    post.set("intent", "alt");
    post.set("id", String(file.id));
    setSaving(true);
    const answer = await fetch(MEDIA_API, { method: "POST", body: post, headers: { Accept: "application/json" } })
      .then((response) => response.json() as Promise<{ success: boolean; file?: MediaFacts; error?: string }>)
      .catch(() => ({ success: false, error: "The alt text could not be saved. Please try again." }) as const);
    setSaving(false);
    if (!answer.success || !("file" in answer) || !answer.file) return setError(("error" in answer && answer.error) || "The alt text could not be saved. Please try again.");
    rememberFacts(answer.file);
    setError(undefined);
    setOpen(false);
    toast.success("Alt text saved", { description: answer.file.alt ?? `${answer.file.name} has no alt text now.` });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setError(undefined);
      }}
    >
      <Button variant="outline" size="sm" onClick={() => setOpen(true)} aria-label={`${file.alt ? "Edit" : "Add"} alt text of ${label.toLowerCase()}`} aria-haspopup="dialog">
        {file.alt ? "Edit alt text" : "Add alt text"}
      </Button>
      <DialogContent>
        <DialogTitle>{`Alt text of ${file.name}`}</DialogTitle>
        <DialogDescription>Saved on the file in the media library, for every page that shows it.</DialogDescription>
        <form onSubmit={save} noValidate className="mt-4 grid gap-4">
          {file.thumbnail ? <img src={file.thumbnail} alt="" className="max-h-40 w-full rounded-md border border-slate-200 bg-slate-100 object-contain dark:border-slate-700 dark:bg-slate-800" /> : null}
          <CountedInputField name="alt_text" label="Alt text" defaultValue={file.alt ?? ""} max={ALT_TEXT_MAX} hint={ALT_TEXT_HINT} error={error} autoFocus />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={saving}>
              {saving ? "Saving..." : "Save alt text"}
            </Button>
            <Button variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
