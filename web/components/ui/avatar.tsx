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
  sm: "size-8 text-sm",
  md: "size-9 text-sm",
  lg: "size-12 text-lg",
  xl: "size-28 text-4xl",
} as const;

function paletteFor(name: string) {
  let sum = 0;
  for (const char of name) sum += char.codePointAt(0) ?? 0;
  return palette[sum % palette.length];
}

/** A person's picture, or the first letter of their name when they have none. Decorative: label the surrounding control. */
export function Avatar({
  name,
  src,
  size = "md",
}: {
  name: string;
  src?: string | null;
  size?: keyof typeof sizes;
}) {
  if (src) {
    return (
      <img
        src={src}
        alt=""
        className={`${sizes[size]} shrink-0 rounded-full object-cover ring-1 ring-slate-900/10`}
      />
    );
  }
  const initial = name.trim().charAt(0).toUpperCase() || "?";
  return (
    <span
      aria-hidden="true"
      className={`${sizes[size]} ${paletteFor(name)} inline-flex shrink-0 items-center justify-center rounded-full font-bold`}
    >
      {initial}
    </span>
  );
}
