import { useState } from "react";
import type { AdminUser } from "../../../contracts/admin.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { ConfirmDialog } from "../../components/ui/confirm-dialog.tsx";
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";
import { useUserAction } from "./use-users.ts";

const messages = defineMessages({
  has: { id: "account.staff.hasSecondFactor", defaultMessage: "2FA on" },
  hasNot: { id: "account.staff.noSecondFactor", defaultMessage: "No 2FA" },
  reset: { id: "account.staff.reset", defaultMessage: "Reset 2FA" },
  resetTitle: {
    id: "account.staff.resetTitle",
    defaultMessage: "Reset the second factors of {username}?",
  },
  resetDescription: {
    id: "account.staff.resetDescription",
    defaultMessage:
      "Their authenticator app, backup codes, passkeys and trusted devices are removed, and they are told by email. Do this only when you are sure it is them asking, for example after they lost their phone. An admin or moderator will have to set up a new one before using their tools.",
  },
  resetConfirm: { id: "account.staff.resetConfirm", defaultMessage: "Reset second factors" },
});

/** Whether the account has a second factor (an authenticator app or a passkey, decision 067). */
export function SecondFactorBadge({ user }: { user: AdminUser }) {
  const intl = useIntl();
  return (
    <Badge tone={user.secondFactor ? "green" : "slate"}>
      {intl.formatMessage(user.secondFactor ? messages.has : messages.hasNot)}
    </Badge>
  );
}

/** The Users tab's "Reset 2FA", confirmed first; the server audits it and emails the member. */
export function ResetSecondFactor({ user }: { user: AdminUser }) {
  const intl = useIntl();
  const act = useUserAction();
  const [open, setOpen] = useState(false);
  const close = () => {
    setOpen(false);
    act.reset();
  };
  if (!user.secondFactor) return null;
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        {intl.formatMessage(messages.reset)}
        <span className="sr-only"> {user.username}</span>
      </Button>
      <ConfirmDialog
        open={open}
        title={intl.formatMessage(messages.resetTitle, { username: user.username })}
        description={intl.formatMessage(messages.resetDescription)}
        confirmLabel={intl.formatMessage(messages.resetConfirm)}
        busy={act.isPending}
        error={act.error}
        onConfirm={() => act.mutate({ kind: "reset-factors", user }, { onSuccess: close })}
        onClose={close}
      />
    </>
  );
}
