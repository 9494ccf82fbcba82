import { type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";
import { Bookmark, BookmarkCheck } from "lucide-react";
import { Link } from "react-router";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button, buttonClasses } from "../../../components/ui/button.tsx";
import { api } from "../../../lib/api.ts";
import { apiErrorText } from "../../../lib/api-error-text.ts";
import { useIntl } from "../../../lib/i18n/use-intl.ts";
import { saveWords } from "../../../lib/save-words.ts";
import { savedQueryKey } from "../../../lib/saved-query-key.ts";

import type { Directory } from "../directory.ts";

/** The directories whose entries can be saved (decision 22). */
export type SavedCollection = Directory["api"];

const savedPath = (collection: SavedCollection, id: string) =>
  `/api/${collection}/${encodeURIComponent(id)}/saved`;

/**
 * Save (product decision 22: the spec's "Like", kept on the server as the
 * viewer's Saved list). Visitors get a link to sign in instead.
 */
export function SaveButton({
  collection,
  id,
  saved,
  signedIn,
  detailKey,
}: {
  collection: SavedCollection;
  id: string;
  saved: boolean;
  signedIn: boolean;
  /** The detail query whose `saved` flag this changes. */
  detailKey: QueryKey;
}) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const toggle = useMutation({
    mutationFn: (next: boolean) =>
      api<null>(savedPath(collection, id), { method: next ? "PUT" : "DELETE" }),
    onSuccess: (_nothing, next) => {
      queryClient.setQueryData<{ saved: boolean }>(detailKey, (detail) =>
        detail ? { ...detail, saved: next } : detail,
      );
      void queryClient.invalidateQueries({ queryKey: savedQueryKey });
    },
  });

  if (!signedIn) {
    return (
      <Link to="/auth" className={buttonClasses("secondary")}>
        <Bookmark aria-hidden="true" className="size-4" />
        {intl.formatMessage(saveWords.logInToSave)}
      </Link>
    );
  }
  return (
    <>
      <Button
        variant="secondary"
        aria-pressed={saved}
        busy={toggle.isPending}
        onClick={() => toggle.mutate(!saved)}
      >
        {!toggle.isPending &&
          (saved ? (
            <BookmarkCheck aria-hidden="true" className="size-4 text-ocean-700" />
          ) : (
            <Bookmark aria-hidden="true" className="size-4" />
          ))}
        {intl.formatMessage(saved ? saveWords.saved : saveWords.save)}
      </Button>
      {toggle.isError && <Alert tone="error">{apiErrorText(toggle.error)}</Alert>}
    </>
  );
}
