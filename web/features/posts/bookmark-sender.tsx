import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { MutationError } from "../../components/ui/mutation-error.tsx";
import { api } from "../../lib/api.ts";
import { savedQueryKey } from "../../lib/saved-query-key.ts";

/**
 * Sends a post card's Save presses (post-bookmark.tsx), those made before this code came
 * included, and shows why one failed. Drawn by the button from its first press on.
 */
export function BookmarkSender({
  id,
  wishes,
  onSaved,
  onAnswered,
}: {
  id: string;
  /** Saved or not, as each press asked, oldest first. */
  wishes: readonly boolean[];
  /** The server kept the post (true) or took it off the list (false). */
  onSaved: (saved: boolean) => void;
  /** The server answered a press, yes or no. */
  onAnswered: () => void;
}) {
  const queryClient = useQueryClient();
  const toggle = useMutation({
    mutationFn: (next: boolean) =>
      api<null>(`/api/posts/${encodeURIComponent(id)}/saved`, {
        method: next ? "PUT" : "DELETE",
      }),
    onSuccess: (_nothing, next) => {
      onSaved(next);
      void queryClient.invalidateQueries({ queryKey: savedQueryKey });
    },
    onSettled: () => onAnswered(),
  });
  const sent = useRef(0);
  const { mutate } = toggle;
  useEffect(() => {
    while (sent.current < wishes.length) {
      const next = wishes[sent.current++];
      if (next !== undefined) mutate(next);
    }
  }, [wishes, mutate]);
  return toggle.isError ? <MutationError error={toggle.error} /> : null;
}
