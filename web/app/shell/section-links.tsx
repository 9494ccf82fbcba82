import { Link, useLocation } from "react-router";
import { sectionIcons } from "../../components/city/section-icons.ts";
import { useIntl } from "../../lib/i18n/use-intl.ts";
import { isSectionActive, navSections } from "./nav-sections.ts";
import { sectionLabels } from "./section-labels.ts";

const layouts = {
  // A row of pills in the bar on wide screens.
  bar: {
    list: "flex items-center gap-1",
    link: "inline-flex items-center gap-1.5 rounded-lg px-3 py-2 text-sm font-semibold transition-colors",
    idle: "text-slate-700 hover:bg-slate-100 hover:text-slate-900",
    current: "bg-ocean-50 text-ocean-800",
    icon: "hidden",
  },
  // Full-width rows with icons in the mobile panel, big enough to tap.
  panel: {
    list: "grid gap-1 sm:grid-cols-2",
    link: "flex items-center gap-3 rounded-xl px-3 py-3 text-base font-semibold transition-colors",
    idle: "text-slate-800 hover:bg-slate-100",
    current: "bg-ocean-50 text-ocean-800",
    icon: "size-5 text-ocean-700",
  },
} as const;

/** The six section links members see; aria-current marks the section being viewed. */
export function SectionLinks({ layout }: { layout: keyof typeof layouts }) {
  const intl = useIntl();
  const { pathname } = useLocation();
  const style = layouts[layout];
  return (
    <ul className={style.list}>
      {navSections.map((section) => {
        const current = isSectionActive(section, pathname);
        const Icon = sectionIcons[section.slug];
        return (
          <li key={section.slug}>
            <Link
              to={section.shortcut}
              aria-current={current ? "page" : undefined}
              className={`${style.link} ${current ? style.current : style.idle}`}
            >
              <Icon aria-hidden="true" className={style.icon} />
              {intl.formatMessage(sectionLabels[section.slug])}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
