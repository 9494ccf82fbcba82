import { Link } from "react-router";
import { CoastalLogo } from "../../components/ui/coastal-logo.tsx";
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { LanguageSwitch } from "./language-switch.tsx";

const messages = defineMessages({
  home: { id: "footer.home", defaultMessage: "Coastal home" },
  tagline: { id: "footer.tagline", defaultMessage: "Local communities for life by the sea." },
  footer: { id: "footer.label", defaultMessage: "Footer" },
  communities: { id: "footer.communities", defaultMessage: "Communities" },
  copyright: { id: "footer.copyright", defaultMessage: "© {year} Coastal" },
  copyrightUndated: { id: "footer.copyrightUndated", defaultMessage: "© Coastal" },
});

// The cities' names are names, the same in every language.
const cityLinks = [
  { label: "Gold Coast", to: "/city/gold-coast" },
  { label: "Miami", to: "/city/miami" },
  { label: "Cape Town", to: "/city/cape-town" },
] as const;

export function SiteFooter() {
  const intl = useIntl();
  // A prerendered page takes the year from the browser's clock, not the build's.
  const year = useHydrated() ? new Date().getFullYear() : null;
  const footerLinks = [
    { label: intl.formatMessage(messages.communities), to: "/communities" },
    ...cityLinks,
  ];
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
        <div className="flex flex-col gap-2">
          <Link
            to="/"
            aria-label={intl.formatMessage(messages.home)}
            className="self-start rounded-lg"
          >
            <CoastalLogo />
          </Link>
          <p className="text-sm text-slate-600">{intl.formatMessage(messages.tagline)}</p>
        </div>
        <nav aria-label={intl.formatMessage(messages.footer)}>
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium">
            {footerLinks.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="rounded text-slate-700 hover:text-ocean-800 hover:underline"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex flex-col gap-1 md:items-end">
          <LanguageSwitch />
          <p className="text-sm text-slate-600">
            {year
              ? intl.formatMessage(messages.copyright, { year: String(year) })
              : intl.formatMessage(messages.copyrightUndated)}
          </p>
        </div>
      </div>
    </footer>
  );
}
