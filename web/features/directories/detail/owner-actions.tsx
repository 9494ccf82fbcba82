import type { UseMutationResult } from "@tanstack/react-query";
import { Pencil, Trash2 } from "lucide-react";
import { lazy, type ReactNode, useState } from "react";
import { Link, useNavigate } from "react-router";
import type { ModeratorRemoval } from "../../../../contracts/moderation.ts";
import { Button, buttonClasses } from "../../../components/ui/button.tsx";
import { OnceOpened } from "../../../components/ui/once-opened.tsx";
import { apiErrorText } from "../../../lib/api-error-text.ts";
import { defineMessages, useIntl } from "../../../lib/i18n/use-intl.ts";
import { useViewer } from "../../../lib/use-viewer.ts";
import type { EntryWhat, EntryWords } from "../directory.ts";

// The entry's kind is a select, so each language words "this listing" its own way.
const words = defineMessages({
  manageThis: {
    id: "directories.manageThis",
    defaultMessage:
      "{what, select, listing {Manage this listing} property {Manage this property} restaurant {Manage this restaurant} shop {Manage this shop} other {Manage this entry}}",
  },
  manageYour: {
    id: "directories.manageYour",
    defaultMessage:
      "{what, select, listing {Manage your listing} property {Manage your property} restaurant {Manage your restaurant} shop {Manage your shop} other {Manage your entry}}",
  },
  moderateThis: {
    id: "directories.moderateThis",
    defaultMessage:
      "{what, select, listing {Moderate this listing} property {Moderate this property} restaurant {Moderate this restaurant} shop {Moderate this shop} other {Moderate this entry}}",
  },
  edit: { id: "directories.edit", defaultMessage: "Edit" },
  moderating: {
    id: "directories.moderating",
    defaultMessage:
      "You moderate this city. Deleting removes it for everyone and is recorded in the activity log.",
  },
  delete: { id: "directories.delete", defaultMessage: "Delete" },
  deleteTitle: {
    id: "directories.deleteTitle",
    defaultMessage:
      "{what, select, listing {Delete this listing?} property {Delete this property?} restaurant {Delete this restaurant?} shop {Delete this shop?} other {Delete this entry?}}",
  },
  deleteConfirm: {
    id: "directories.deleteConfirmLabel",
    defaultMessage:
      "{what, select, listing {Delete listing} property {Delete property} restaurant {Delete restaurant} shop {Delete shop} other {Delete entry}}",
  },
});

// The question before deleting (the removal reasons, the modal) loads on the first press of
// Delete, not with the page: owners and moderators are few of its readers (decision 092).
const DeleteDialog = lazy(() =>
  import("../../../components/delete-dialog.tsx").then((module) => ({
    default: module.DeleteDialog,
  })),
);

type DeleteProps = {
  listPath: string;
  /** "listing", "property". */
  what: EntryWhat;
  /** A directory's own words for its kind, where the selects below do not name it. */
  entryWords?: EntryWords;
  confirmText: string;
  /** Whose it is: anyone else deleting it gives the reason its owner is told (decision 057). */
  authorId: string;
  remove: UseMutationResult<unknown, Error, ModeratorRemoval | undefined>;
};

type Said = "manageThis" | "manageYour" | "moderateThis" | "deleteTitle" | "deleteConfirm";

/** "Manage this listing": the directory's own words if it gives them, else the select's. */
function useEntrySays({ what, entryWords }: Pick<DeleteProps, "what" | "entryWords">) {
  const intl = useIntl();
  return (key: Said) => {
    const own = entryWords?.[key];
    return own ? intl.formatMessage(own) : intl.formatMessage(words[key], { what });
  };
}

/** The panel both kinds of actions sit in, a region named for screen readers. */
function ActionsPanel({
  label,
  heading,
  children,
}: {
  label: string;
  heading: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-label={label}
      className="flex flex-col gap-3 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200"
    >
      <h2 className="text-sm font-bold text-slate-900">{heading}</h2>
      {children}
    </section>
  );
}

/**
 * The tools a listing's page offers, as its read allows (decision 050): the
 * owner's (or an admin's) panel to whoever may edit, the moderator's to
 * whoever may only delete, nothing to anyone else.
 */
export function EntryActions({
  item,
  ...props
}: OwnerProps & { item: { canEdit: boolean; canDelete: boolean } }) {
  if (item.canEdit) return <OwnerActions {...props} />;
  if (item.canDelete) return <ModeratorActions {...props} />;
  return null;
}

type OwnerProps = DeleteProps & {
  editPath: string;
  /** The owner's status control (Mark as sold; Under offer / Sold / Rented). */
  children?: ReactNode;
};

/**
 * What the owner (or an admin) sees on a listing: Edit, the status control
 * given as children, and Delete, which asks first and then goes back to the list.
 */
function OwnerActions({ editPath, children, ...remove }: OwnerProps) {
  const intl = useIntl();
  const says = useEntrySays(remove);
  return (
    <ActionsPanel label={says("manageThis")} heading={says("manageYour")}>
      <div className="flex flex-wrap items-end gap-3">
        <Link to={editPath} className={buttonClasses("secondary")}>
          <Pencil aria-hidden="true" className="size-4" />
          {intl.formatMessage(words.edit)}
        </Link>
        {children}
        <DeleteButton {...remove} />
      </div>
    </ActionsPanel>
  );
}

/**
 * What a moderator of the city sees on someone else's listing (decision 050):
 * Delete alone, as the Reports queue offers it; the server records it on the
 * moderation log.
 */
function ModeratorActions(props: DeleteProps) {
  const intl = useIntl();
  const heading = useEntrySays(props)("moderateThis");
  return (
    <ActionsPanel label={heading} heading={heading}>
      <p className="text-sm text-slate-600">{intl.formatMessage(words.moderating)}</p>
      <div>
        <DeleteButton {...props} />
      </div>
    </ActionsPanel>
  );
}

/** Delete, which asks first and then goes back to the list. */
function DeleteButton({ listPath, confirmText, authorId, remove, ...kind }: DeleteProps) {
  const intl = useIntl();
  const says = useEntrySays(kind);
  const [asking, setAsking] = useState(false);
  const navigate = useNavigate();
  const { data: viewer } = useViewer();
  return (
    <>
      <Button variant="danger" onClick={() => setAsking(true)}>
        <Trash2 aria-hidden="true" className="size-4" />
        {intl.formatMessage(words.delete)}
      </Button>
      <OnceOpened open={asking}>
        <DeleteDialog
          open={asking}
          moderating={viewer?.id !== authorId}
          title={says("deleteTitle")}
          description={confirmText}
          confirmLabel={says("deleteConfirm")}
          busy={remove.isPending}
          problem={remove.isError ? apiErrorText(remove.error) : null}
          onConfirm={(removal) =>
            remove.mutate(removal, { onSuccess: () => navigate(listPath, { replace: true }) })
          }
          onClose={() => {
            setAsking(false);
            remove.reset();
          }}
        />
      </OnceOpened>
    </>
  );
}
