import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Poll } from "../../../contracts/polls.ts";
import { api } from "../../lib/api.ts";
import type { PollInput } from "./poll-form-values.ts";
import { cityPollsQueryKey, settlePoll } from "./use-polls.ts";

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
