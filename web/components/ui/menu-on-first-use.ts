import {
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  startTransition,
  useEffect,
  useRef,
  useState,
} from "react";

/** How a menu was first opened: a key puts focus on its first item, as Radix does. */
export type FirstOpen = { keyboard: boolean };

/**
 * A dropdown whose Radix menu code loads on first use (decision 037). Until then
 * the page shows the trigger button alone, which opens the menu the ways Radix's
 * trigger does (a press, Enter, Space, ArrowDown); the code starts loading when
 * the pointer or focus reaches the button. The loaded menu takes the button's
 * place already open, and is Radix's from then on.
 */
export function useMenuOnFirstUse(load: () => Promise<unknown>) {
  const [firstOpen, setFirstOpen] = useState<FirstOpen | null>(null);
  const open = (keyboard: boolean) => {
    // A transition: the button stays on screen, focused, until the menu's code has arrived.
    startTransition(() => setFirstOpen((current) => current ?? { keyboard }));
  };
  const warm = () => void load().catch(() => {});
  const triggerProps = {
    "aria-haspopup": "menu" as const,
    "aria-expanded": false,
    "data-state": "closed",
    onPointerEnter: warm,
    onFocus: warm,
    onPointerDown: (event: PointerEvent<HTMLButtonElement>) => {
      if (event.button !== 0 || event.ctrlKey) return;
      // As Radix: the menu takes focus, not the button.
      event.preventDefault();
      open(false);
    },
    onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
      if (event.key !== "Enter" && event.key !== " " && event.key !== "ArrowDown") return;
      event.preventDefault();
      open(true);
    },
    // A click with no press before it: assistive technology activating the button.
    onClick: (event: MouseEvent<HTMLButtonElement>) => {
      if (event.detail === 0) open(true);
    },
  };
  return { firstOpen, triggerProps };
}

/**
 * A ref for the loaded menu's content: on the first open after a key, focus goes
 * to the first item, as Radix does (it could not see the key, which came before it
 * loaded); after a press, Radix focuses the menu itself.
 */
export function useFirstOpenFocus(firstOpen: FirstOpen) {
  const content = useRef<HTMLDivElement>(null);
  const { keyboard } = firstOpen;
  useEffect(() => {
    if (!keyboard) return;
    content.current?.querySelector<HTMLElement>('[role^="menuitem"]:not([data-disabled])')?.focus();
  }, [keyboard]);
  return content;
}
