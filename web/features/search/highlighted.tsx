import type { SearchSegment } from "../../../contracts/search-rules.ts";

/** A result's words with the matching ones marked: text only, never HTML. */
export function Highlighted({ segments }: { segments: SearchSegment[] }) {
  return (
    <>
      {segments.map((segment, i) =>
        segment.match ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the segments never reorder
          <mark key={i} className="rounded-sm bg-sand-200 px-0.5 text-inherit">
            {segment.text}
          </mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the segments never reorder
          <span key={i}>{segment.text}</span>
        ),
      )}
    </>
  );
}
