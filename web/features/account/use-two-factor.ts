import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  BackupCodes,
  TwoFactorSetup,
  TwoFactorStatus,
} from "../../../contracts/account-two-factor.ts";
import { errorCodes } from "../../../contracts/errors.ts";
import { ApiError, api } from "../../lib/api.ts";

export const twoFactorKey = ["account", "two-factor"] as const;

/** Whether the authenticator app is on, and how many backup codes are left. */
export function useTwoFactorStatus() {
  return useQuery({
    queryKey: twoFactorKey,
    queryFn: ({ signal }) => api<TwoFactorStatus>("/api/account/two-factor", { signal }),
  });
}

/**
 * Runs a change that needs a recent proof: asks for one first (useRecentProof's
 * `ensure`), and once more if the server still says the ten minutes ran out.
 * Resolves null when the member gave up.
 */
export async function withRecentProof<T>(
  ensure: () => Promise<boolean>,
  change: () => Promise<T>,
): Promise<T | null> {
  if (!(await ensure())) return null;
  try {
    return await change();
  } catch (error) {
    const expired =
      error instanceof ApiError && error.code === errorCodes.REAUTHENTICATION_REQUIRED;
    if (!expired || !(await ensure())) throw error;
    return change();
  }
}

type Ensure = { ensure: () => Promise<boolean> };

/** A new secret and its QR code; nothing is on until `useConfirmTwoFactor`. */
export function useStartTwoFactorSetup({ ensure }: Ensure) {
  return useMutation({
    mutationFn: () =>
      withRecentProof(ensure, () =>
        api<TwoFactorSetup>("/api/account/two-factor/setup", { method: "POST" }),
      ),
  });
}

/** The first code from the app turns it on; the answer holds the ten backup codes. */
export function useConfirmTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      api<BackupCodes>("/api/account/two-factor/confirm", { body: { code } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorKey }),
  });
}

export function useRegenerateBackupCodes({ ensure }: Ensure) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      withRecentProof(ensure, () =>
        api<BackupCodes>("/api/account/two-factor/backup-codes", { method: "POST" }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorKey }),
  });
}

export function useTurnOffTwoFactor({ ensure }: Ensure) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const done = await withRecentProof(ensure, () =>
        api<null>("/api/account/two-factor", { method: "DELETE" }).then(() => true),
      );
      return done === true;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorKey }),
  });
}

/** A code from the app as the proof a sensitive change needs. */
export function useProveWithCode() {
  return useMutation({
    mutationFn: (code: string) => api<null>("/api/account/two-factor/prove", { body: { code } }),
  });
}
