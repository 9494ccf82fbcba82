import { formatDateTime, formatMediumDateTimeIn } from "../../lib/format-date.ts";
import { useIntl } from "../../lib/i18n/use-intl.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";

/**
 * "Nov 23, 2026 at 4:17 PM" in the reader's time zone, which only the browser knows: in a
 * page the server drew (decision 040) it is filled in once React has adopted the page.
 */
export function LocalDateTime({ iso }: { iso: string }) {
  const intl = useIntl();
  const hydrated = useHydrated();
  const date = new Date(iso);
  // English by arithmetic, as before: no Intl on an English first screen (issue 9).
  const text =
    intl.locale === "en"
      ? formatDateTime(date)
      : formatMediumDateTimeIn(date, { language: intl.locale });
  return <time dateTime={iso}>{hydrated ? text : ""}</time>;
}
