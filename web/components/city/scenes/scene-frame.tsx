import type { ReactNode } from "react";

/** A vertical gradient's stops: [offset, colour]. */
type Stops = readonly (readonly [number, string])[];

/**
 * What every city drawing shares: a 400×240 canvas that fills its card and is
 * hidden from screen readers (the card names the city), and its top-to-bottom
 * gradients, keyed by name and given the drawing's own ids (svg-id.ts).
 */
export function SceneFrame({
  id,
  gradients,
  defs,
  children,
}: {
  id: (name: string) => string;
  gradients: Record<string, Stops>;
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
        {Object.entries(gradients).map(([name, stops]) => (
          <linearGradient key={name} id={id(name)} x1="0" y1="0" x2="0" y2="1">
            {stops.map(([offset, colour]) => (
              <stop key={offset} offset={offset} stopColor={colour} />
            ))}
          </linearGradient>
        ))}
        {defs}
      </defs>
      {children}
    </svg>
  );
}
