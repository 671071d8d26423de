import {
  type ComponentProps,
  createContext,
  type KeyboardEvent,
  type ReactNode,
  useContext,
  useId,
  useState,
} from "react";
import { cx } from "./class-names";

/**
 * WAI-ARIA tabs (automatic activation, roving focus with the arrow keys, Home and End), with the
 * same API and data-state attributes as Radix's. Hand-written because the public product and
 * solution pages would otherwise ship about 9 kB of gzip JavaScript for three buttons.
 */
type TabsState = {
  value: string;
  select: (value: string) => void;
  id: (part: "tab" | "panel", value: string) => string;
};
const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error("Tabs parts must be used inside <Tabs>");
  return state;
}

type TabsProps = {
  defaultValue?: string;
  value?: string;
  onValueChange?: (value: string) => void;
  className?: string;
  children: ReactNode;
};

export function Tabs({
  defaultValue = "",
  value,
  onValueChange,
  className,
  children,
}: TabsProps) {
  const [own, setOwn] = useState(defaultValue);
  const base = useId();
  const current = value ?? own;
  const select = (next: string) => {
    if (value === undefined) setOwn(next);
    if (next !== current) onValueChange?.(next);
  };
  const id = (part: "tab" | "panel", tab: string) => `${base}-${part}-${tab}`;
  return (
    <TabsContext.Provider value={{ value: current, select, id }}>
      <div className={className}>{children}</div>
    </TabsContext.Provider>
  );
}

export function TabsList({ className, ...props }: ComponentProps<"div">) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const tabs = [
      ...event.currentTarget.querySelectorAll<HTMLButtonElement>(
        '[role="tab"]:not([disabled])',
      ),
    ];
    const index = tabs.indexOf(event.target as HTMLButtonElement);
    if (index < 0) return;
    const next = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = tabs[(next + tabs.length) % tabs.length];
    tab.focus();
    tab.click();
  };
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      onKeyDown={onKeyDown}
      className={cx(
        "tab-list flex gap-1 overflow-x-auto overflow-y-hidden border-b border-line",
        className,
      )}
      {...props}
    />
  );
}

export function TabsTrigger({
  value,
  className,
  ...props
}: ComponentProps<"button"> & { value: string }) {
  const tabs = useTabs();
  const active = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={tabs.id("tab", value)}
      aria-selected={active}
      aria-controls={tabs.id("panel", value)}
      data-state={active ? "active" : "inactive"}
      tabIndex={active ? 0 : -1}
      onClick={() => tabs.select(value)}
      className={cx(
        "tab",
        className,
      )}
      {...props}
    />
  );
}

/**
 * Inactive panels stay in the server-rendered HTML (hidden), so search engines get every
 * tab's text. Without scripting, TABS_WITHOUT_SCRIPT shows every panel one after another,
 * each under its `heading` (drawn only then, just before its panel), and hides the tab
 * buttons, which would do nothing (./tabs-without-script.ts).
 */
export function TabsContent({
  value,
  heading,
  headingId,
  className,
  ...props
}: ComponentProps<"div"> & { value: string; heading?: string; headingId?: string }) {
  const tabs = useTabs();
  const active = tabs.value === value;
  const panel = (
    <div
      role="tabpanel"
      id={tabs.id("panel", value)}
      aria-labelledby={tabs.id("tab", value)}
      data-state={active ? "active" : "inactive"}
      hidden={!active}
      tabIndex={0}
      className={cx("tab-panel pt-6 data-[state=inactive]:hidden", className)}
      {...props}
    />
  );
  if (!heading) return panel;
  return (
    <>
      <h2 id={headingId} className="tab-panel-heading">
        {heading}
      </h2>
      {panel}
    </>
  );
}

