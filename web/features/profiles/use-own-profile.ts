import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { OwnProfile, UpdateProfileInput, Viewer } from "../../../contracts/profiles.ts";
import { api } from "../../lib/api.ts";
import { uploadWithProgress } from "../../lib/upload-with-progress.ts";
import { viewerQueryKey } from "../../lib/use-viewer.ts";

export const ownProfileQueryKey = ["profile"] as const;

/** The signed-in user's own profile: email, username, bio, picture and communities. */
export function useOwnProfile({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: ownProfileQueryKey,
    queryFn: () => api<OwnProfile>("/api/profile"),
    enabled,
  });
}

/**
 * Stores the server's answer and copies the name and picture into the viewer,
 * so the navigation bar's avatar changes at once rather than on its next refetch.
 */
function rememberProfile(queryClient: QueryClient, profile: OwnProfile) {
  queryClient.setQueryData(ownProfileQueryKey, profile);
  queryClient.setQueryData<Viewer | null>(viewerQueryKey, (viewer) =>
    viewer ? { ...viewer, username: profile.username, avatarUrl: profile.avatarUrl } : viewer,
  );
}

/** Sends only the fields that changed (PATCH /api/profile). */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdateProfileInput) =>
      api<OwnProfile>("/api/profile", { method: "PATCH", body: changes }),
    onSuccess: (profile) => rememberProfile(queryClient, profile),
  });
}

/** Uploads a new profile picture, reporting progress from 0 to 1. */
export function useUploadAvatar(onProgress: (fraction: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append("avatar", file);
      return uploadWithProgress<OwnProfile>("/api/profile/avatar", form, onProgress);
    },
    onSuccess: (profile) => rememberProfile(queryClient, profile),
  });
}
