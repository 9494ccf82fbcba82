/**
 * Moves one item of a list a place earlier (-1) or later (+1), as the photo pickers' Move
 * earlier / Move later buttons do (no dragging needed); the first photo is the cover.
 */
export function moveItem<Item>(items: readonly Item[], index: number, by: -1 | 1): Item[] {
  const to = index + by;
  if (to < 0 || to >= items.length) return [...items];
  const next = [...items];
  [next[index], next[to]] = [next[to] as Item, next[index] as Item];
  return next;
}
