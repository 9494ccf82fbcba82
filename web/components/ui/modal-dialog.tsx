import * as Dialog from "@radix-ui/react-dialog";
import { ModalCloseContext, type ModalProps, widths } from "./modal.tsx";

/**
 * The modal itself, on Radix: loaded by `Modal` when it first opens (decision 037).
 * Radix traps focus inside and closes on Escape; while a request runs (busy) it
 * stays open so a stray Escape cannot hide the outcome.
 */
export function ModalDialog({
  open,
  busy = false,
  title,
  description,
  size = "md",
  role = "dialog",
  onClose,
  onCloseAutoFocus,
  children,
}: ModalProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && !busy && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50 backdrop-blur-[2px]" />
        <Dialog.Content
          role={role}
          onCloseAutoFocus={onCloseAutoFocus}
          className={`fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] ${widths[size]} -translate-x-1/2 -translate-y-1/2 animate-menu-in flex-col gap-4 overflow-y-auto rounded-2xl bg-white p-5 shadow-2xl shadow-slate-900/20 sm:p-6`}
        >
          <Dialog.Title className="text-lg font-bold text-slate-900">{title}</Dialog.Title>
          <Dialog.Description className="-mt-2 text-sm text-slate-600">
            {description}
          </Dialog.Description>
          <ModalCloseContext value={Dialog.Close}>{children}</ModalCloseContext>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
