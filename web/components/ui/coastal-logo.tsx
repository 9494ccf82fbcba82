/** Coastal's mark: a sun over two waves. Decorative: the wordmark or a label names it. */
export function CoastalMark({ className = "size-8" }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false" className={className}>
      <rect width="64" height="64" rx="16" fill="#0e7490" />
      <circle cx="44" cy="22" r="8" fill="#fcd34d" />
      <path d="M6 40c8-6 14-6 22 0s14 6 22 0 10-4 8-3v21H6z" fill="#a5f3fc" />
      <path d="M6 48c8-6 14-6 22 0s14 6 22 0 10-4 8-3v13H6z" fill="#ecfeff" />
    </svg>
  );
}

/** The mark plus the "Coastal" wordmark, as shown in the navigation bar and footer. */
export function CoastalLogo({ tone = "dark" }: { tone?: "dark" | "light" }) {
  return (
    <span className="inline-flex items-center gap-2">
      <CoastalMark className="size-8 shrink-0" />
      <span
        className={`text-xl font-extrabold tracking-tight ${tone === "dark" ? "text-ocean-900" : "text-white"}`}
      >
        Coastal
      </span>
    </span>
  );
}
