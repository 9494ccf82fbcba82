import { Menu, SquarePen, X } from "lucide-react";
import { lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { Link, useLocation, useNavigation } from "react-router";
import type { Viewer } from "../../../contracts/profiles.ts";
import { buttonClasses } from "../../components/ui/button.tsx";
import { CoastalLogo } from "../../components/ui/coastal-logo.tsx";
import { CitySearchBox } from "../../features/search/city-search-box.tsx";
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";
import { useViewer } from "../../lib/use-viewer.ts";
import { SectionLinks } from "./section-links.tsx";
import { SignedInControls } from "./signed-in-controls.tsx";

const messages = defineMessages({
  main: { id: "shell.nav.main", defaultMessage: "Main" },
  home: { id: "shell.nav.home", defaultMessage: "Coastal home" },
  createPost: { id: "shell.nav.createPost", defaultMessage: "Create a Post" },
  closeMenu: { id: "shell.nav.closeMenu", defaultMessage: "Close menu" },
  openMenu: { id: "shell.nav.openMenu", defaultMessage: "Open menu" },
  login: { id: "shell.nav.login", defaultMessage: "Login" },
  join: { id: "shell.nav.join", defaultMessage: "Join Now" },
});

// The city switcher is a menu too: loaded like the account menu, for members of several cities.
const CitySwitcher = lazy(() =>
  import("./city-switcher.tsx").then((module) => ({ default: module.CitySwitcher })),
);

/**
 * Spec: logo; the six section links only for members; a mobile menu toggle;
 * the avatar menu for signed-in users and Login for visitors. Members also get
 * Create a Post (/create-post), and members of several cities the city switcher
 * (decision 13), both in the mobile panel below lg.
 */
export function NavBar() {
  const intl = useIntl();
  const { data: viewer, isPending } = useViewer();
  const isMember = (viewer?.memberships.length ?? 0) > 0;
  // Decision 13: only someone with a choice to make gets the switcher.
  const switchesCity = viewer && viewer.memberships.length > 1 ? viewer : null;
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const { pathname } = useLocation();
  const navigating = useNavigation().state !== "idle";

  // Following a link from the panel lands on a new page: fold the panel away.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation on purpose
  useEffect(() => setMenuOpen(false), [pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      // An open menu inside the panel (the city switcher) takes its Escape first.
      if (event.key !== "Escape" || event.defaultPrevented) return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener("keydown", closeOnEscape);
    return () => document.removeEventListener("keydown", closeOnEscape);
  }, [menuOpen]);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/90 backdrop-blur-md">
      {navigating && (
        <div
          aria-hidden="true"
          className="absolute inset-x-0 top-0 h-0.5 animate-pulse bg-ocean-600"
        />
      )}
      <nav
        aria-label={intl.formatMessage(messages.main)}
        className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8"
      >
        <div className="flex h-16 items-center gap-2 sm:gap-4">
          <Link
            to="/"
            aria-label={intl.formatMessage(messages.home)}
            className="shrink-0 rounded-lg"
          >
            <CoastalLogo />
          </Link>
          {isMember && (
            <div className="hidden items-center gap-2 lg:flex">
              {switchesCity && (
                <Suspense fallback={<div aria-hidden="true" className="h-10 w-28" />}>
                  <CitySwitcher viewer={switchesCity} layout="bar" />
                </Suspense>
              )}
              <SectionLinks layout="bar" />
            </div>
          )}
          {/* "Search Gold Coast" on a city's pages (issue 34), for everyone: drawn with the
              nav, its recent searches loaded on first focus (decision 092). */}
          <CitySearchBox />
          <div className="ml-auto flex items-center gap-1 sm:gap-2">
            {isMember && (
              <div className="hidden lg:block">
                <Link
                  to="/create-post"
                  title={intl.formatMessage(messages.createPost)}
                  aria-current={pathname === "/create-post" ? "page" : undefined}
                  className={`${buttonClasses("primary")} px-3`}
                >
                  <SquarePen aria-hidden="true" className="size-4" />
                  <span className="sr-only xl:not-sr-only">
                    {intl.formatMessage(messages.createPost)}
                  </span>
                </Link>
              </div>
            )}
            <AccountArea viewer={viewer} loading={isPending} />
            {isMember && (
              <button
                ref={toggleRef}
                type="button"
                aria-label={intl.formatMessage(menuOpen ? messages.closeMenu : messages.openMenu)}
                aria-expanded={menuOpen}
                aria-controls={menuOpen ? panelId : undefined}
                onClick={() => setMenuOpen((open) => !open)}
                className="inline-flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 lg:hidden"
              >
                {menuOpen ? (
                  <X aria-hidden="true" className="size-6" />
                ) : (
                  <Menu aria-hidden="true" className="size-6" />
                )}
              </button>
            )}
          </div>
        </div>
        {isMember && menuOpen && (
          <div
            id={panelId}
            className="flex flex-col gap-3 border-t border-slate-200 py-3 lg:hidden"
          >
            {switchesCity && (
              <Suspense fallback={null}>
                <CitySwitcher viewer={switchesCity} layout="panel" />
              </Suspense>
            )}
            <SectionLinks layout="panel" />
            <Link
              to="/create-post"
              aria-current={pathname === "/create-post" ? "page" : undefined}
              className={`${buttonClasses("primary", "lg")} w-full`}
            >
              <SquarePen aria-hidden="true" className="size-5" />
              {intl.formatMessage(messages.createPost)}
            </Link>
          </div>
        )}
      </nav>
    </header>
  );
}

function AccountArea({ viewer, loading }: { viewer: Viewer | null | undefined; loading: boolean }) {
  const intl = useIntl();
  // While /api/me answers, hold the avatar's place rather than flash Login at a member.
  const placeholder = <div aria-hidden="true" className="size-10" />;
  if (loading) return placeholder;
  // Drawn with the nav, not fetched after it (decision 092); what only a press needs, the
  // bell's and the avatar's menus, loads on that press (decision 037).
  if (viewer) return <SignedInControls viewer={viewer} />;
  return (
    <>
      <Link to="/auth" className={buttonClasses("ghost")}>
        {intl.formatMessage(messages.login)}
      </Link>
      {/* The spec's visitor control is Login; on a phone Join waits on /auth, so a longer
          language (Spanish) never pushes the bar wider than the screen. */}
      <span className="hidden sm:contents">
        <Link to="/auth?mode=signup" className={buttonClasses("primary")}>
          {intl.formatMessage(messages.join)}
        </Link>
      </span>
    </>
  );
}
