import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { DemoContent } from "../../../contracts/demo-content.ts";
import { api } from "../../lib/api.ts";

const demoContentKey = ["admin", "demo-content"] as const;

/** How much demo content there is (decision 060); admins only. */
export function useDemoContent() {
  return useQuery({
    queryKey: demoContentKey,
    queryFn: ({ signal }) => api<DemoContent>("/api/admin/demo-content", { signal }),
  });
}

/** Removes every demo member and all that is theirs; every list may have changed. */
export function useRemoveDemoContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<DemoContent>("/api/admin/demo-content", { method: "DELETE" }),
    onSettled: () => queryClient.invalidateQueries(),
  });
}
