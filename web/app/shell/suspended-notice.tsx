import { useEffect, useRef } from "react";
import { authText } from "../../../contracts/auth-rules.ts";
import { Alert } from "../../components/ui/alert.tsx";
import { forgetAccountSuspended, useAccountSuspended } from "../../lib/account-suspended.ts";
import { useIntl } from "../../lib/i18n/use-intl.ts";
import { useViewer } from "../../lib/use-viewer.ts";

/**
 * Says why the page just signed itself out when an admin banned the user
 * (issue 28), in the spec's words, instead of a silent bounce. Shown in the
 * signed-out state only; once someone signs in on the tab again, it is forgotten.
 */
export function SuspendedNotice() {
  const intl = useIntl();
  const suspended = useAccountSuspended();
  const { data: viewer } = useViewer();
  const signedOut = viewer === null;
  const wasSignedOut = useRef(signedOut);
  useEffect(() => {
    if (suspended && wasSignedOut.current && viewer) forgetAccountSuspended();
    wasSignedOut.current = signedOut;
  }, [suspended, signedOut, viewer]);
  if (!suspended || !signedOut) return null;
  return (
    <div className="mx-auto mt-4 w-full max-w-3xl px-4">
      <Alert tone="error">{intl.formatMessage(authText.suspended)}</Alert>
    </div>
  );
}
