import { Form, useLoaderData } from "react-router";
import { Button } from "~/components/ui/button";
import { DISCARDS_CHANGES } from "./unsaved-changes";

/** What an edit screen's loader says of the record's pending draft (loadContentList's `draft`). */
type DraftData = { draft?: { id: number; values: Record<string, unknown>; savedBy: string | null; updatedAt: string } | null };

/** The record's pending draft, when the route's loader found one for this record. */
export function usePendingDraft(recordId: number | string | undefined) {
  const data = useLoaderData() as DraftData | undefined;
  return data?.draft && recordId !== undefined && String(data.draft.id) === String(recordId) ? data.draft : null;
}

/**
 * Above an edit form whose record has a pending draft: says the form shows the draft and the live page
 * is unchanged, with "Publish draft", "Discard draft" and, where the type has a public page, "Preview".
 * Its two buttons post forms of their own (a form cannot sit inside the edit form); while the edit form
 * has unsaved changes each asks first (UnsavedChangesGuard), since its post replaces what the form shows.
 */
/** What Publish draft and Discard draft ask first while the edit form has unsaved changes. */
const asks = (question: string, proceed: string) => ({ [DISCARDS_CHANGES.question]: question, [DISCARDS_CHANGES.proceed]: proceed });
const PUBLISH_ASKS = asks(
  "The form has changes that are not in the draft. Publish draft publishes the draft as it was kept, without them; to publish them too, press Save instead.",
  "Publish the kept draft",
);
const DISCARD_ASKS = asks("Discard draft throws away the kept draft and the changes made in the form since; the form then shows the live version.", "Discard both");

export function DraftNotice({ recordId, previewHref }: { recordId: number | string; previewHref?: string }) {
  const draft = usePendingDraft(recordId);
  if (!draft) return null;
  const saved = `${draft.updatedAt.slice(0, 16).replace("T", " ")} UTC${draft.savedBy ? ` by ${draft.savedBy}` : ""}`;
  return (
    <section aria-label="Pending draft" className="grid gap-3 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
      <p>
        <strong>You are editing a draft</strong> saved {saved}. The live page is unchanged until you publish it.
      </p>
      <div className="flex flex-wrap gap-2">
        <Form method="post" preventScrollReset {...PUBLISH_ASKS}>
          <input type="hidden" name="intent" value="publish-draft" />
          <input type="hidden" name="id" value={recordId} />
          <Button type="submit" size="sm">
            Publish draft
          </Button>
        </Form>
        <Form method="post" preventScrollReset {...DISCARD_ASKS}>
          <input type="hidden" name="intent" value="discard-draft" />
          <input type="hidden" name="id" value={recordId} />
          <Button type="submit" size="sm" variant="outline">
            Discard draft
          </Button>
        </Form>
        {previewHref ? (
          <Button asChild size="sm" variant="outline">
            <a href={previewHref} target="_blank" rel="noopener">
              Preview
            </a>
          </Button>
        ) : null}
      </div>
    </section>
  );
}
