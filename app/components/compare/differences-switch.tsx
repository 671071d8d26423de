import { useEffect, useState } from "react";
import { Form, useNavigate } from "react-router";
import { useHydrated } from "~/components/admin/use-hydrated";
import { Button } from "~/components/ui/button";

/**
 * "Differences only": a GET form keeping the choice in the URL (`diff=1`), with an Apply button
 * without JavaScript; with it, the switch applies at once (the page's loader is not asked again,
 * see the route's shouldRevalidate).
 */
export function DifferencesSwitch({ ids, on, href }: { ids: number[]; on: boolean; href: (differencesOnly: boolean) => string }) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  // Ticked at once, as the visitor clicks; the address (back, forward) has the last word.
  const [checked, setChecked] = useState(on);
  useEffect(() => setChecked(on), [on]);
  return (
    <Form method="get" action="/compare" className="flex items-center gap-2 print:hidden">
      <input type="hidden" name="ids" value={ids.join(",")} />
      <label className="flex items-center gap-2 text-sm font-medium">
        <input
          type="checkbox"
          role="switch"
          name="diff"
          value="1"
          checked={checked}
          onChange={(event) => {
            setChecked(event.currentTarget.checked);
            void navigate(href(event.currentTarget.checked), { replace: true, preventScrollReset: true });
          }}
          className="size-4 accent-brand-600"
        />
        Differences only
      </label>
      {hydrated ? null : (
        <Button type="submit" size="sm" variant="outline">
          Apply
        </Button>
      )}
    </Form>
  );
}
