import type { UseMutationResult } from "@tanstack/react-query";
import { Pencil, Trash2 } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Link, useNavigate } from "react-router";
import { apiErrorText } from "../../lib/api-error-text.ts";
import { Button, buttonClasses } from "../ui/button.tsx";
import { ConfirmDialog } from "../ui/confirm-dialog.tsx";

/**
 * What the owner (or an admin) sees on a listing: Edit, the status control
 * given as children (Mark as sold; Under offer / Sold / Rented), and Delete,
 * which asks first and then goes back to the list.
 */
export function OwnerActions({
  editPath,
  listPath,
  what,
  confirmText,
  remove,
  children,
}: {
  editPath: string;
  listPath: string;
  /** "listing", "property". */
  what: string;
  confirmText: string;
  remove: UseMutationResult<unknown, Error, void>;
  children?: ReactNode;
}) {
  const [asking, setAsking] = useState(false);
  const navigate = useNavigate();
  return (
    <section
      aria-label={`Manage this ${what}`}
      className="flex flex-col gap-3 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200"
    >
      <h2 className="text-sm font-bold text-slate-900">Manage your {what}</h2>
      <div className="flex flex-wrap items-end gap-3">
        <Link to={editPath} className={buttonClasses("secondary")}>
          <Pencil aria-hidden="true" className="size-4" />
          Edit
        </Link>
        {children}
        <Button variant="danger" onClick={() => setAsking(true)}>
          <Trash2 aria-hidden="true" className="size-4" />
          Delete
        </Button>
      </div>
      <ConfirmDialog
        open={asking}
        title={`Delete this ${what}?`}
        description={confirmText}
        confirmLabel={`Delete ${what}`}
        busy={remove.isPending}
        problem={remove.isError ? apiErrorText(remove.error) : null}
        onConfirm={() =>
          remove.mutate(undefined, { onSuccess: () => navigate(listPath, { replace: true }) })
        }
        onClose={() => {
          setAsking(false);
          remove.reset();
        }}
      />
    </section>
  );
}
