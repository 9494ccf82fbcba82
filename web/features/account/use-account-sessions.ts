import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { LogoutScope, SessionList } from "../../../contracts/account-sessions.ts";
import { api } from "../../lib/api.ts";
import { viewerQueryKey } from "../../lib/use-viewer.ts";

export const accountSessionsKey = ["account", "sessions"] as const;

/** The devices the member is signed in on, this one first. */
export function useAccountSessions() {
  return useQuery({
    queryKey: accountSessionsKey,
    queryFn: ({ signal }) => api<SessionList>("/api/account/sessions", { signal }),
    refetchOnWindowFocus: "always",
  });
}

/** This device's session ended: the page is a visitor's from here on (its route sends it to sign-in). */
function useSignedOutHere() {
  const queryClient = useQueryClient();
  return () => {
    queryClient.setQueryData(viewerQueryKey, null);
    void queryClient.invalidateQueries({
      predicate: (query) => query.queryKey[0] !== viewerQueryKey[0],
    });
  };
}

/** Signs one device out (this one too, when `current`). */
export function useEndSession() {
  const queryClient = useQueryClient();
  const signedOutHere = useSignedOutHere();
  return useMutation({
    mutationFn: ({ id }: { id: string; current: boolean }) =>
      api<null>(`/api/account/sessions/${encodeURIComponent(id)}`, { method: "DELETE" }),
    onSuccess: (_done, { current }) => {
      if (current) signedOutHere();
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountSessionsKey }),
  });
}

/** "Sign out all other devices" (others) and "Sign out everywhere" (global). */
export function useLogout() {
  const queryClient = useQueryClient();
  const signedOutHere = useSignedOutHere();
  return useMutation({
    mutationFn: (scope: LogoutScope) =>
      api<null>("/api/account/logout", { method: "POST", body: { scope } }),
    onSuccess: (_done, scope) => {
      if (scope !== "others") signedOutHere();
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountSessionsKey }),
  });
}
