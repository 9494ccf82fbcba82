import { useId } from "react";

/**
 * Gradient and pattern ids are document-wide, and a scene can appear twice on a
 * page; each drawing gets its own prefix so one never paints with another's fill.
 */
export function useSvgId() {
  const base = useId().replace(/[^a-zA-Z0-9]/g, "");
  return (name: string) => `${base}-${name}`;
}
