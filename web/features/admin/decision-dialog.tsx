import * as Dialog from "@radix-ui/react-dialog";
import type { ReactNode } from "react";

/**
 * A modal for confirming a decision. Radix traps focus inside, closes on Escape,
 * and hands focus back when it closes; onCloseAutoFocus lets the caller pick
 * where focus goes when the control that opened it is gone.
 */
export function DecisionDialog({
  open,
  busy,
  title,
  description,
  onClose,
  onCloseAutoFocus,
  children,
}: {
  open: boolean;
  /** While the decision is being sent the dialog stays open. */
  busy: boolean;
  title: string;
  description: string;
  onClose: () => void;
  onCloseAutoFocus?: (event: Event) => void;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && !busy && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50 backdrop-blur-[2px]" />
        <Dialog.Content
          onCloseAutoFocus={onCloseAutoFocus}
          className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 animate-menu-in flex-col gap-4 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl shadow-slate-900/20"
        >
          <Dialog.Title className="text-lg font-bold text-slate-900">{title}</Dialog.Title>
          <Dialog.Description className="text-sm text-slate-600">{description}</Dialog.Description>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The dialog's buttons: Cancel, then the decision; stacked with the decision on top on phones. */
export function DialogActions({ children }: { children: ReactNode }) {
  return (
    <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">{children}</div>
  );
}
