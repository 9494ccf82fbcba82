import { lazy, type ReactNode, Suspense, useEffect } from "react";
import { Outlet, ScrollRestoration } from "react-router";
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";
import { type MessageOwnerProps, MessageOwnerSlot } from "../../lib/message-owner-slot.tsx";
import { forgetReloadForNewVersion } from "../../lib/reload-for-new-version.ts";
import { type SaveSearchProps, SaveSearchSlot } from "../../lib/save-search-slot.tsx";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { useViewer } from "../../lib/use-viewer.ts";
import { AccountNoticesLazily } from "./account-notices-lazily.tsx";
import { AppStatusLazily } from "./app-status-lazily.tsx";
import { NavBar } from "./nav-bar.tsx";
import { SiteFooter } from "./site-footer.tsx";

const messages = defineMessages({
  skip: { id: "shell.layout.skip", defaultMessage: "Skip to content" },
});

/**
 * A page drawn before its script runs (decisions 018 and 040) shows its buttons and fields
 * before they can do anything: until React has adopted it they are disabled, so no click
 * or typing is lost. Links work throughout. role="none": a frame, not a group. Its own
 * component, so enabling it re-renders the fieldset alone, not the page inside it.
 */
function InputOnceAdopted({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset disabled={!hydrated} role="none" className="flex min-h-screen min-w-0 flex-col">
      {children}
    </fieldset>
  );
}

// "Message seller" on the directories' pages (issue 32), loaded when a page first shows one.
const MessageOwnerButton = lazy(() =>
  import("../../features/messages/message-owner-button.tsx").then((module) => ({
    default: module.MessageOwnerButton,
  })),
);
// Both slots mount their lazy button after hydration: a page the server drew (decision 040)
// is adopted without a lazy boundary to suspend on (React #419), and the button a visitor
// sees is never swapped for a fresh copy under their click.
function MessageOwnerLazily(props: MessageOwnerProps) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <MessageOwnerButton {...props} />
    </Suspense>
  );
}

// "Save this search" on the directories' lists (issue 34), loaded when a page first shows one.
const SaveSearchButton = lazy(() =>
  import("../../features/saved-searches/save-search-button.tsx").then((module) => ({
    default: module.SaveSearchButton,
  })),
);
function SaveSearchLazily(props: SaveSearchProps) {
  const hydrated = useHydrated();
  // The button's room (a small button's height) while it comes, for anyone signed in (whom it
  // shows to), so the results under it do not move when it appears.
  const room = useViewer().data ? <div aria-hidden="true" className="h-8" /> : null;
  if (!hydrated) return room;
  return (
    <Suspense fallback={room}>
      <SaveSearchButton {...props} />
    </Suspense>
  );
}

/** The frame around every page: skip link, navigation bar, the page itself, footer. */
export function RootLayout() {
  // A page loaded whole (the error screen replaces this layout when a chunk fails), so
  // a later deploy may reload the tab once again (decision 058). Not from main.tsx: a
  // second subscriber to the router before it renders left some first loads unfinished.
  useEffect(() => forgetReloadForNewVersion(), []);
  const intl = useIntl();
  return (
    <InputOnceAdopted>
      <a
        href="#main"
        className="sr-only rounded-lg bg-white px-4 py-2 font-semibold text-ocean-800 shadow-lg focus:not-sr-only focus:fixed focus:px-4 focus:py-2 focus:top-3 focus:left-4 focus:z-50"
      >
        {intl.formatMessage(messages.skip)}
      </a>
      {/* Offline with this device's copy, or a new version waiting (issue 33). */}
      <AppStatusLazily />
      <NavBar />
      {/* tabIndex lets the skip link move keyboard focus here, not just scroll. At least a
          screen tall, so the footer starts below the fold and does not jump down the screen
          as a page's data arrives (decision 033). */}
      <main id="main" tabIndex={-1} className="min-h-svh flex-1 focus:outline-none">
        {/* Join decisions until dismissed, a suspension, the account's deletion. */}
        <AccountNoticesLazily />
        <MessageOwnerSlot value={MessageOwnerLazily}>
          <SaveSearchSlot value={SaveSearchLazily}>
            <Outlet />
          </SaveSearchSlot>
        </MessageOwnerSlot>
      </main>
      <SiteFooter />
      <ScrollRestoration />
    </InputOnceAdopted>
  );
}
