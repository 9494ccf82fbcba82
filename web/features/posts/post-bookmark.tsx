import { Bookmark, BookmarkCheck } from "lucide-react";
import { useState } from "react";
import { useIntl } from "../../lib/i18n/use-intl.ts";
import { saveWords } from "../../lib/save-words.ts";
import { lazyPart } from "./lazy-part.tsx";

// Saving a post (the request and its refusal's words) loads on the first press, or as the
// pointer or focus reaches Save; a press made before it came is sent once it is here
// (decision 092). The button is the same before and after.
const BookmarkSender = lazyPart(() =>
  import("./bookmark-sender.tsx").then((module) => module.BookmarkSender),
);

/**
 * Save / Saved on a post card (issue 35): a round toggle (aria-pressed) that keeps the post
 * on the member's Saved list, its words in its name and tooltip, as a listing's Save says them.
 */
export function PostBookmark({ id, saved: savedAtFirst = false }: { id: string; saved?: boolean }) {
  const intl = useIntl();
  // What the last press made it; the server's answer until then.
  const [saved, setSaved] = useState(savedAtFirst);
  // Each press's wish, oldest first: the sender sends those it has not sent yet.
  const [wishes, setWishes] = useState<boolean[]>([]);
  // From a press until the server has answered it.
  const [busy, setBusy] = useState(false);
  const label = intl.formatMessage(saved ? saveWords.saved : saveWords.save);
  const Icon = saved ? BookmarkCheck : Bookmark;
  return (
    <>
      <button
        type="button"
        aria-pressed={saved}
        aria-label={label}
        title={label}
        disabled={busy}
        onClick={() => {
          setBusy(true);
          setWishes((earlier) => [...earlier, !saved]);
        }}
        onPointerEnter={BookmarkSender.preload}
        onFocus={BookmarkSender.preload}
        className={`inline-flex size-9 shrink-0 items-center justify-center rounded-full transition-colors hover:bg-ocean-50 disabled:opacity-60 ${saved ? "text-ocean-700" : "text-slate-500 hover:text-ocean-700"}`}
      >
        <Icon aria-hidden="true" className={`size-4 ${saved ? "fill-ocean-100" : ""}`} />
      </button>
      {wishes.length > 0 && (
        <BookmarkSender
          id={id}
          wishes={wishes}
          onSaved={setSaved}
          onAnswered={() => setBusy(false)}
        />
      )}
    </>
  );
}
