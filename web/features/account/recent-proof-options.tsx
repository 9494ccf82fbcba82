import type { ComponentType } from "react";
import { passkeyProofOption } from "./passkey-proof-option.tsx";
import { authenticatorProofOption } from "./two-factor-proof-option.tsx";

/**
 * Another way to prove it is the member, besides the password, in the "Confirm it is
 * you" dialog (use-recent-proof.tsx). To add one (the authenticator app, a passkey):
 * write its two components and add an entry to `recentProofOptions` below.
 *
 * - `Choice` is drawn under the password form: a button ("Use a code from your
 *   authenticator app") calling `onChoose`. Draw nothing when the member has not set
 *   this way up (read it with your own hook).
 * - `Form` replaces the password form once chosen. Once the server has marked the
 *   session proven (`markProven` in server/features/account/recent-proof.ts, from your
 *   own route), call `onProven`; `onBack` returns to the password.
 */
export type RecentProofOption = {
  id: string;
  Choice: ComponentType<{ onChoose: () => void }>;
  Form: ComponentType<{ onProven: () => void; onBack: () => void }>;
};

/** The other ways, in the order the dialog offers them. */
export const recentProofOptions: RecentProofOption[] = [
  authenticatorProofOption,
  passkeyProofOption,
];
