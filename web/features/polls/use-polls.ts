import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Poll } from "../../../contracts/polls.ts";
import { api } from "../../lib/api.ts";
import type { PollInput } from "./poll-form-values.ts";

export type PollStatus = "active" | "closed";

// Every list of a city lives under ["polls", city], so one invalidation refreshes both tabs.
export const cityPollsQueryKey = (city: string) => ["polls", city] as const;
export const pollsQueryKey = (city: string, status: PollStatus) =>
  [...cityPollsQueryKey(city), status] as const;

/** The city's open polls ("active") or its closed and expired ones ("closed"), newest first. */
export function usePolls(city: string, status: PollStatus) {
  return useQuery({
    queryKey: pollsQueryKey(city, status),
    queryFn: ({ signal }) =>
      api<{ polls: Poll[] }>(`/api/cities/${encodeURIComponent(city)}/polls?status=${status}`, {
        signal,
      }).then((r) => r.polls),
    // Other people vote and admins close polls while the page sits open: coming back
    // to the tab should show today's counts, not the ones from when it was opened.
    refetchOnWindowFocus: "always",
  });
}

/**
 * Puts the server's answer in place at once (a closed poll leaves the active list),
 * then refetches both lists of the city in the background.
 */
export function settlePoll(queryClient: QueryClient, poll: Poll) {
  queryClient.setQueryData<Poll[]>(pollsQueryKey(poll.citySlug, "active"), (polls) =>
    polls?.flatMap((p) => (p.id !== poll.id ? [p] : poll.isOpen ? [poll] : [])),
  );
  void queryClient.invalidateQueries({ queryKey: cityPollsQueryKey(poll.citySlug) });
}

export function useCreatePoll(city: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PollInput) =>
      api<Poll>(`/api/cities/${encodeURIComponent(city)}/polls`, { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cityPollsQueryKey(city) }),
  });
}

export function useUpdatePoll(pollId: string, city: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: Partial<PollInput>) =>
      api<Poll>(`/api/polls/${pollId}`, { method: "PATCH", body: changes }),
    onSuccess: (poll) => settlePoll(queryClient, poll),
    // A 409 means someone voted meanwhile: refetching locks the form's wording.
    onError: () => queryClient.invalidateQueries({ queryKey: cityPollsQueryKey(city) }),
  });
}

export function useClosePoll(pollId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<Poll>(`/api/polls/${pollId}/close`, { method: "POST" }),
    onSuccess: (poll) => settlePoll(queryClient, poll),
  });
}

/** Votes, or changes the viewer's vote while the poll is open (product decision 21). */
export function useVote(pollId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (optionIndex: number) =>
      api<Poll>(`/api/polls/${pollId}/votes`, { body: { optionIndex } }),
    onSuccess: (poll) => settlePoll(queryClient, poll),
  });
}
