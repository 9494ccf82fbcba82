import { ArrowUp } from "lucide-react";
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";

const messages = defineMessages({
  newPosts: {
    id: "posts.newPosts",
    defaultMessage: "{count, plural, one {# new post} other {# new posts}}",
  },
});

/** Floats over the feed when posts arrive above where the viewer is reading. */
export function NewPostsPill({ count, onShow }: { count: number; onShow: () => void }) {
  const intl = useIntl();
  if (count === 0) return null;
  return (
    <div className="pointer-events-none sticky top-20 z-20 -mb-11 flex justify-center">
      <button
        type="button"
        onClick={onShow}
        className="pointer-events-auto inline-flex h-10 animate-menu-in items-center gap-1.5 rounded-full bg-ocean-700 px-4 text-sm font-semibold text-white shadow-lg shadow-ocean-900/20 hover:bg-ocean-800"
      >
        <ArrowUp aria-hidden="true" className="size-4" />
        {intl.formatMessage(messages.newPosts, { count })}
      </button>
    </div>
  );
}
