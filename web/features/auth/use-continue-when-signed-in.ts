import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { useViewer } from "../../lib/use-viewer.ts";
import { readStored, removeStored } from "./auth-storage.ts";
import { routeAfterSignIn } from "./route-after-sign-in.ts";

/**
 * Sends a signed-in viewer on from /auth. One place for every way in: the
 * password form, the identity provider's return to /auth?verified=true, and a
 * signed-in user opening /auth.
 */
export function useContinueWhenSignedIn() {
  const { data: viewer, isPending } = useViewer();
  const navigate = useNavigate();
  // The viewer query can report again before the navigation lands; route once.
  const routed = useRef(false);

  useEffect(() => {
    if (!viewer || routed.current) return;
    routed.current = true;
    // The approved community is used once, and not by admins, who go to /admin.
    const approvedCommunity = viewer.isAdmin ? null : readStored("approvedCommunity");
    if (approvedCommunity) removeStored("approvedCommunity");
    navigate(routeAfterSignIn(viewer, approvedCommunity), { replace: true });
  }, [viewer, navigate]);

  return { signedIn: Boolean(viewer), resolving: isPending };
}
