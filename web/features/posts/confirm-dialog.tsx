import { Alert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Modal, ModalActions, ModalClose } from "../../components/ui/modal.tsx";

/**
 * "Delete this post?" and its kind: a modal that asks once before something
 * cannot be undone. Radix traps focus and closes on Escape; while the request
 * runs the dialog stays open, and a failure is shown inside it.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  busy,
  problem,
  onConfirm,
  onClose,
  onCloseAutoFocus,
}: {
  open: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  busy: boolean;
  problem: string | null;
  onConfirm: () => void;
  onClose: () => void;
  /** Where focus goes afterwards when the control that opened it is gone. */
  onCloseAutoFocus?: (event: Event) => void;
}) {
  return (
    <Modal
      open={open}
      busy={busy}
      title={title}
      description={description}
      size="sm"
      role="alertdialog"
      onClose={onClose}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      {problem && <Alert tone="error">{problem}</Alert>}
      <ModalActions>
        <ModalClose asChild>
          <Button variant="secondary" disabled={busy}>
            Cancel
          </Button>
        </ModalClose>
        <Button variant="danger" busy={busy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </ModalActions>
    </Modal>
  );
}
