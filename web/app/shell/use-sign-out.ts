import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { api } from "../../lib/api.ts";
import { unsubscribeFromPush } from "../../lib/push-subscription.ts";
import { clearUserCaches } from "../../lib/service-worker.ts";
import { viewerQueryKey } from "../../lib/use-viewer.ts";

/** Spec: Logout signs out and goes to /. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);

  async function signOut() {
    setSigningOut(true);
    try {
      // This device stops getting the member's pushes (while the session can still say so).
      await unsubscribeFromPush().catch((error: unknown) => console.error(error));
      await api("/api/auth/sign-out", { body: {} });
      // This device keeps no page or answer of the member who left (issue 33).
      void clearUserCaches();
      queryClient.setQueryData(viewerQueryKey, null);
      // Everything else cached (cities with their member badges, feeds) was the
      // signed-out user's view; refetch it as a visitor.
      void queryClient.invalidateQueries({
        predicate: (query) => query.queryKey[0] !== viewerQueryKey[0],
      });
      navigate("/");
    } catch (error) {
      // The session is still valid on the server, so stay signed in; nothing to undo.
      console.error(error);
    } finally {
      setSigningOut(false);
    }
  }

  return { signOut, signingOut };
}
