import type { ReactNode } from "react";
import type { ErrorTexts } from "../../lib/api-error-text.ts";
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";
import { translatedText } from "../../lib/translated-text.ts";
import { Alert } from "./alert.tsx";
import { Button } from "./button.tsx";
import { Modal, ModalActions, ModalClose } from "./modal.tsx";
import { MutationError } from "./mutation-error.tsx";

const messages = defineMessages({
  cancel: { id: "ui.confirmDialog.cancel", defaultMessage: "Cancel" },
});

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
  cancelLabel,
  busy,
  error,
  errorTexts,
  problem,
  onConfirm,
  onClose,
  onCloseAutoFocus,
  size = "sm",
  role = "alertdialog",
  children,
}: {
  open: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  /** The way out, named when "Cancel" would read as the action ("Keep event"). */
  cancelLabel?: string;
  busy: boolean;
  /** The failed mutation's error, shown as MutationError shows it. */
  error?: unknown;
  errorTexts?: ErrorTexts;
  /** A failure already in words, for a dialog whose failure is not one mutation's. */
  problem?: string | null;
  onConfirm: () => void;
  onClose: () => void;
  /** Where focus goes afterwards when the control that opened it is gone. */
  onCloseAutoFocus?: (event: Event) => void;
  size?: "sm" | "lg";
  role?: "alertdialog" | "dialog";
  /** What is about to change, shown above the buttons (a poll's question). */
  children?: ReactNode;
}) {
  const intl = useIntl();
  return (
    <Modal
      open={open}
      busy={busy}
      title={title}
      description={description}
      size={size}
      role={role}
      onClose={onClose}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      {children}
      {problem ? (
        <Alert tone="error">{translatedText(intl, problem)}</Alert>
      ) : (
        <MutationError error={error} texts={errorTexts} />
      )}
      <ModalActions>
        <ModalClose asChild>
          <Button variant="secondary" disabled={busy}>
            {cancelLabel ?? intl.formatMessage(messages.cancel)}
          </Button>
        </ModalClose>
        <Button variant="danger" busy={busy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </ModalActions>
    </Modal>
  );
}
