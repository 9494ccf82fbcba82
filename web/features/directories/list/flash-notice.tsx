import { useLocation } from "react-router";
import { Alert } from "../../../components/ui/alert.tsx";
import { useHydrated } from "../../../lib/use-hydrated.ts";

/** What a form said on its way here ("Listing created successfully!"), carried in the history entry. */
export type FlashState = { notice?: string } | null;

/**
 * The history entry is the browser's: a list the server drew (decision 040) and then reloaded
 * shows its notice once adopted, so the adoption matches the server's HTML.
 */
export function FlashNotice() {
  const notice = (useLocation().state as FlashState)?.notice;
  const hydrated = useHydrated();
  return notice && hydrated ? <Alert tone="success">{notice}</Alert> : null;
}
