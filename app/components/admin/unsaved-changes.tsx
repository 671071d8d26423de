import { AlertDialog } from "radix-ui";
import { useContext, useEffect, useRef, useState } from "react";
import { type Blocker, type BlockerFunction, IDLE_BLOCKER, UNSAFE_DataRouterContext, useActionData, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";

/** The form's entries as one comparable text (a chosen file by its name, size and date). */
function entriesOf(form: HTMLFormElement): string {
  const lines: string[] = [];
  for (const [name, value] of new FormData(form)) {
    lines.push(`${name}=${typeof value === "string" ? value : `${value.name}:${value.size}:${value.lastModified}`}`);
  }
  return lines.join("\n");
}

/** What someone does in a form that may change it; it has changed only if its entries then differ. */
const TOUCHES = ["input", "change", "click", "keydown", "pointerup"] as const;

/** A location as the guard compares them: a post to the page itself (`?index` added) is no departure. */
function address(location: { pathname: string; search: string }): string {
  const params = new URLSearchParams(location.search);
  params.delete("index");
  return `${location.pathname}?${params}`;
}

/**
 * Keeps an admin form's unsaved changes from being lost, and saves it with Ctrl+S or Cmd+S.
 *
 * The form counts as changed once someone has typed, chosen or pressed something in it and its entries
 * differ from those it opened with (or last saved), so widgets that fill hidden fields count too,
 * and undoing an edit by hand makes it clean again. Then leaving the page, in the app (a link,
 * Cancel, Back) or for another site (closing the tab, reloading), asks first. Posting the form
 * itself is never held up; a save that succeeds without leaving the page (Site settings) makes
 * what was saved the new starting point.
 */
export function UnsavedChangesGuard({ formId }: { formId: string }) {
  const opened = useRef<string | null>(null);
  const touched = useRef(false);
  const changed = () => {
    const form = document.getElementById(formId);
    return form instanceof HTMLFormElement && touched.current && opened.current !== null && entriesOf(form) !== opened.current;
  };

  useEffect(() => {
    const form = document.getElementById(formId);
    if (!(form instanceof HTMLFormElement)) return;
    opened.current = entriesOf(form);
    touched.current = false;
    const touch = () => {
      touched.current = true;
    };
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (!changed()) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = "";
    };
    const save = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey || event.key.toLowerCase() !== "s") return;
      event.preventDefault();
      if (!event.repeat) form.requestSubmit();
    };
    // Typing and choosing, but also the buttons and drags of list editors (add, remove, reorder).
    for (const type of TOUCHES) form.addEventListener(type, touch);
    window.addEventListener("beforeunload", beforeUnload);
    document.addEventListener("keydown", save);
    return () => {
      for (const type of TOUCHES) form.removeEventListener(type, touch);
      window.removeEventListener("beforeunload", beforeUnload);
      document.removeEventListener("keydown", save);
    };
  }, [formId]);

  // A save answered without errors (the action redirected, so there is no action data) while the
  // form stays on screen: what it holds now is saved.
  const navigation = useNavigation();
  const actionData = useActionData();
  const posted = useRef(false);
  useEffect(() => {
    if (navigation.state === "submitting") posted.current = true;
    if (navigation.state !== "idle" || !posted.current) return;
    posted.current = false;
    const form = document.getElementById(formId);
    if (actionData === undefined && form instanceof HTMLFormElement) {
      opened.current = entriesOf(form);
      touched.current = false;
    }
  }, [navigation.state, actionData, formId]);

  const blocker = useLeaveBlocker(({ currentLocation, nextLocation }) => address(currentLocation) !== address(nextLocation) && changed());
  return (
    <AlertDialog.Root open={blocker.state === "blocked"} onOpenChange={(open) => (open ? null : blocker.reset?.())}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg border border-slate-200 bg-white p-6 shadow-xl dark:border-slate-800 dark:bg-slate-900">
          <AlertDialog.Title className="text-lg font-semibold">Leave without saving?</AlertDialog.Title>
          <AlertDialog.Description className="mt-1 text-sm text-slate-600 dark:text-slate-300">
            This form has changes that are not saved. If you leave, they are lost.
          </AlertDialog.Description>
          <div className="mt-4 flex justify-end gap-3">
            <AlertDialog.Cancel asChild>
              <Button variant="outline">Stay on this page</Button>
            </AlertDialog.Cancel>
            {/* Not AlertDialog.Action: closing would also reset the blocker. The dialog closes as it proceeds. */}
            <Button variant="destructive" onClick={() => blocker.proceed?.()}>
              Leave without saving
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

let blockers = 0;

/**
 * React Router's useBlocker, registered on the router itself. useBlocker's code would sit in the
 * router's chunk, which every public page loads, and public pages are at issue 9's 130 kB of
 * JavaScript; the router's own getBlocker, subscribe and deleteBlocker are there already. The
 * browser test of the question (admin-unsaved-changes.spec.ts) fails if the router changes this.
 */
function useLeaveBlocker(shouldBlock: BlockerFunction): Blocker {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const latest = useRef(shouldBlock);
  latest.current = shouldBlock;
  const [blocker, setBlocker] = useState<Blocker>(IDLE_BLOCKER);
  useEffect(() => {
    if (!router) return;
    const key = `unsaved-changes-${++blockers}`;
    router.getBlocker(key, (args) => latest.current(args));
    const unsubscribe = router.subscribe((state) => setBlocker(state.blockers.get(key) ?? IDLE_BLOCKER));
    return () => {
      unsubscribe();
      router.deleteBlocker(key);
    };
  }, [router]);
  return blocker;
}
