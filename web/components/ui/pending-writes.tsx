import { CircleAlert, Clock, RotateCw, Trash2 } from "lucide-react";
import { useState } from "react";
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";
import { isOffline, type OutboxWrite } from "../../lib/outbox.ts";
import { discardWrite, retryWrite } from "../../lib/outbox-queue.ts";
import { translatedText } from "../../lib/translated-text.ts";
import { Button } from "./button.tsx";
import { Spinner } from "./spinner.tsx";

const messages = defineMessages({
  list: { id: "outbox.list", defaultMessage: "Not sent yet" },
  waiting: { id: "outbox.waiting", defaultMessage: "Waiting to send" },
  waitingHint: {
    id: "outbox.waitingHint",
    defaultMessage: "Coastal will send it when you're back online.",
  },
  sending: { id: "outbox.sending", defaultMessage: "Sending…" },
  failed: { id: "outbox.failed", defaultMessage: "Not sent." },
  withPhoto: { id: "outbox.withPhoto", defaultMessage: "With a photo" },
  retry: { id: "outbox.retry", defaultMessage: "Retry" },
  discard: { id: "outbox.discard", defaultMessage: "Discard" },
});

const looks = {
  post: "rounded-2xl border border-dashed border-slate-300 bg-white p-4 sm:p-5",
  comment: "rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-3.5 py-2.5",
  message:
    "ml-auto max-w-[85%] rounded-2xl border border-dashed border-ocean-300 bg-ocean-50 px-3.5 py-2.5",
} as const;

/**
 * Writes kept in the outbox (web/lib/outbox.ts), shown where they will appear: the text as
 * written and its state, "Waiting to send", "Sending…", or the server's refusal with Retry
 * and Discard.
 */
export function PendingWrites({
  writes,
  look,
}: {
  writes: readonly OutboxWrite[];
  look: keyof typeof looks;
}) {
  const intl = useIntl();
  if (writes.length === 0) return null;
  return (
    <ul aria-label={intl.formatMessage(messages.list)} className="flex flex-col gap-3">
      {writes.map((write) => (
        <li key={write.key} data-outbox-state={write.state} className={`flex ${looks[look]}`}>
          <PendingWrite write={write} />
        </li>
      ))}
    </ul>
  );
}

function PendingWrite({ write }: { write: OutboxWrite }) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const act = (action: (key: string) => Promise<void>) => () => {
    setBusy(true);
    void action(write.key).finally(() => setBusy(false));
  };
  // A write left "sending" by a tab that went offline is waiting again.
  const state = write.state === "sending" && isOffline() ? "waiting" : write.state;
  return (
    <div className="flex min-w-0 flex-1 flex-col gap-2">
      <p
        data-user-content
        className="text-sm break-words whitespace-pre-wrap text-slate-700 sm:text-base"
      >
        {write.text}
      </p>
      {write.photo && (
        <p className="text-xs text-slate-600">{intl.formatMessage(messages.withPhoto)}</p>
      )}
      <div aria-live="polite" className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
        {state === "waiting" && (
          <>
            <span className="inline-flex items-center gap-1.5 font-semibold text-slate-800">
              <Clock aria-hidden="true" className="size-4" />
              {intl.formatMessage(messages.waiting)}
            </span>
            <span className="text-slate-600">{intl.formatMessage(messages.waitingHint)}</span>
          </>
        )}
        {state === "sending" && (
          <span className="inline-flex items-center gap-1.5 font-semibold text-ocean-800">
            <Spinner size="sm" />
            {intl.formatMessage(messages.sending)}
          </span>
        )}
        {state === "failed" && (
          <span role="alert" className="inline-flex items-start gap-1.5 text-red-900">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              <span className="font-semibold">{intl.formatMessage(messages.failed)}</span>{" "}
              {write.problem ? translatedText(intl, write.problem) : null}
            </span>
          </span>
        )}
      </div>
      {state !== "sending" && (
        <div className="flex flex-wrap gap-2">
          {state === "failed" && (
            <Button variant="secondary" size="sm" busy={busy} onClick={act(retryWrite)}>
              {!busy && <RotateCw aria-hidden="true" className="size-4" />}
              {intl.formatMessage(messages.retry)}
            </Button>
          )}
          <Button variant="ghost" size="sm" disabled={busy} onClick={act(discardWrite)}>
            <Trash2 aria-hidden="true" className="size-4" />
            {intl.formatMessage(messages.discard)}
          </Button>
        </div>
      )}
    </div>
  );
}
