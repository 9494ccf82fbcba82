import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import type { LinkPreview } from "../../../contracts/link-previews.ts";
import { firstLink, normalizeLinkUrl } from "../../../contracts/link-previews-rules.ts";
import { api } from "../../lib/api.ts";

// The composer's card follows typing only once it pauses: one ask per link, not per key.
const settleMs = 600;

/**
 * The card the post being written will get (issue 35): its first link's, asked of the
 * server (POST /api/link-previews) once typing pauses. `remove()` takes it off for that
 * link, and `linkPreview` says whether the post should get one (sent with the post).
 */
export function useComposerLinkPreview(content: string) {
  const link = firstLink(content);
  const url = link ? normalizeLinkUrl(link) : null;
  // Not even the first link is asked at once: the form may start from a link half typed
  // before its code came (composer.tsx), which waits for the pause like any other.
  const [settled, setSettled] = useState<string | null>(null);
  const [removed, setRemoved] = useState<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(url), settleMs);
    return () => clearTimeout(timer);
  }, [url]);
  const isRemoved = url !== null && removed === url;
  const query = useQuery({
    queryKey: ["link-preview", settled],
    queryFn: ({ signal }) =>
      api<{ preview: LinkPreview | null }>("/api/link-previews", {
        body: { url: settled },
        signal,
      }),
    enabled: settled !== null && removed !== settled,
    staleTime: 10 * 60 * 1000,
    retry: false,
  });
  const preview = url !== null && settled === url && !isRemoved ? query.data?.preview : null;
  return {
    preview: preview ?? null,
    /** False once the author removed the card of the post's link. */
    linkPreview: !isRemoved,
    remove: () => setRemoved(url),
    /** After posting: the next post's link gets its card again. */
    reset: () => setRemoved(null),
  };
}
