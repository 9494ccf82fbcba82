import { ChevronDown, MapPin } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { citySectionPath, sectionAtSegment } from "../../../contracts/city-sections.ts";
import type { Viewer } from "../../../contracts/profiles.ts";
import { activeCityMessages } from "../../../contracts/profiles-rules.ts";
import { useMenuOnFirstUse } from "../../components/ui/menu-on-first-use.ts";
import { apiErrorText } from "../../lib/api-error-text.ts";
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";
import { useSetActiveCity } from "../../lib/set-active-city.ts";

const messages = defineMessages({
  community: { id: "shell.citySwitcher.community", defaultMessage: "Community:" },
  active: { id: "shell.citySwitcher.active", defaultMessage: "Active community: {name}" },
});

const loadMenu = () => import("./city-switcher-menu.tsx");
const CitySwitcherMenu = lazy(() =>
  loadMenu().then((module) => ({ default: module.CitySwitcherMenu })),
);

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

/**
 * Product decision 13: a member of several cities picks their active community;
 * the section links (shortcuts) and the create-post page follow it. A menu of
 * radio items: arrow keys move, Enter picks, screen readers hear which is checked.
 */
export function CitySwitcher({ viewer, layout }: { viewer: Viewer; layout: keyof typeof layouts }) {
  const intl = useIntl();
  const switchCity = useSetActiveCity();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [switched, setSwitched] = useState<string | null>(null);
  const { firstOpen, triggerProps } = useMenuOnFirstUse(loadMenu);
  const active =
    viewer.memberships.find((m) => m.citySlug === viewer.activeCitySlug) ?? viewer.memberships[0];
  if (!active) return null;
  const style = layouts[layout];
  const trigger = (props: object) => (
    <button type="button" className={style.trigger} aria-busy={switchCity.isPending} {...props}>
      <MapPin aria-hidden="true" className="size-4 shrink-0 text-ocean-700" />
      <span className="sr-only">{intl.formatMessage(messages.community)} </span>
      <span className="truncate">{active.cityName}</span>
      <ChevronDown aria-hidden="true" className="ml-auto size-4 shrink-0 text-slate-500" />
    </button>
  );

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
      <Suspense fallback={trigger(triggerProps)}>
        {firstOpen ? (
          <CitySwitcherMenu
            viewer={viewer}
            activeSlug={active.citySlug}
            stretch={style.align === "stretch"}
            busy={switchCity.isPending}
            trigger={trigger({})}
            firstOpen={firstOpen}
            onPick={pick}
          />
        ) : (
          trigger(triggerProps)
        )}
      </Suspense>
      {/* Said once the server has the choice; the menu has closed by then. */}
      <p role="status" className="sr-only">
        {switched ? intl.formatMessage(messages.active, { name: switched }) : ""}
      </p>
      {switchCity.isError && (
        <p
          role="alert"
          className={`text-sm font-medium text-coral-700 ${layout === "bar" ? "absolute top-full left-0 mt-1 w-64 rounded-lg border border-coral-500/40 bg-white px-3 py-2 shadow-lg" : "mt-2"}`}
        >
          {apiErrorText(switchCity.error, {
            fallback: intl.formatMessage(activeCityMessages.switchFailed),
          })}
        </p>
      )}
    </div>
  );
}
