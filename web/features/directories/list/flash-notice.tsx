import { useLocation } from "react-router";
import { Alert } from "../../../components/ui/alert.tsx";

/** What a form said on its way here ("Listing created successfully!"), carried in the history entry. */
export type FlashState = { notice?: string } | null;

export function FlashNotice() {
  const notice = (useLocation().state as FlashState)?.notice;
  return notice ? <Alert tone="success">{notice}</Alert> : null;
}
