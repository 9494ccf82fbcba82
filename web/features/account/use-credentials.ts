import { useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  EmailChangeInput,
  EmailChangeReply,
  PasswordChangeInput,
  RecentProofStatus,
} from "../../../contracts/account-credentials.ts";
import { api } from "../../lib/api.ts";

/** Whether this session proved it is the member recently enough for a sensitive change. */
export const fetchRecentProof = () => api<RecentProofStatus>("/api/account/recent-proof");

/** Proves it is the member with their password (the sign-in lockout applies). */
export function useProveWithPassword() {
  return useMutation({
    mutationFn: (password: string) =>
      api<null>("/api/account/recent-proof", { method: "POST", body: { password } }),
  });
}

/** Change password: the current one proves it is the member. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PasswordChangeInput) =>
      api<null>("/api/account/password", { method: "POST", body: input }),
    // Other devices may have been signed out: the sessions list changed.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["account", "sessions"] }),
  });
}

/** Change email: mails a link to the new address; the address changes once it is followed. */
export function useChangeEmail() {
  return useMutation({
    mutationFn: (input: EmailChangeInput) =>
      api<EmailChangeReply>("/api/account/email", { method: "POST", body: input }),
  });
}
