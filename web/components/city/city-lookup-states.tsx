import { lazy, Suspense } from "react";
import { cityLookupMessages } from "../../../contracts/city-name.ts";
import type { Message } from "../../../contracts/i18n/define-messages.ts";
import { useIntl } from "../../lib/i18n/use-intl.ts";
import { LoadFailed } from "../ui/load-failed.tsx";
import { PageSpinner } from "../ui/spinner.tsx";

// An unknown city's screen is seldom shown: its code loads when it is (decision 092), not
// with every city page. It holds only a link, which works before its code has come.
const CityNotFoundShown = lazy(() =>
  import("./city-not-found.tsx").then((module) => ({ default: module.CityNotFound })),
);

/** An unknown city slug: say so plainly and offer the list of real ones. */
export function CityNotFound(props: {
  /** The page's own words (a message, or text that may be one of our messages' English). */
  message?: string | Message;
}) {
  return (
    <Suspense fallback={<PageSpinner />}>
      <CityNotFoundShown {...props} />
    </Suspense>
  );
}

/** The city or the viewer could not be loaded (offline, server trouble): offer a retry. */
export function CityCheckFailed({
  cityName,
  retrying,
  onRetry,
}: {
  cityName: string;
  retrying: boolean;
  onRetry: () => void;
}) {
  const intl = useIntl();
  return (
    <div className="mx-auto flex max-w-xl flex-col items-start gap-4 px-4 py-16">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{cityName}</h1>
      <LoadFailed
        message={intl.formatMessage(cityLookupMessages.checkFailed)}
        retrying={retrying}
        onRetry={onRetry}
      />
    </div>
  );
}
