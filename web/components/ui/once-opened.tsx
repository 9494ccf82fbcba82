import { type ReactNode, Suspense, useState } from "react";

/**
 * What a dialog shows, rendered from the first time `open` is true: its code
 * (a `lazy` component among the children) loads then, not with the page, and it
 * stays mounted afterwards so it closes as it always did (decision 037).
 */
export function OnceOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open ? <Suspense fallback={null}>{children}</Suspense> : null;
}
