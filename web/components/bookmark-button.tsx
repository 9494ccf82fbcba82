import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Bookmark, BookmarkCheck } from "lucide-react";
import { useState } from "react";
import type { BookmarkKind } from "../../contracts/saved-rules.ts";
import { api } from "../lib/api.ts";
import { useIntl } from "../lib/i18n/use-intl.ts";
import { saveWords } from "../lib/save-words.ts";
import { savedQueryKey } from "../lib/saved-query-key.ts";
import { Button } from "./ui/button.tsx";
import { MutationError } from "./ui/mutation-error.tsx";

const collections: Record<BookmarkKind, string> = { post: "posts", event: "events" };

/**
 * Save / Saved (issue 35) on a post or an event: a toggle (aria-pressed) that keeps it on
 * the member's Saved list, in the same words as a listing's Save. A post card's is its own
 * round icon button (web/features/posts/post-bookmark.tsx).
 */
export function BookmarkButton({
  kind,
  id,
  saved: savedAtFirst = false,
}: {
  kind: BookmarkKind;
  id: string;
  /** As the server said when the post or event was read. */
  saved?: boolean;
}) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  // What the last toggle made it; the server's answer until then.
  const [saved, setSaved] = useState(savedAtFirst);
  const toggle = useMutation({
    mutationFn: (next: boolean) =>
      api<null>(`/api/${collections[kind]}/${encodeURIComponent(id)}/saved`, {
        method: next ? "PUT" : "DELETE",
      }),
    onSuccess: (_nothing, next) => {
      setSaved(next);
      void queryClient.invalidateQueries({ queryKey: savedQueryKey });
    },
  });
  const label = intl.formatMessage(saved ? saveWords.saved : saveWords.save);
  const Icon = saved ? BookmarkCheck : Bookmark;
  const error = toggle.isError && <MutationError error={toggle.error} />;

  return (
    <>
      <Button
        variant="secondary"
        aria-pressed={saved}
        busy={toggle.isPending}
        onClick={() => toggle.mutate(!saved)}
      >
        {!toggle.isPending && (
          <Icon aria-hidden="true" className={`size-4 ${saved ? "text-ocean-700" : ""}`} />
        )}
        {label}
      </Button>
      {error}
    </>
  );
}
