import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";
import type { LiveStatus } from "../../lib/realtime.ts";

const messages = defineMessages({
  live: { id: "posts.live", defaultMessage: "Live" },
  connecting: { id: "posts.connecting", defaultMessage: "Connecting…" },
  reconnecting: { id: "posts.reconnecting", defaultMessage: "Reconnecting…" },
  offline: { id: "posts.notLive", defaultMessage: "Not live" },
  liveHint: {
    id: "posts.liveHint",
    defaultMessage: "New posts, reactions and comments appear as they happen",
  },
});

const looks: Record<LiveStatus, { dot: string; text: string }> = {
  live: { dot: "bg-emerald-500", text: "text-emerald-800" },
  connecting: { dot: "bg-slate-400", text: "text-slate-600" },
  reconnecting: { dot: "bg-amber-500", text: "text-amber-900" },
  offline: { dot: "bg-slate-400", text: "text-slate-600" },
};

/** Whether new posts, reactions and comments will appear by themselves right now. */
export function LiveStatusBadge({ status }: { status: LiveStatus }) {
  const intl = useIntl();
  const { dot, text } = looks[status];
  return (
    <span
      title={status === "live" ? intl.formatMessage(messages.liveHint) : undefined}
      className={`inline-flex items-center gap-1.5 rounded-full bg-white px-2.5 py-1 text-xs font-semibold ring-1 ring-slate-200 ${text}`}
    >
      <span
        aria-hidden="true"
        className={`size-2 rounded-full ${dot} ${status === "live" ? "animate-pulse" : ""}`}
      />
      {intl.formatMessage(messages[status])}
    </span>
  );
}
