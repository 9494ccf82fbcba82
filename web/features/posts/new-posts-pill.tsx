import { ArrowUp } from "lucide-react";

/** Floats over the feed when posts arrive above where the viewer is reading. */
export function NewPostsPill({ count, onShow }: { count: number; onShow: () => void }) {
  if (count === 0) return null;
  return (
    <div className="pointer-events-none sticky top-20 z-20 -mb-11 flex justify-center">
      <button
        type="button"
        onClick={onShow}
        className="pointer-events-auto inline-flex h-10 animate-menu-in items-center gap-1.5 rounded-full bg-ocean-700 px-4 text-sm font-semibold text-white shadow-lg shadow-ocean-900/20 hover:bg-ocean-800"
      >
        <ArrowUp aria-hidden="true" className="size-4" />
        {count === 1 ? "1 new post" : `${count} new posts`}
      </button>
    </div>
  );
}
