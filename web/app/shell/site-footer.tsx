import { Link } from "react-router";
import { CoastalLogo } from "../../components/ui/coastal-logo.tsx";
import { useHydrated } from "../../lib/use-hydrated.ts";

const footerLinks = [
  { label: "Communities", to: "/communities" },
  { label: "Gold Coast", to: "/city/gold-coast" },
  { label: "Miami", to: "/city/miami" },
  { label: "Cape Town", to: "/city/cape-town" },
] as const;

export function SiteFooter() {
  // A prerendered page takes the year from the browser's clock, not the build's.
  const year = useHydrated() ? new Date().getFullYear() : null;
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
        <div className="flex flex-col gap-2">
          <Link to="/" aria-label="Coastal home" className="self-start rounded-lg">
            <CoastalLogo />
          </Link>
          <p className="text-sm text-slate-600">Local communities for life by the sea.</p>
        </div>
        <nav aria-label="Footer">
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
        <p className="text-sm text-slate-600">{year ? `© ${year} Coastal` : "© Coastal"}</p>
      </div>
    </footer>
  );
}
