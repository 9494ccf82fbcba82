import { lazy, Suspense } from "react";
import type { EntryRights, OwnerProps } from "./entry-action-panels.tsx";

// Only an entry's owner, an admin or the city's moderator may act on it: their panels (Edit,
// the status control, Delete and its question, their words and icons) load for them alone,
// after the page's own code, and a member or visitor never downloads them (decision 092).
const EntryActionPanels = lazy(() =>
  import("./entry-action-panels.tsx").then((module) => ({ default: module.EntryActionPanels })),
);

/**
 * The tools a listing's page offers, as its read allows (decision 050): the
 * owner's (or an admin's) panel to whoever may edit, the moderator's to
 * whoever may only delete, nothing to anyone else.
 */
export function EntryActions({ item, ...props }: OwnerProps & { item: EntryRights }) {
  if (!item.canEdit && !item.canDelete) return null;
  return (
    <Suspense fallback={null}>
      <EntryActionPanels item={item} {...props} />
    </Suspense>
  );
}
