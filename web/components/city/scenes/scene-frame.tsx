import type { ReactNode } from "react";

/** A vertical gradient's stops: [offset, colour]. */
type Stops = readonly (readonly [number, string])[];

/**
 * What every city drawing shares: a 400×240 canvas that fills its card and is
 * hidden from screen readers (the card names the city), and its top-to-bottom
 * sky and other gradients, keyed by name and given the drawing's own ids (svg-id.ts).
 */
export function SceneFrame({
  id,
  sky,
  gradients = {},
  defs,
  children,
}: {
  id: (name: string) => string;
  /** The sky, drawn first over the whole canvas. */
  sky: Stops;
  gradients?: Record<string, Stops>;
  defs?: ReactNode;
  children: ReactNode;
}) {
  return (
    <svg
      viewBox="0 0 400 240"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
      className="size-full"
    >
      <defs>
        {Object.entries({ sky, ...gradients }).map(([name, stops]) => (
          <linearGradient key={name} id={id(name)} x1="0" y1="0" x2="0" y2="1">
            {stops.map(([offset, colour]) => (
              <stop key={offset} offset={offset} stopColor={colour} />
            ))}
          </linearGradient>
        ))}
        {defs}
      </defs>
      <rect width="400" height="240" fill={`url(#${id("sky")})`} />
      {children}
    </svg>
  );
}
