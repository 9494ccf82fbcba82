import { useQueryClient } from "@tanstack/react-query";
import { useLiveChanges } from "../../lib/realtime.ts";
import { cityPollsQueryKey } from "./use-polls.ts";

/**
 * Refetches the city's polls when anyone votes, or an admin creates, edits or
 * closes one, so counts and lists stay current without a reload. The viewer's
 * own changes come back too; one extra refetch is cheaper than telling them apart.
 */
export function useLivePolls(city: string) {
  const queryClient = useQueryClient();
  const refetch = () => queryClient.invalidateQueries({ queryKey: cityPollsQueryKey(city) });
  useLiveChanges(
    city,
    (changes) => {
      if (changes.some((change) => change.type === "poll.changed")) refetch();
    },
    // Changes sent while the stream (or the server's database) was down are lost: catch up.
    { onMissedChanges: refetch },
  );
}
