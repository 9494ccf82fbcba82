import { useId } from "react";
import type { PendingRequest } from "../../../contracts/admin.ts";
import { messageFor } from "../../../contracts/i18n/define-messages.ts";
import { Alert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Modal, ModalActions } from "../../components/ui/modal.tsx";
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";
import { useFormWithSchema } from "../../lib/use-form-with-schema.ts";
import { requestMessages } from "./pending-request-card.tsx";

const messages = defineMessages({
  approveTitle: {
    id: "admin.requests.approveTitle",
    defaultMessage: "Approve {name} to join {city}?",
  },
  approveDescription: {
    id: "admin.requests.approveDescription",
    defaultMessage: "They become a member at once and get an email and an in-app notice.",
  },
  rejectTitle: {
    id: "admin.requests.rejectTitle",
    defaultMessage: "Reject {name}'s request to join {city}?",
  },
  rejectDescription: {
    id: "admin.requests.rejectDescription",
    defaultMessage:
      "They are told by email and in the app, with your reason if you give one. They may apply again.",
  },
  reasonOptional: { id: "admin.requests.reasonOptional", defaultMessage: "Reason (optional)" },
  rejectRequest: { id: "admin.requests.rejectRequest", defaultMessage: "Reject request" },
  close: { id: "admin.requests.close", defaultMessage: "Close" },
  cancel: { id: "admin.requests.cancel", defaultMessage: "Cancel" },
});

/** The request being decided, and how. */
export type Deciding = { request: PendingRequest; kind: "approve" | "reject" };

type DialogProps = {
  request: PendingRequest;
  open: boolean;
  busy: boolean;
  error: string | null;
  /** Someone else decided first (409): only Close is left to do. */
  alreadyDecided: boolean;
  onClose: () => void;
  onCloseAutoFocus: (event: Event) => void;
};

export function ApproveDialog({
  request,
  onApprove,
  ...dialog
}: DialogProps & { onApprove: () => void }) {
  const intl = useIntl();
  const names = { name: request.applicant.username, city: request.city.name };
  return (
    <Modal
      {...dialog}
      title={intl.formatMessage(messages.approveTitle, names)}
      description={intl.formatMessage(messages.approveDescription)}
    >
      {dialog.error && <Alert tone="error">{dialog.error}</Alert>}
      <ModalActions>
        <CloseButton {...dialog} />
        {!dialog.alreadyDecided && (
          <Button busy={dialog.busy} onClick={onApprove}>
            {intl.formatMessage(requestMessages.approve)}
          </Button>
        )}
      </ModalActions>
    </Modal>
  );
}

export function RejectDialog({
  request,
  onReject,
  ...dialog
}: DialogProps & { onReject: (reason: string) => void }) {
  const reasonId = useId();
  const { register, handleSubmit, formState } = useFormWithSchema(
    () => import("../../../contracts/admin.ts").then((contract) => contract.rejectRequestSchema),
    { defaultValues: { reason: "" } },
  );
  const submit = handleSubmit(({ reason }) => {
    if (!dialog.busy) onReject(reason ?? "");
  });
  const intl = useIntl();
  const names = { name: request.applicant.username, city: request.city.name };
  // The contract's check speaks English; its words find their message.
  const refusal = formState.errors.reason?.message;
  const refusalMessage = refusal ? messageFor(refusal) : undefined;
  const problem = refusalMessage ? intl.formatMessage(refusalMessage) : refusal;
  return (
    <Modal
      {...dialog}
      title={intl.formatMessage(messages.rejectTitle, names)}
      description={intl.formatMessage(messages.rejectDescription)}
    >
      <form onSubmit={submit} className="flex flex-col gap-4">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={reasonId} className="text-sm font-medium text-slate-800">
            {intl.formatMessage(messages.reasonOptional)}
          </label>
          <textarea
            id={reasonId}
            disabled={dialog.alreadyDecided}
            rows={3}
            maxLength={500}
            aria-invalid={problem ? true : undefined}
            {...register("reason")}
            className="w-full resize-y rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm focus:border-ocean-600 focus:ring-2 focus:ring-ocean-600/20 focus:outline-none"
          />
        </div>
        {(problem ?? dialog.error) && <Alert tone="error">{problem ?? dialog.error}</Alert>}
        <ModalActions>
          <CloseButton {...dialog} />
          {!dialog.alreadyDecided && (
            <Button type="submit" variant="danger" busy={dialog.busy}>
              {intl.formatMessage(messages.rejectRequest)}
            </Button>
          )}
        </ModalActions>
      </form>
    </Modal>
  );
}

function CloseButton({
  busy,
  alreadyDecided,
  onClose,
}: Pick<DialogProps, "busy" | "alreadyDecided" | "onClose">) {
  const intl = useIntl();
  return (
    <Button variant="secondary" onClick={onClose} disabled={busy}>
      {intl.formatMessage(alreadyDecided ? messages.close : messages.cancel)}
    </Button>
  );
}

/** The open decision's dialog: Approve, or Reject with its optional reason. */
export function DecisionFor({
  deciding,
  onSend,
  ...dialog
}: {
  deciding: Deciding;
  busy: boolean;
  error: string | null;
  alreadyDecided: boolean;
  onClose: () => void;
  onCloseAutoFocus: (event: Event) => void;
  onSend: (reason?: string) => void;
}) {
  const props = { ...dialog, request: deciding.request, open: true };
  return deciding.kind === "approve" ? (
    <ApproveDialog {...props} onApprove={() => onSend()} />
  ) : (
    <RejectDialog {...props} onReject={onSend} />
  );
}
