import { CircleAlert, CircleCheck, Info } from "lucide-react";
import type { ReactNode } from "react";

const tones = {
  error: { box: "border-coral-500/40 bg-coral-500/10 text-red-900", Icon: CircleAlert },
  success: { box: "border-emerald-500/40 bg-emerald-50 text-emerald-900", Icon: CircleCheck },
  info: { box: "border-ocean-500/40 bg-ocean-50 text-ocean-900", Icon: Info },
} as const;

/** A message that screen readers announce: errors assertively, the rest politely. */
export function Alert({
  tone = "info",
  children,
}: {
  tone?: keyof typeof tones;
  children: ReactNode;
}) {
  const { box, Icon } = tones[tone];
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={`flex items-start gap-2 rounded-lg border px-3 py-2.5 text-sm ${box}`}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div>{children}</div>
    </div>
  );
}
