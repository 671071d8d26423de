import { Icon } from "~/components/icons/icon";
import { useEffect, useState } from "react";
import { useNavigation } from "react-router";
import { pendingText } from "./pending-text";

/** Only slow navigations show the text, so a quick one does not flash it. */
const SHOW_AFTER_MS = 200;

/** A small status at the top of the page while a client-side navigation loads its data. */
export function NavigationPending() {
  const navigation = useNavigation();
  const target =
    navigation.state === "loading" && !navigation.formMethod
      ? navigation.location.pathname
      : null;
  const [shown, setShown] = useState<string | null>(null);

  useEffect(() => {
    if (!target) {
      setShown(null);
      return;
    }
    const timer = window.setTimeout(
      () => setShown(pendingText(target)),
      SHOW_AFTER_MS,
    );
    return () => window.clearTimeout(timer);
  }, [target]);

  return (
    <div
      role="status"
      className="pending-bar"
    >
      {shown ? (
        <span className="inline-flex items-center gap-2 rounded-full bg-slate-900 px-4 py-2 text-sm text-white shadow-lg dark:bg-slate-100 dark:text-slate-900">
          <Icon
            name="loader-circle"
            className="size-4 animate-spin motion-reduce:animate-none"
          />
          {shown}
        </span>
      ) : null}
    </div>
  );
}
