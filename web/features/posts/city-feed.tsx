import { useEffect, useRef, useState } from "react";
import type { Viewer } from "../../../contracts/profiles.ts";
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";
import { useViewer } from "../../lib/use-viewer.ts";
import { Composer } from "./composer.tsx";
import { lazyPart } from "./lazy-part.tsx";
import { LiveStatusBadge } from "./live-status-badge.tsx";
import { PostList } from "./post-list.tsx";
import { useFeedLiveUpdates } from "./use-feed-live-updates.ts";

// The pill's code comes with the first post that arrives above the reader, not with the
// page (decision 092); the count is announced at once either way.
const NewPostsPill = lazyPart(() =>
  import("./new-posts-pill.tsx").then((module) => module.NewPostsPill),
);

const messages = defineMessages({
  newPosts: {
    id: "posts.newPostsAnnouncement",
    defaultMessage:
      "{count, plural, one {# new post in the feed.} other {# new posts in the feed.}}",
  },
  posted: { id: "posts.posted", defaultMessage: "Your post is now in the feed." },
  latest: { id: "posts.latest", defaultMessage: "Latest posts" },
});

/**
 * A city's feed: the create-post form, then the posts with their reactions and
 * comments, kept up to date live. Members and admins only; the page around it
 * checks that. Mount it wherever the feed belongs (the feed page, the community profile).
 */
export function CityFeed({ city, headingLevel = 2 }: { city: string; headingLevel?: 2 | 3 }) {
  const viewer = useViewer();
  // The page around checks who may see the feed; until the viewer is known there is nothing to show.
  if (!viewer.data) return null;
  return <Feed city={city} viewer={viewer.data} headingLevel={headingLevel} />;
}

function Feed({
  city,
  viewer,
  headingLevel,
}: {
  city: string;
  viewer: Viewer;
  headingLevel: 2 | 3;
}) {
  const [announcement, setAnnouncement] = useState("");
  const [unseen, setUnseen] = useState(0);
  const topRef = useRef<HTMLDivElement>(null);
  const topInView = useRef(true);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const Heading = `h${headingLevel}` as const;
  const intl = useIntl();

  const status = useFeedLiveUpdates(city, viewer.id, {
    onNewPosts: (count) => {
      setAnnouncement(intl.formatMessage(messages.newPosts, { count }));
      // Someone reading further down gets a pill; at the top the posts simply appear.
      if (!topInView.current) setUnseen((seen) => seen + count);
    },
  });

  useEffect(() => {
    const element = topRef.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    // The sticky navigation bar covers the top 4rem of the window.
    const observer = new IntersectionObserver(
      ([entry]) => {
        topInView.current = entry?.isIntersecting ?? true;
        if (topInView.current) setUnseen(0);
      },
      { rootMargin: "-64px 0px 0px 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const showNewPosts = () => {
    setUnseen(0);
    const reduceMotion = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
    topRef.current?.scrollIntoView({ behavior: reduceMotion ? "auto" : "smooth", block: "start" });
    // Focus moves to the newest post so keyboard and screen-reader users land on it too.
    listRef.current?.querySelector<HTMLElement>("article")?.focus({ preventScroll: true });
  };

  return (
    <div className="flex flex-col gap-5">
      <Composer
        city={city}
        viewer={viewer}
        onPosted={() => setAnnouncement(intl.formatMessage(messages.posted))}
      />
      {unseen > 0 && <NewPostsPill count={unseen} onShow={showNewPosts} />}
      <div ref={topRef} className="flex scroll-mt-24 items-center justify-between gap-3 pt-1">
        <Heading
          ref={headingRef}
          tabIndex={-1}
          className="text-lg font-bold tracking-tight text-slate-900 focus:outline-none"
        >
          {intl.formatMessage(messages.latest)}
        </Heading>
        <LiveStatusBadge status={status} />
      </div>
      <PostList city={city} listRef={listRef} headingRef={headingRef} />
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
