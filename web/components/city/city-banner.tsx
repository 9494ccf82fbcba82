import { lazy, type ReactNode, Suspense } from "react";
import { useCity } from "../../lib/use-city.ts";
import { useMediaQuery } from "../../lib/use-media-query.ts";

// Shown from md up only, so phones never download the drawings (decision 037).
const CityScene = lazy(() =>
  import("./scenes/city-scene.tsx").then((scenes) => ({ default: scenes.CityScene })),
);

/**
 * The band at the top of a city's pages: what this page is, the city's name, its
 * drawing (or the cover photo of a city an admin added).
 */
export function CityBanner({
  slug,
  eyebrow,
  title,
  children,
}: {
  slug: string;
  eyebrow: string;
  title: ReactNode;
  /** A line or two under the title: tagline, counts, a greeting. */
  children?: ReactNode;
}) {
  // The page's gate has loaded the city: read it from the cache, never fetch it here.
  const coverUrl = useCity(slug, { enabled: false }).data?.coverUrl;
  // Tailwind's md: the drawing's box below is hidden on narrower screens.
  const wide = useMediaQuery("(min-width: 48rem)");
  return (
    <div className="relative overflow-hidden border-b border-ocean-100 bg-linear-to-br from-ocean-50 via-white to-sand-50">
      <div
        aria-hidden="true"
        className="absolute -top-24 -right-24 size-80 rounded-full bg-ocean-200/40 blur-3xl"
      />
      <div className="relative mx-auto grid max-w-7xl items-center gap-6 px-4 py-8 sm:px-6 sm:py-10 md:grid-cols-[1fr_18rem] lg:grid-cols-[1fr_24rem] lg:px-8">
        <div className="min-w-0">
          <p className="text-sm font-semibold tracking-wide text-ocean-700 uppercase">{eyebrow}</p>
          <h1 className="mt-1.5 text-3xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-4xl">
            {title}
          </h1>
          {children && <div className="mt-3 text-slate-600">{children}</div>}
        </div>
        {/* On phones the drawing would push the page's content below the fold. */}
        <div className="hidden aspect-[5/3] overflow-hidden rounded-2xl shadow-lg ring-1 shadow-ocean-900/10 ring-slate-900/5 md:block">
          {coverUrl ? (
            <img src={coverUrl} alt="" className="size-full object-cover" />
          ) : (
            wide && (
              <Suspense fallback={null}>
                <CityScene slug={slug} />
              </Suspense>
            )
          )}
        </div>
      </div>
    </div>
  );
}
