import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { Check, ChevronDown, MapPin } from "lucide-react";
import { useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { citySectionPath, sectionAtSegment } from "../../../contracts/city-sections.ts";
import type { Viewer } from "../../../contracts/profiles.ts";
import { activeCityMessages } from "../../../contracts/profiles-rules.ts";
import { apiErrorText } from "../../lib/api-error-text.ts";
import { useSetActiveCity } from "../../lib/set-active-city.ts";

/**
 * Where a switch leads from the page being viewed: a city's page becomes the same
 * section of the new city (its list, as an item of one city means nothing in
 * another); anywhere else the page stays.
 */
export function samePageIn(pathname: string, citySlug: string): string | null {
  const [, root, city, segment] = pathname.split("/");
  if (root !== "city" || !city || city === citySlug) return null;
  const cityPath = `/city/${encodeURIComponent(citySlug)}`;
  if (!segment) return cityPath;
  const found = sectionAtSegment(segment);
  return found ? citySectionPath(citySlug, found.section) : `${cityPath}/profile`;
}

const layouts = {
  // Next to the logo on wide screens.
  bar: {
    trigger:
      "inline-flex h-10 max-w-48 items-center gap-1.5 rounded-lg border border-slate-200 bg-white px-3 text-sm font-semibold text-slate-800 hover:bg-slate-50 data-[state=open]:border-ocean-600 data-[state=open]:ring-2 data-[state=open]:ring-ocean-600/20",
    align: "start",
  },
  // A full-width row at the top of the mobile panel, big enough to tap.
  panel: {
    trigger:
      "flex h-12 w-full items-center gap-2 rounded-xl border border-slate-200 bg-white px-3 text-base font-semibold text-slate-800 hover:bg-slate-50 data-[state=open]:border-ocean-600",
    align: "stretch",
  },
} as const;

const itemClasses =
  "flex cursor-pointer items-center gap-2.5 rounded-lg py-2 pr-2.5 pl-8 text-sm font-medium text-slate-700 outline-none select-none relative data-[highlighted]:bg-ocean-50 data-[highlighted]:text-ocean-900 data-[disabled]:cursor-default data-[disabled]:opacity-60 data-[state=checked]:text-ocean-800";

/**
 * Product decision 13: a member of several cities picks their active community;
 * the section links (shortcuts) and the create-post page follow it. A menu of
 * radio items: arrow keys move, Enter picks, screen readers hear which is checked.
 */
export function CitySwitcher({ viewer, layout }: { viewer: Viewer; layout: keyof typeof layouts }) {
  const switchCity = useSetActiveCity();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [switched, setSwitched] = useState<string | null>(null);
  const active =
    viewer.memberships.find((m) => m.citySlug === viewer.activeCitySlug) ?? viewer.memberships[0];
  if (!active) return null;
  const style = layouts[layout];

  const pick = (citySlug: string) => {
    if (citySlug === active.citySlug || switchCity.isPending) return;
    const cityName = viewer.memberships.find((m) => m.citySlug === citySlug)?.cityName ?? "";
    setSwitched(null);
    switchCity.mutate(citySlug, {
      onSuccess: () => {
        setSwitched(cityName);
        const next = samePageIn(pathname, citySlug);
        if (next) navigate(next);
      },
    });
  };

  return (
    <div className={layout === "panel" ? "relative" : "relative flex items-center"}>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger asChild>
          <button type="button" className={style.trigger} aria-busy={switchCity.isPending}>
            <MapPin aria-hidden="true" className="size-4 shrink-0 text-ocean-700" />
            <span className="sr-only">Community: </span>
            <span className="truncate">{active.cityName}</span>
            <ChevronDown aria-hidden="true" className="ml-auto size-4 shrink-0 text-slate-500" />
          </button>
        </DropdownMenu.Trigger>
        {/* No portal: the menu stays inside the nav landmark, like the account menu. */}
        <DropdownMenu.Content
          align="start"
          sideOffset={8}
          className={`z-50 min-w-56 origin-top-left animate-menu-in rounded-xl border border-slate-200 bg-white p-1.5 shadow-xl shadow-slate-900/10 ${style.align === "stretch" ? "w-[var(--radix-dropdown-menu-trigger-width)]" : ""}`}
        >
          <DropdownMenu.Label className="px-2.5 pt-1.5 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase">
            Your communities
          </DropdownMenu.Label>
          <DropdownMenu.RadioGroup value={active.citySlug} onValueChange={pick}>
            {viewer.memberships.map((membership) => (
              <DropdownMenu.RadioItem
                key={membership.citySlug}
                value={membership.citySlug}
                disabled={switchCity.isPending}
                className={itemClasses}
              >
                <DropdownMenu.ItemIndicator className="absolute left-2.5 inline-flex">
                  <Check aria-hidden="true" className="size-4 text-ocean-700" />
                </DropdownMenu.ItemIndicator>
                {membership.cityName}
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Root>
      {/* Said once the server has the choice; the menu has closed by then. */}
      <p role="status" className="sr-only">
        {switched ? `Active community: ${switched}` : ""}
      </p>
      {switchCity.isError && (
        <p
          role="alert"
          className={`text-sm font-medium text-coral-700 ${layout === "bar" ? "absolute top-full left-0 mt-1 w-64 rounded-lg border border-coral-500/40 bg-white px-3 py-2 shadow-lg" : "mt-2"}`}
        >
          {apiErrorText(switchCity.error, { fallback: activeCityMessages.switchFailed })}
        </p>
      )}
    </div>
  );
}
