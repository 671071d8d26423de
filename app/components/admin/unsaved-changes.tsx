import { AlertDialog } from "radix-ui";
import { useContext, useEffect, useRef, useState } from "react";
import { type Blocker, type BlockerFunction, type Location, UNSAFE_DataRouterContext, useActionData, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { useHydrated } from "./use-hydrated";

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

/**
 * A location as the guard compares them: a post to the page itself (`?index` added) is no departure,
 * nor is opening the form's History or choosing a revision in it (decision 038): the form stays as it is.
 */
function address(location: { pathname: string; search: string }): string {
  const params = new URLSearchParams(location.search);
  for (const name of ["index", "history", "revision", "restore"]) params.delete(name);
  return `${location.pathname}?${params}`;
}

/**
 * Another form on the page whose post replaces what the guarded form shows (the pending draft's
 * Publish draft and Discard draft) carries these: the question asked first while the guarded form has
 * unsaved changes, and the label of the button that goes ahead.
 */
export const DISCARDS_CHANGES = { question: "data-unsaved-question", proceed: "data-unsaved-proceed" } as const;

/** Another form's post held back until its question is answered. */
type Asking = { form: HTMLFormElement; submitter: HTMLElement | null; question: string; proceed: string } | null;

/**
 * Keeps an admin form's unsaved changes from being lost, and saves it with Ctrl+S or Cmd+S.
 *
 * The form counts as changed once someone has typed, chosen or pressed something in it and its entries
 * differ from those it opened with (or last saved), so widgets that fill hidden fields count too,
 * and undoing an edit by hand makes it clean again. Then leaving the page, in the app (a link,
 * Cancel, Back) or for another site (closing the tab, reloading), asks first. Posting the form
 * itself is never held up (Save, Keep as draft); a save that succeeds without leaving the page (Site
 * settings) makes what was saved the new starting point, and a kept draft reopens the form on it.
 * Posting another form marked with DISCARDS_CHANGES (Publish draft, Discard draft) asks first too.
 */
export function UnsavedChangesGuard({ formId }: { formId: string }) {
  // A freshly loaded form is read again once hydrated: its server HTML has the no-JavaScript extras
  // (a blank row in each list) that the running form drops, which would count as a change.
  const hydrated = useHydrated();
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
    // Caught on the document before React's own handler (on the app's root): held back, nothing is posted.
    const otherPost = (event: SubmitEvent) => {
      const other = event.target;
      if (!(other instanceof HTMLFormElement) || other === form || !other.hasAttribute(DISCARDS_CHANGES.question)) return;
      if (passing.current === other) {
        passing.current = null;
        return;
      }
      if (!changed()) return;
      event.preventDefault();
      event.stopPropagation();
      const submitter = event.submitter;
      setAsking({ form: other, submitter, question: other.getAttribute(DISCARDS_CHANGES.question) ?? "", proceed: other.getAttribute(DISCARDS_CHANGES.proceed) ?? "Go ahead" });
    };
    // Typing and choosing, but also the buttons and drags of list editors (add, remove, reorder).
    for (const type of TOUCHES) form.addEventListener(type, touch);
    window.addEventListener("beforeunload", beforeUnload);
    document.addEventListener("keydown", save);
    document.addEventListener("submit", otherPost, true);
    return () => {
      for (const type of TOUCHES) form.removeEventListener(type, touch);
      window.removeEventListener("beforeunload", beforeUnload);
      document.removeEventListener("keydown", save);
      document.removeEventListener("submit", otherPost, true);
    };
  }, [formId, hydrated]);

  // Another form's post held back until its question is answered; then let through once.
  const [asking, setAsking] = useState<Asking>(null);
  const passing = useRef<HTMLFormElement | null>(null);
  const goAhead = () => {
    if (!asking) return;
    passing.current = asking.form;
    setAsking(null);
    asking.form.requestSubmit(asking.submitter instanceof HTMLButtonElement ? asking.submitter : undefined);
  };

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

  const question = useLeaveQuestion(({ currentLocation, nextLocation }) => address(currentLocation) !== address(nextLocation) && changed());
  return (
    <>
      <AlertDialog.Root open={asking !== null} onOpenChange={(open) => (open ? null : setAsking(null))}>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
          <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg border border-slate-200 bg-white p-6 shadow-xl dark:border-slate-800 dark:bg-slate-900">
            <AlertDialog.Title className="text-lg font-semibold">Lose the unsaved changes?</AlertDialog.Title>
            <AlertDialog.Description className="mt-1 text-sm text-slate-600 dark:text-slate-300">{asking?.question}</AlertDialog.Description>
            <div className="mt-4 flex flex-wrap justify-end gap-3">
              <AlertDialog.Cancel asChild>
                <Button variant="outline">Keep editing</Button>
              </AlertDialog.Cancel>
              <Button variant="destructive" onClick={goAhead}>
                {asking?.proceed}
              </Button>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
      <AlertDialog.Root open={question.leaving !== null} onOpenChange={(open) => (open ? null : question.stay())}>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
          <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg border border-slate-200 bg-white p-6 shadow-xl dark:border-slate-800 dark:bg-slate-900">
            <AlertDialog.Title className="text-lg font-semibold">Leave without saving?</AlertDialog.Title>
            <AlertDialog.Description className="mt-1 text-sm text-slate-600 dark:text-slate-300">
              This form has changes that are not saved. If you leave, they are lost.
            </AlertDialog.Description>
            <div className="mt-4 flex flex-wrap justify-end gap-3">
              <AlertDialog.Cancel asChild>
                <Button variant="outline">Stay on this page</Button>
              </AlertDialog.Cancel>
              {/* Not AlertDialog.Action: closing would count as Stay. The dialog closes as it leaves. */}
              <Button variant="destructive" onClick={question.leave}>
                Leave without saving
              </Button>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </>
  );
}

