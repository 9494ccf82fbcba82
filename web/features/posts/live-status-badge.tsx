import type { LiveStatus } from "../../lib/realtime.ts";

const looks: Record<LiveStatus, { label: string; dot: string; text: string }> = {
  live: { label: "Live", dot: "bg-emerald-500", text: "text-emerald-800" },
  connecting: { label: "Connecting…", dot: "bg-slate-400", text: "text-slate-600" },
  reconnecting: { label: "Reconnecting…", dot: "bg-amber-500", text: "text-amber-900" },
  offline: { label: "Not live", dot: "bg-slate-400", text: "text-slate-600" },
};

/** Whether new posts, reactions and comments will appear by themselves right now. */
export function LiveStatusBadge({ status }: { status: LiveStatus }) {
  const { label, dot, text } = looks[status];
  return (
    <span
      title={
        status === "live" ? "New posts, reactions and comments appear as they happen" : undefined
      }
      className={`inline-flex items-center gap-1.5 rounded-full bg-white px-2.5 py-1 text-xs font-semibold ring-1 ring-slate-200 ${text}`}
    >
      <span
        aria-hidden="true"
        className={`size-2 rounded-full ${dot} ${status === "live" ? "animate-pulse" : ""}`}
      />
      {label}
    </span>
  );
}
