import {
  type ComponentProps,
  createContext,
  type ElementType,
  lazy,
  type ReactNode,
  useContext,
  useLayoutEffect,
  useRef,
} from "react";
import { OnceOpened } from "./once-opened.tsx";

export const widths = { sm: "max-w-sm", md: "max-w-md", lg: "max-w-lg" } as const;

export type ModalProps = {
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
};

// Radix's dialog (focus trap, scroll lock, dismissable layer) is a fifth of a city
// page's script and only needed once something asks: it loads on the first open.
const ModalDialog = lazy(() =>
  import("./modal-dialog.tsx").then((module) => ({ default: module.ModalDialog })),
);

/**
 * The one modal of the app. Radix traps focus inside, closes on Escape and hands
 * focus back to the control that opened it; while a request runs (busy) it stays
 * open so a stray Escape cannot hide the outcome. onCloseAutoFocus lets the caller
 * pick where focus goes when the control that opened it is gone. Its code loads
 * when it first opens (decision 037); the page draws nothing for it until then.
 */
export function Modal({ open, onCloseAutoFocus, ...props }: ModalProps) {
  // The control that opened it, to hand focus back to (Radix only does so for its own trigger).
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement) {
      opener.current = document.activeElement;
    }
  }, [open]);
  const handBackFocus = (event: Event) => {
    onCloseAutoFocus?.(event);
    if (event.defaultPrevented) return;
    event.preventDefault();
    const target = opener.current;
    opener.current = null;
    // Unless something else already took focus, or the opener left the page.
    const focusLost = !document.activeElement || document.activeElement === document.body;
    if (focusLost && target?.isConnected) target.focus();
  };
  return (
    <OnceOpened open={open}>
      <ModalDialog {...props} open={open} onCloseAutoFocus={handBackFocus} />
    </OnceOpened>
  );
}

/** The modal's buttons: Cancel, then the action; stacked with the action on top on phones. */
export function ModalActions({ children }: { children: ReactNode }) {
  return (
    <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">{children}</div>
  );
}

/** Radix's Close, handed down by the loaded dialog to the buttons inside it. */
export const ModalCloseContext = createContext<ElementType | null>(null);

/** A Cancel button that closes the modal it sits in. */
export function ModalClose(props: ComponentProps<"button"> & { asChild?: boolean }) {
  const Close = useContext(ModalCloseContext);
  if (!Close) throw new Error("ModalClose belongs inside a Modal");
  return <Close {...props} />;
}
