import { DeletionNotices } from "../../features/account/deletion-notices.tsx";
import { MembershipNotices } from "../../features/communities/membership-notices.tsx";
import { SuspendedNotice } from "./suspended-notice.tsx";

/**
 * What the account has to tell its owner above any page: decisions on join requests
 * (product decision 12), why a banned user's page signed itself out (issue 28), and the
 * account's deletion scheduled or cancelled (issue 31). Each waits on the viewer's data,
 * so the root layout loads this module once the page is running, off the first route's
 * script (decision 086).
 */
export function AccountNotices() {
  return (
    <>
      <MembershipNotices />
      <SuspendedNotice />
      <DeletionNotices />
    </>
  );
}