let blockers = 0;

type LeaveQuestion = {
  /** Where the departure asked about goes; null while nothing is asked. */
  leaving: Location | null;
  /** Stays on the page: the departure is dropped. */
  stay: () => void;
  /** Goes ahead with the departure. */
  leave: () => void;
};

/**
 * React Router's useBlocker, registered on the router itself. useBlocker's code would sit in the
 * router's chunk, which every public page loads, and public pages are at issue 9's 130 kB of
 * JavaScript; the router's own getBlocker, subscribe and deleteBlocker are there already. The
 * browser test of the question (admin-unsaved-changes.spec.ts) fails if the router changes this.
 *
 * The question lasts until it is answered. The router sets its blockers back to idle whenever a
 * navigation ends, so a departure asked about while another was still loading (a refused save's page
 * data reloading, over a slow connection) would lose its question, and the click that raised it,
 * the moment that reload ended. Answered after that, Leave goes to the place asked about itself.
 */
function useLeaveQuestion(shouldBlock: BlockerFunction): LeaveQuestion {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const latest = useRef(shouldBlock);
  latest.current = shouldBlock;
  const key = useRef("");
  const letThrough = useRef(false);
  const replacing = useRef(false);
  const [leaving, setLeaving] = useState<Location | null>(null);
  useEffect(() => {
    if (!router) return;
    key.current = `unsaved-changes-${++blockers}`;
    router.getBlocker(key.current, (args) => {
      if (letThrough.current) return false;
      const blocks = latest.current(args);
      if (blocks) replacing.current = args.historyAction === "REPLACE";
      return blocks;
    });
    const unsubscribe = router.subscribe((state) => {
      const blocker = state.blockers.get(key.current);
      if (blocker?.state === "blocked") setLeaving(blocker.location);
    });
    return () => {
      unsubscribe();
      router.deleteBlocker(key.current);
    };
  }, [router]);
  const blocked = (): Extract<Blocker, { state: "blocked" }> | undefined => {
    const blocker = router?.state.blockers.get(key.current);
    return blocker?.state === "blocked" ? blocker : undefined;
  };
  return {
    leaving,
    stay: () => {
      setLeaving(null);
      blocked()?.reset();
    },
    leave: () => {
      setLeaving(null);
      const blocker = blocked();
      // The router's own way where it still holds the departure: Back stays a step back in history.
      if (blocker) return blocker.proceed();
      if (!router || !leaving) return;
      // The router checks its blockers before its first await, so letting one navigation through is
      // this call's alone.
      letThrough.current = true;
      void router.navigate(
        {
          pathname: leaving.pathname,
          search: leaving.search,
          hash: leaving.hash,
        },
        { replace: replacing.current },
      );
      letThrough.current = false;
    },
  };
}
