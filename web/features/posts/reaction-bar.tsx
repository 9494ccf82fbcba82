import { useId, useState } from "react";
import type { Post } from "../../../contracts/posts.ts";
import { type ReactionType, reactionTypes } from "../../../contracts/posts-rules.ts";
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";
import { applyReaction, type ReactionState } from "./apply-reaction.ts";
import { lazyPart } from "./lazy-part.tsx";

const messages = defineMessages({
  like: { id: "posts.reaction.like", defaultMessage: "Like" },
  love: { id: "posts.reaction.love", defaultMessage: "Love" },
  haha: { id: "posts.reaction.haha", defaultMessage: "Haha" },
  reactions: { id: "posts.reactions", defaultMessage: "Reactions" },
  count: {
    id: "posts.reactionCount",
    defaultMessage: "{count, plural, one {reaction} other {reactions}}",
  },
});

const looks: Record<ReactionType, { emoji: string; pressed: string }> = {
  like: { emoji: "👍", pressed: "border-ocean-300 bg-ocean-50 text-ocean-900" },
  love: { emoji: "❤️", pressed: "border-coral-400/70 bg-coral-50 text-red-900" },
  haha: { emoji: "😂", pressed: "border-sand-300 bg-sand-50 text-amber-900" },
};

// Sending a reaction (the request, the counts changed at once, the refusal's words) loads on
// the first press, or as the pointer or focus reaches a reaction; a press made before it came
// is sent once it is here (decision 092).
const ReactionSender = lazyPart(() =>
  import("./reaction-sender.tsx").then((module) => module.ReactionSender),
);

/** Like, love, haha: one reaction per member per post; tapping it again takes it back. */
export function ReactionBar({ city, post }: { city: string; post: Post }) {
  const [presses, setPresses] = useState<ReactionType[]>([]);
  // How many presses the sender has put in the post's data; the bar shows the rest itself, so
  // a press counts at once (the spec's rule) even before the sender's code has come.
  const [applied, setApplied] = useState(0);
  const shown = presses.slice(applied).reduce<ReactionState>(applyReaction, {
    reactions: post.reactions,
    myReaction: post.myReaction,
  });
  const idPrefix = useId();
  const intl = useIntl();
  return (
    <div className="flex flex-col gap-2">
      <fieldset className="m-0 flex min-w-0 flex-wrap gap-1.5 border-0 p-0 sm:gap-2">
        <legend className="sr-only">{intl.formatMessage(messages.reactions)}</legend>
        {reactionTypes.map((type) => {
          const { emoji, pressed } = looks[type];
          const isMine = shown.myReaction === type;
          const count = shown.reactions[type];
          const countId = `${idPrefix}-${type}`;
          return (
            <button
              key={type}
              type="button"
              aria-label={intl.formatMessage(messages[type])}
              aria-pressed={isMine}
              aria-describedby={countId}
              onClick={() => setPresses((earlier) => [...earlier, type])}
              onPointerEnter={ReactionSender.preload}
              onFocus={ReactionSender.preload}
              className={`inline-flex h-9 items-center gap-1 rounded-full border px-2.5 text-sm sm:gap-1.5 sm:px-3 font-semibold transition-colors ${
                isMine
                  ? pressed
                  : "border-slate-200 bg-white text-slate-700 hover:border-slate-300 hover:bg-slate-50"
              }`}
            >
              <span aria-hidden="true" className="text-base leading-none">
                {emoji}
              </span>
              <span id={countId} className="min-w-[1ch] tabular-nums">
                {count}
                <span className="sr-only"> {intl.formatMessage(messages.count, { count })}</span>
              </span>
            </button>
          );
        })}
      </fieldset>
      {presses.length > 0 && (
        <ReactionSender
          city={city}
          postId={post.id}
          presses={presses}
          onApplied={() => setApplied((earlier) => earlier + 1)}
        />
      )}
    </div>
  );
}
