import { useState } from "react";
import type { TwoFactorSetup } from "../../../contracts/account-two-factor.ts";
import { Alert } from "../../components/ui/alert.tsx";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { ConfirmDialog } from "../../components/ui/confirm-dialog.tsx";
import { LoadFailed } from "../../components/ui/load-failed.tsx";
import { MutationError } from "../../components/ui/mutation-error.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { couldNotLoadText } from "../../lib/api-error-text.ts";
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";
import { useViewer } from "../../lib/use-viewer.ts";
import { BackupCodesPanel } from "./backup-codes-panel.tsx";
import { TwoFactorSetupPanel } from "./two-factor-setup.tsx";
import { useRecentProof } from "./use-recent-proof.tsx";
import {
  useRegenerateBackupCodes,
  useStartTwoFactorSetup,
  useTurnOffTwoFactor,
  useTwoFactorStatus,
} from "./use-two-factor.ts";

const messages = defineMessages({
  title: { id: "account.twoFactor.title", defaultMessage: "Two-step verification" },
  intro: {
    id: "account.twoFactor.intro",
    defaultMessage:
      "After your password, sign-in asks for a code from an authenticator app on your phone, so a stolen password is not enough.",
  },
  what: { id: "account.twoFactor.what", defaultMessage: "your two-step verification" },
  loading: { id: "account.twoFactor.loading", defaultMessage: "Loading two-step verification" },
  on: { id: "account.twoFactor.on", defaultMessage: "On" },
  off: { id: "account.twoFactor.off", defaultMessage: "Off" },
  setUp: { id: "account.twoFactor.setUp", defaultMessage: "Set up authenticator app" },
  turnedOn: {
    id: "account.twoFactor.turnedOn",
    defaultMessage: "Two-step verification is on. We sent you an email about it.",
  },
  turnedOff: {
    id: "account.twoFactor.turnedOff",
    defaultMessage: "Two-step verification is off. We sent you an email about it.",
  },
  codesLeft: {
    id: "account.twoFactor.codesLeft",
    defaultMessage:
      "{count, plural, =0 {You have no backup codes left.} one {You have # backup code left.} other {You have # backup codes left.}}",
  },
  regenerate: { id: "account.twoFactor.regenerate", defaultMessage: "Regenerate backup codes" },
  regenerateTitle: {
    id: "account.twoFactor.regenerateTitle",
    defaultMessage: "Make new backup codes?",
  },
  regenerateText: {
    id: "account.twoFactor.regenerateText",
    defaultMessage: "Your old backup codes stop working at once.",
  },
  regenerateConfirm: {
    id: "account.twoFactor.regenerateConfirm",
    defaultMessage: "Make new codes",
  },
  turnOff: { id: "account.twoFactor.turnOff", defaultMessage: "Turn off" },
  turnOffTitle: {
    id: "account.twoFactor.turnOffTitle",
    defaultMessage: "Turn off two-step verification?",
  },
  turnOffText: {
    id: "account.twoFactor.turnOffText",
    defaultMessage:
      "Signing in will need only your password, and your backup codes stop working. We will email you about it.",
  },
});

type Shown = { kind: "setup"; setup: TwoFactorSetup } | { kind: "codes"; codes: string[] } | null;

/** The authenticator app and its backup codes, in the Security section of /profile (issue 31). */
export function TwoFactorSettings() {
  const intl = useIntl();
  const status = useTwoFactorStatus();
  const email = useViewer().data?.email ?? "";
  const proof = useRecentProof();
  const start = useStartTwoFactorSetup(proof);
  const regenerate = useRegenerateBackupCodes(proof);
  const turnOff = useTurnOffTwoFactor(proof);
  const [shown, setShown] = useState<Shown>(null);
  const [asking, setAsking] = useState<"regenerate" | "turnOff" | null>(null);
  const [notice, setNotice] = useState<"turnedOn" | "turnedOff" | null>(null);
  const enabled = status.data?.enabled === true;

  const begin = () => {
    setNotice(null);
    start.mutate(undefined, {
      onSuccess: (setup) => setup && setShown({ kind: "setup", setup }),
    });
  };

  // The dialog closes first: the "Confirm it is you" dialog may open next.
  const confirmAsked = () => {
    const chosen = asking;
    setAsking(null);
    setNotice(null);
    if (chosen === "regenerate") {
      regenerate.mutate(undefined, {
        onSuccess: (answer) => answer && setShown({ kind: "codes", codes: answer.backupCodes }),
      });
    } else {
      turnOff.mutate(undefined, { onSuccess: (done) => done && setNotice("turnedOff") });
    }
  };

  return (
    <section aria-labelledby="account-two-factor-title" className="flex flex-col gap-3">
      <div className="flex items-center gap-2">
        <h3 id="account-two-factor-title" className="text-base font-semibold text-slate-900">
          {intl.formatMessage(messages.title)}
        </h3>
        {status.isSuccess && (
          <Badge tone={enabled ? "green" : "slate"}>
            {intl.formatMessage(enabled ? messages.on : messages.off)}
          </Badge>
        )}
      </div>
      <p className="text-sm text-slate-600">{intl.formatMessage(messages.intro)}</p>
      {notice && <Alert tone="success">{intl.formatMessage(messages[notice])}</Alert>}
      {status.isPending ? (
        <div aria-busy="true">
          <span className="sr-only">{intl.formatMessage(messages.loading)}</span>
          <Skeleton className="h-10 w-56" />
        </div>
      ) : status.isError ? (
        <LoadFailed
          size="sm"
          message={couldNotLoadText(intl, intl.formatMessage(messages.what), status.error)}
          retrying={status.isFetching}
          onRetry={() => void status.refetch()}
        />
      ) : shown?.kind === "setup" ? (
        <TwoFactorSetupPanel
          setup={shown.setup}
          onConfirmed={(codes) => {
            setNotice("turnedOn");
            setShown({ kind: "codes", codes });
          }}
          onCancel={() => setShown(null)}
        />
      ) : shown?.kind === "codes" ? (
        <BackupCodesPanel codes={shown.codes} email={email} onDone={() => setShown(null)} />
      ) : enabled ? (
        <div className="flex flex-col gap-3">
          <MutationError error={regenerate.error ?? turnOff.error} />
          <p className="text-sm text-slate-700">
            {intl.formatMessage(messages.codesLeft, { count: status.data.backupCodesLeft ?? 0 })}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              busy={regenerate.isPending}
              onClick={() => setAsking("regenerate")}
            >
              {intl.formatMessage(messages.regenerate)}
            </Button>
            <Button
              variant="secondary"
              busy={turnOff.isPending}
              onClick={() => setAsking("turnOff")}
            >
              {intl.formatMessage(messages.turnOff)}
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex flex-col gap-2">
          <MutationError error={start.error} />
          <div>
            <Button busy={start.isPending} onClick={begin}>
              {intl.formatMessage(messages.setUp)}
            </Button>
          </div>
        </div>
      )}
      <ConfirmDialog
        open={asking !== null}
        title={intl.formatMessage(
          asking === "turnOff" ? messages.turnOffTitle : messages.regenerateTitle,
        )}
        description={intl.formatMessage(
          asking === "turnOff" ? messages.turnOffText : messages.regenerateText,
        )}
        confirmLabel={intl.formatMessage(
          asking === "turnOff" ? messages.turnOff : messages.regenerateConfirm,
        )}
        busy={false}
        onConfirm={confirmAsked}
        onClose={() => setAsking(null)}
      />
      {proof.dialog}
    </section>
  );
}
