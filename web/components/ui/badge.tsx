import type { ReactNode } from "react";

const tones = {
  ocean: "bg-ocean-100 text-ocean-900",
  sand: "bg-sand-100 text-amber-900",
  green: "bg-emerald-100 text-emerald-900",
  slate: "bg-slate-100 text-slate-700",
} as const;

export function Badge({
  tone = "slate",
  children,
}: {
  tone?: keyof typeof tones;
  children: ReactNode;
}) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${tones[tone]}`}
    >
      {children}
    </span>
  );
}
