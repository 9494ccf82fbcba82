import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { MeResponse } from "../../contracts/profiles.ts";
import { api } from "./api.ts";
import { viewerQueryKey } from "./use-viewer.ts";

/**
 * The nav's city switcher (product decision 13): the server keeps the choice per
 * user, so it holds after a reload and in a new sign-in; its answer is the viewer
 * as GET /api/me gives it, which every shortcut and link then follows.
 */
export function useSetActiveCity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (citySlug: string) =>
      api<MeResponse>("/api/me/active-city", { method: "PUT", body: { citySlug } }),
    onSuccess: ({ viewer }) => queryClient.setQueryData(viewerQueryKey, viewer),
  });
}
