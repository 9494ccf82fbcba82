import { useState } from "react";

/**
 * True from the first time `open` is true: a dialog or menu whose code loads on
 * first use renders nothing until then, and stays mounted afterwards so it can
 * close as it always did (decision 037).
 */
export function useOpenedOnce(open: boolean) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
