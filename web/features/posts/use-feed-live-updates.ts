import { useQueryClient } from "@tanstack/react-query";
import type { LiveChange } from "../../../contracts/realtime-rules.ts";
import { useLiveChanges } from "../../lib/realtime.ts";
import { commentsQueryKey, historyQueryKey } from "./query-keys.ts";
import { feedQueryKey, removePostFromFeed } from "./use-posts.ts";

/**
 * Keeps the open feed in step with what other members do, without a reload.
 * The viewer's own actions are skipped: they are already on screen.
 * `onNewPosts` hears how many posts others just shared; returns the connection's status.
 */
export function useFeedLiveUpdates(
  city: string,
  viewerId: string,
  { onNewPosts }: { onNewPosts: (count: number) => void },
) {
  const queryClient = useQueryClient();
  const refetchFeed = () => queryClient.invalidateQueries({ queryKey: feedQueryKey(city) });

  const status = useLiveChanges(
    city,
    (changes: LiveChange[]) => {
      let feedChanged = false;
      let created = 0;
      for (const change of changes) {
        if (change.actorId === viewerId) continue;
        switch (change.type) {
          case "post.created":
            created += 1;
            feedChanged = true;
            break;
          case "post.deleted":
            removePostFromFeed(queryClient, city, change.id);
            queryClient.removeQueries({ queryKey: commentsQueryKey(change.id) });
            break;
          case "reaction.changed":
          case "post.previewed": // its link card arrived, for its author too
            feedChanged = true;
            break;
          case "comment.created":
          case "comment.deleted":
            // Only comment lists on screen refetch; closed ones are just marked stale.
            if (change.postId) {
              queryClient.invalidateQueries({ queryKey: commentsQueryKey(change.postId) });
            }
            feedChanged = true; // the post's "{n} comments"
            break;
          case "poll.changed":
            break; // the polls page listens for these
          // An author edited (issue 35): the new text replaces the old where it shows.
          case "post.edited":
            feedChanged = true;
            queryClient.invalidateQueries({ queryKey: historyQueryKey("post", change.id) });
            break;
          case "comment.edited":
            if (change.postId) {
              queryClient.invalidateQueries({ queryKey: commentsQueryKey(change.postId) });
            }
            queryClient.invalidateQueries({ queryKey: historyQueryKey("comment", change.id) });
            break;
        }
      }
      // One refetch for the whole batch, however many changes it held.
      if (feedChanged) refetchFeed();
      if (created > 0) onNewPosts(created);
    },
    {
      onMissedChanges: () => {
        refetchFeed();
        queryClient.invalidateQueries({ queryKey: ["post-comments"] });
      },
    },
  );

  return status;
}
