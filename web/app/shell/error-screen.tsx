import { RotateCw } from "lucide-react";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { CoastalLogo } from "../../components/ui/coastal-logo.tsx";
import { PageSpinner } from "../../components/ui/spinner.tsx";
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";
import { isStaleChunkError, reloadForNewVersion } from "../../lib/reload-for-new-version.ts";

const messages = defineMessages({
  loadingNew: { id: "shell.errorScreen.loadingNew", defaultMessage: "Loading the new version" },
  home: { id: "shell.errorScreen.home", defaultMessage: "Coastal home" },
  title: { id: "shell.errorScreen.title", defaultMessage: "Something went wrong" },
  reload: { id: "shell.errorScreen.reload", defaultMessage: "Reload Page" },
});

/**
 * Spec: "Something went wrong", the error text and a Reload Page button.
 * It replaces the whole layout, so it shows no navigation that might fail again.
 */
export function ErrorScreen() {
  const intl = useIntl();
  const error = useRouteError();
  // A tab left open over a deploy asks for chunks that are gone: it loads the new
  // version once by itself; only if that fails too does this screen show.
  if (isStaleChunkError(error) && reloadForNewVersion()) {
    return <PageSpinner label={intl.formatMessage(messages.loadingNew)} />;
  }
  const text = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <main className="flex min-h-screen flex-col items-center justify-center bg-linear-to-b from-ocean-50 to-white px-6 py-12">
      {/* A plain link: a full page load starts the app afresh. */}
      <a href="/" aria-label={intl.formatMessage(messages.home)} className="mb-10 rounded-lg">
        <CoastalLogo />
      </a>
      <div className="w-full max-w-lg rounded-3xl border border-slate-200 bg-white p-8 text-center shadow-xl shadow-ocean-900/5 sm:p-10">
        <StrandedBuoy />
        <h1 className="mt-6 text-2xl font-bold tracking-tight text-slate-900">
          {intl.formatMessage(messages.title)}
        </h1>
        <p className="mt-3 break-words rounded-lg bg-slate-50 px-4 py-3 font-mono text-sm text-slate-700">
          {text}
        </p>
        <Button
          size="lg"
          className="mt-6 w-full sm:w-auto"
          onClick={() => window.location.reload()}
        >
          <RotateCw aria-hidden="true" className="size-4" />
          {intl.formatMessage(messages.reload)}
        </Button>
      </div>
    </main>
  );
}

/** A buoy bobbing on choppy water, framed in a porthole: our own art, purely decorative. */
function StrandedBuoy() {
  return (
    <svg viewBox="0 0 120 120" aria-hidden="true" className="mx-auto size-28">
      <defs>
        <clipPath id="error-porthole">
          <circle cx="60" cy="60" r="56" />
        </clipPath>
      </defs>
      <g clipPath="url(#error-porthole)">
        <rect width="120" height="120" fill="#ecfeff" />
        <circle cx="88" cy="34" r="11" fill="#fcd34d" />
        <g transform="rotate(-10 60 70)">
          <path d="M46 76 L52 40 H68 L74 76 Z" fill="#e4574a" />
          <rect x="50" y="52" width="20" height="7" fill="#ffffff" />
          <rect x="54" y="30" width="12" height="10" rx="2" fill="#334155" />
          <circle cx="60" cy="26" r="4" fill="#fcd34d" />
        </g>
        <path
          d="M0 78 C12 70 22 70 34 78 S56 86 68 78 90 70 102 78 114 86 120 80 V120 H0 Z"
          fill="#67e8f9"
        />
        <path
          d="M0 90 C12 82 22 82 34 90 S56 98 68 90 90 82 102 90 114 98 120 92 V120 H0 Z"
          fill="#0891b2"
        />
      </g>
      <circle cx="60" cy="60" r="56" fill="none" stroke="#a5f3fc" strokeWidth="4" />
    </svg>
  );
}
