import { useState } from "react";
import { useNavigate } from "react-router";
import { deletionGraceDays } from "../../../contracts/account-deletion-rules.ts";
import { Button } from "../../components/ui/button.tsx";
import { ConfirmDialog } from "../../components/ui/confirm-dialog.tsx";
import { ApiError } from "../../lib/api.ts";
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";
import { rememberDeletionScheduled } from "./deletion-scheduled.ts";
import { useScheduleDeletion } from "./use-account-deletion.ts";
import { useRecentProof } from "./use-recent-proof.tsx";

const messages = defineMessages({
  title: { id: "account.deletion.title", defaultMessage: "Delete my account" },
  intro: {
    id: "account.deletion.intro",
    defaultMessage:
      "Erase your account and everything you wrote and uploaded. You have {days} days to change your mind.",
  },
  button: { id: "account.deletion.button", defaultMessage: "Delete my account" },
  confirmTitle: { id: "account.deletion.confirm.title", defaultMessage: "Delete your account?" },
  confirmText: {
    id: "account.deletion.confirm.text",
    defaultMessage:
      "In {days} days we erase your account: your profile, your memberships and join requests, your posts, comments, reactions and votes, your listings, properties, businesses and events with their photos, and your saved items. Replies other members wrote to your posts stay, under “Deleted user”. You will be signed out on every device now. Changed your mind? Sign in again within {days} days and nothing will be deleted.",
  },
  keep: { id: "account.deletion.keep", defaultMessage: "Keep my account" },
});

/** "Delete my account", with 14 days to change one's mind (issue 31, scope 10). */
export function AccountDeletion() {
  const intl = useIntl();
  const navigate = useNavigate();
  const schedule = useScheduleDeletion();
  const proof = useRecentProof();
  const [open, setOpen] = useState(false);
  const days = { days: deletionGraceDays };

  const ask = async () => {
    schedule.reset();
    if (await proof.ensure()) setOpen(true);
  };
  const confirm = () =>
    schedule.mutate(undefined, {
      onSuccess: ({ dueAt }) => {
        rememberDeletionScheduled(dueAt);
        setOpen(false);
        // Signed out: the sign-in page, under the notice of the date, is where they can change their mind.
        navigate("/auth");
      },
      onError: async (error) => {
        // The ten minutes ran out while the dialog was open: prove it again, then retry.
        if (error instanceof ApiError && error.code === "REAUTHENTICATION_REQUIRED") {
          if (await proof.ensure()) confirm();
        }
      },
    });

  return (
    <section aria-labelledby="account-deletion-title" className="flex flex-col gap-3">
      <h3 id="account-deletion-title" className="text-base font-semibold text-slate-900">
        {intl.formatMessage(messages.title)}
      </h3>
      <p className="text-sm text-slate-600">{intl.formatMessage(messages.intro, days)}</p>
      <div>
        <Button variant="danger" onClick={() => void ask()}>
          {intl.formatMessage(messages.button)}
        </Button>
      </div>
      <ConfirmDialog
        open={open}
        title={intl.formatMessage(messages.confirmTitle)}
        description={intl.formatMessage(messages.confirmText, days)}
        confirmLabel={intl.formatMessage(messages.button)}
        cancelLabel={intl.formatMessage(messages.keep)}
        busy={schedule.isPending}
        error={schedule.error}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
      {proof.dialog}
    </section>
  );
}
