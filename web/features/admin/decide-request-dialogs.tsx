import { useId } from "react";
import type { PendingRequest } from "../../../contracts/admin.ts";
import { Alert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Modal, ModalActions } from "../../components/ui/modal.tsx";
import { useFormWithSchema } from "../../lib/use-form-with-schema.ts";

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
  return (
    <Modal
      {...dialog}
      title={`Approve ${request.applicant.username} to join ${request.city.name}?`}
      description="They become a member at once and get an email and an in-app notice."
    >
      {dialog.error && <Alert tone="error">{dialog.error}</Alert>}
      <ModalActions>
        <CloseButton {...dialog} />
        {!dialog.alreadyDecided && (
          <Button busy={dialog.busy} onClick={onApprove}>
            Approve
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
  const problem = formState.errors.reason?.message;
  return (
    <Modal
      {...dialog}
      title={`Reject ${request.applicant.username}'s request to join ${request.city.name}?`}
      description="They are told by email and in the app, with your reason if you give one. They may apply again."
    >
      <form onSubmit={submit} className="flex flex-col gap-4">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={reasonId} className="text-sm font-medium text-slate-800">
            Reason (optional)
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
              Reject request
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
  return (
    <Button variant="secondary" onClick={onClose} disabled={busy}>
      {alreadyDecided ? "Close" : "Cancel"}
    </Button>
  );
}
