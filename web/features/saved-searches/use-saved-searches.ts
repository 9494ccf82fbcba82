import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  CreateSavedSearch,
  SavedSearch,
  SavedSearchPage,
  UpdateSavedSearch,
} from "../../../contracts/saved-searches.ts";
import { api } from "../../lib/api.ts";

const savedSearchesKey = ["saved-searches"] as const;
const path = "/api/me/saved-searches";

/** The viewer's saved searches (issue 34): at most 20, one page. */
export function useSavedSearches(enabled = true) {
  return useQuery({
    queryKey: savedSearchesKey,
    queryFn: ({ signal }) => api<SavedSearchPage>(path, { signal }),
    enabled,
  });
}

export function useCreateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: CreateSavedSearch; key: string }) =>
      api<SavedSearch>(path, { method: "POST", body, idempotencyKey: key }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedSearchesKey }),
  });
}

export function useUpdateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateSavedSearch }) =>
      api<SavedSearch>(`${path}/${encodeURIComponent(id)}`, { method: "PATCH", body }),
    onSuccess: (saved) =>
      queryClient.setQueryData<SavedSearchPage>(savedSearchesKey, (page) =>
        page
          ? { ...page, items: page.items.map((item) => (item.id === saved.id ? saved : item)) }
          : page,
      ),
  });
}

export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<null>(`${path}/${encodeURIComponent(id)}`, { method: "DELETE" }),
    onSuccess: (_, id) =>
      queryClient.setQueryData<SavedSearchPage>(savedSearchesKey, (page) =>
        page ? { ...page, items: page.items.filter((item) => item.id !== id) } : page,
      ),
  });
}
