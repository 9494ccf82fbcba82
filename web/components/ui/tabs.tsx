import * as RadixTabs from "@radix-ui/react-tabs";
import type { ReactNode } from "react";
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

/**
 * The web's one tab set: a tablist of tabs over their panels, with the arrow keys,
 * Home and End moving between tabs (Radix, WAI-ARIA tabs). `scrolls` is for rows
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
  return (
    <RadixTabs.Root value={value} onValueChange={onChange} className={className}>
      <RadixTabs.List
        aria-label={label}
        className={
          scrolls
            ? "-mx-4 flex overflow-x-auto border-b border-slate-200 px-4 sm:mx-0 sm:px-0"
            : "flex border-b border-slate-200"
        }
      >
        {tabs.map((tab) => (
          <RadixTabs.Trigger
            key={tab.value}
            ref={scrolls && tab.value === value ? revealTab : undefined}
            value={tab.value}
            className={`-mb-px border-b-2 border-transparent py-3 text-sm font-semibold text-slate-600 transition-colors hover:text-slate-900 data-[state=active]:border-ocean-700 data-[state=active]:text-ocean-800 ${scrolls ? "shrink-0 px-3 whitespace-nowrap sm:px-4" : "px-4"}`}
          >
            {tab.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {tabs.map((tab) => (
        <RadixTabs.Content
          key={tab.value}
          value={tab.value}
          className="pt-6 focus-visible:outline-offset-4"
        >
          {tab.panel}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
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
