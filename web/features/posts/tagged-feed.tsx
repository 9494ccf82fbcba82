import { X } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { tagWords } from "../../../contracts/tag-words.ts";
import { useIntl } from "../../lib/i18n/use-intl.ts";
import { PostList } from "./post-list.tsx";

/**
 * The feed filtered by one #tag (issue 35), at /city/:city/feed?tag=surf: "Posts tagged
 * #surf", a way back to every post, and the tagged posts paged like the feed.
 */
export function TaggedFeed({ city, tag }: { city: string; tag: string }) {
  const intl = useIntl();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  // A tag followed from a post lands on its heading: the page changed under the reader.
  useEffect(() => {
    if (tag) headingRef.current?.focus();
  }, [tag]);
  return (
    <div className="flex min-w-0 flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3 pt-1">
        <h2
          ref={headingRef}
          tabIndex={-1}
          className="scroll-mt-24 text-lg font-bold tracking-tight break-words text-slate-900 focus:outline-none [overflow-wrap:anywhere]"
        >
          {intl.formatMessage(tagWords.taggedTitle, { tag })}
        </h2>
        <Link
          to={`/city/${encodeURIComponent(city)}/feed`}
          className="inline-flex h-9 items-center gap-1.5 rounded-full border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-700 transition-colors hover:bg-slate-100"
        >
          <X aria-hidden="true" className="size-4" />
          {intl.formatMessage(tagWords.clearTag)}
        </Link>
      </div>
      <PostList city={city} tag={tag} listRef={listRef} headingRef={headingRef} />
    </div>
  );
}
