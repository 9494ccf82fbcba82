// Initials get one of these pairs, picked from the name so a person keeps their colour.
// Every pair passes WCAG AA for the initial's text.
const palette = [
  "bg-ocean-100 text-ocean-900",
  "bg-sand-100 text-amber-900",
  "bg-coral-100 text-red-900",
  "bg-emerald-100 text-emerald-900",
  "bg-indigo-100 text-indigo-900",
] as const;

const sizes = {
  sm: { classes: "size-8 text-sm", pixels: 32 },
  md: { classes: "size-9 text-sm", pixels: 36 },
  lg: { classes: "size-12 text-lg", pixels: 48 },
  xl: { classes: "size-28 text-4xl", pixels: 112 },
} as const;

function paletteFor(name: string) {
  let sum = 0;
  for (const char of name) sum += char.codePointAt(0) ?? 0;
  return palette[sum % palette.length];
}

/**
 * A person's picture, or the first letter of their name when they have none. Decorative: label the surrounding control.
 * Pictures in lists load as they scroll into view; `loading="eager"` is for the few always on screen.
 */
export function Avatar({
  name,
  src,
  size = "md",
  loading = "lazy",
}: {
  name: string;
  src?: string | null;
  size?: keyof typeof sizes;
  loading?: "lazy" | "eager";
}) {
  const { classes, pixels } = sizes[size];
  if (src) {
    return (
      // Width and height hold the picture's place, so nothing moves when it arrives.
      <img
        src={src}
        alt=""
        width={pixels}
        height={pixels}
        loading={loading}
        decoding="async"
        className={`${classes} shrink-0 rounded-full object-cover ring-1 ring-slate-900/10`}
      />
    );
  }
  const initial = name.trim().charAt(0).toUpperCase() || "?";
  return (
    <span
      aria-hidden="true"
      className={`${classes} ${paletteFor(name)} inline-flex shrink-0 items-center justify-center rounded-full font-bold`}
    >
      {initial}
    </span>
  );
}
