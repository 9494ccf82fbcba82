import * as Dialog from "@radix-ui/react-dialog";
import type { ReactNode } from "react";

const widths = { sm: "max-w-sm", md: "max-w-md", lg: "max-w-lg" } as const;

/**
 * The one modal of the app. Radix traps focus inside, closes on Escape and hands
 * focus back to the opener; while a request runs (busy) it stays open so a stray
 * Escape cannot hide the outcome. onCloseAutoFocus lets the caller pick where focus
 * goes when the control that opened it is gone.
 */
export function Modal({
  open,
  busy = false,
  title,
  description,
  size = "md",
  role = "dialog",
  onClose,
  onCloseAutoFocus,
  children,
}: {
  open: boolean;
  busy?: boolean;
  title: string;
  description: ReactNode;
  size?: keyof typeof widths;
  /** "alertdialog" for a question before something that cannot be undone. */
  role?: "dialog" | "alertdialog";
  onClose: () => void;
  onCloseAutoFocus?: (event: Event) => void;
  children: ReactNode;
}) {
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
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The modal's buttons: Cancel, then the action; stacked with the action on top on phones. */
export function ModalActions({ children }: { children: ReactNode }) {
  return (
    <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">{children}</div>
  );
}

/** A Cancel button that closes the modal it sits in. */
export const ModalClose = Dialog.Close;
