import { formatDateTime } from "../../lib/format-date.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";

/**
 * "Nov 23, 2026 at 4:17 PM" in the reader's time zone, which only the browser knows: in a
 * page the server drew (decision 040) it is filled in once React has adopted the page.
 */
export function LocalDateTime({ iso }: { iso: string }) {
  const hydrated = useHydrated();
  return <time dateTime={iso}>{hydrated ? formatDateTime(new Date(iso)) : ""}</time>;
}
