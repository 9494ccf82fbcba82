import { type KeyboardEvent, type ReactNode, useId } from "react";
import { useSearchParams } from "react-router";

export interface Tab {
  /** Its `?tab=` value. */
  value: string;
  label: ReactNode;
  panel: ReactNode;
}

// On a phone a scrolling tab row keeps the selected tab (say a linked ?tab=outbox) in view.
const revealTab = (trigger: HTMLButtonElement | null) =>
  trigger?.scrollIntoView?.({ block: "nearest", inline: "nearest" });

/** Where a key moves the focus from tab `at` of `count` (the row loops), or null (Radix's keys). */
function stepFor(key: string, at: number, count: number): number | null {
  if (key === "ArrowRight") return (at + 1) % count;
  if (key === "ArrowLeft") return (at - 1 + count) % count;
  if (key === "Home" || key === "PageUp") return 0;
  if (key === "End" || key === "PageDown") return count - 1;
  return null;
}

/**
 * The web's one tab set (WAI-ARIA tabs, as Radix drew them before decision 092): a tablist
 * of tabs over their panels. Only the selected tab is a Tab stop; the left and right arrows
 * (looping at the ends), Home and End (and Page Up and Down) move the focus between tabs and
 * select the focused one, Enter and Space select too. Only the selected panel's content is drawn. `scrolls` is for rows
 * too wide for a phone: they scroll sideways instead of wrapping.
 */
export function Tabs({
  label,
  tabs,
  value,
  onChange,
  scrolls = false,
  className,
}: {
  /** The tablist's accessible name ("Events"). */
  label: string;
  tabs: readonly Tab[];
  value: string;
  onChange: (value: string) => void;
  scrolls?: boolean;
  className?: string;
}) {
  const base = useId();
  const triggerId = (tab: Tab) => `${base}-trigger-${tab.value}`;
  const panelId = (tab: Tab) => `${base}-content-${tab.value}`;

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const triggers = Array.from(
      event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]'),
    );
    const at = triggers.indexOf(event.target as HTMLButtonElement);
    if (at < 0 || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const next = stepFor(event.key, at, triggers.length);
    if (next === null) return;
    event.preventDefault();
    // Focusing a tab selects it (below), as Radix's automatic activation did.
    triggers[next]?.focus();
  };

  return (
    <div className={className} data-orientation="horizontal">
      <div
        role="tablist"
        aria-label={label}
        aria-orientation="horizontal"
        data-orientation="horizontal"
        onKeyDown={move}
        className={
          scrolls
            ? // The baseline is a shadow inside the row, not a border: a row that scrolls
              // sideways clips at its padding edge, and a tab's line on a border below it
              // would overflow by a pixel and show a vertical scrollbar. For the same reason a
              // focused tab's outline is drawn inside it (`!`: the global :focus-visible rule
              // in styles.css is unlayered, so it beats a utility).
              "-mx-4 flex overflow-x-auto px-4 shadow-[inset_0_-1px_0_var(--color-slate-200)] sm:mx-0 sm:px-0"
            : "flex border-b border-slate-200"
        }
      >
        {tabs.map((tab) => {
          const selected = tab.value === value;
          return (
            <button
              key={tab.value}
              ref={scrolls && selected ? revealTab : undefined}
              type="button"
              role="tab"
              id={triggerId(tab)}
              aria-selected={selected}
              aria-controls={panelId(tab)}
              data-state={selected ? "active" : "inactive"}
              data-orientation="horizontal"
              tabIndex={selected ? 0 : -1}
              onMouseDown={(event) => {
                // A left press selects at once; others (a right press) neither select nor focus.
                if (event.button === 0 && !event.ctrlKey) onChange(tab.value);
                else event.preventDefault();
              }}
              onKeyDown={(event) => {
                if (event.key === "Enter" || event.key === " ") onChange(tab.value);
              }}
              onFocus={() => {
                if (!selected) onChange(tab.value);
              }}
              className={`border-b-2 border-transparent py-3 text-sm font-semibold text-slate-600 transition-colors hover:text-slate-900 data-[state=active]:border-ocean-700 data-[state=active]:text-ocean-800 ${scrolls ? "shrink-0 px-3 whitespace-nowrap focus-visible:-outline-offset-2! sm:px-4" : "-mb-px px-4"}`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => {
        const selected = tab.value === value;
        return (
          <div
            key={tab.value}
            role="tabpanel"
            id={panelId(tab)}
            aria-labelledby={triggerId(tab)}
            data-state={selected ? "active" : "inactive"}
            data-orientation="horizontal"
            hidden={!selected}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a tab panel is a Tab stop (WAI-ARIA tabs), as Radix made it.
            tabIndex={0}
            className="pt-6 focus-visible:outline-offset-4"
          >
            {selected && tab.panel}
          </div>
        );
      })}
    </div>
  );
}

/**
 * The selected tab from `?tab=`, so a tab can be linked to and survives a reload; the
 * first of `values` is the default and leaves the address bare.
 */
export function useTabParam<Value extends string>(values: readonly Value[]) {
  const [params, setParams] = useSearchParams();
  const first = values[0] as Value;
  const asked = params.get("tab");
  const current = values.find((value) => value === asked) ?? first;
  const select = (value: string) =>
    setParams(value === first ? {} : { tab: value }, { replace: true });
  return [current, select] as const;
}
