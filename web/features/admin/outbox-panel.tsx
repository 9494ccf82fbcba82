import { RotateCw } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import type { Outbox, OutboxMail } from "../../../contracts/admin.ts";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { LinkedText } from "../../components/ui/linked-text.tsx";
import { LoadFailed } from "../../components/ui/load-failed.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { TextField } from "../../components/ui/text-field.tsx";
import { apiErrorText } from "../../lib/api-error-text.ts";
import { formatLongDate, formatRelative } from "../../lib/format-relative.ts";
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";
import { DigestPreviewPicker } from "./digest-preview.tsx";
import { useOutbox } from "./use-outbox.ts";

const messages = defineMessages({
  outboxNote: {
    id: "admin.outbox.outboxNote",
    defaultMessage:
      "{setting} is not set, so Coastal sends no mail: what it would have sent is kept here and in the server log. Pass a link on only to the person it was meant for.",
  },
  smtpNote: {
    id: "admin.outbox.smtpNote",
    defaultMessage: "Mail is delivered over SMTP. What is here was kept before {setting} was set.",
  },
  title: { id: "admin.outbox.title", defaultMessage: "Outbox" },
  refresh: { id: "admin.outbox.refresh", defaultMessage: "Refresh" },
  recipient: { id: "admin.outbox.recipient", defaultMessage: "Recipient" },
  showMail: { id: "admin.outbox.showMail", defaultMessage: "Show mail" },
  showAll: { id: "admin.outbox.showAll", defaultMessage: "Show all" },
  couldNotLoad: {
    id: "admin.outbox.couldNotLoad",
    defaultMessage: "Could not load the outbox. {why}",
  },
  noMailTo: { id: "admin.outbox.noMailTo", defaultMessage: "No mail to {recipient}." },
  noMail: { id: "admin.outbox.noMail", defaultMessage: "No mail yet." },
  mailTo: { id: "admin.outbox.mailTo", defaultMessage: "Mail to {recipient}" },
  mail: { id: "admin.outbox.mail", defaultMessage: "Mail" },
  to: { id: "admin.outbox.to", defaultMessage: "To <b>{to}</b>" },
  loading: { id: "admin.outbox.loading", defaultMessage: "Loading mail" },
});

const setting = <code className="rounded bg-slate-100 px-1 py-0.5 text-[0.9em]">SMTP_URL</code>;
const deliveryNotes = {
  outbox: messages.outboxNote,
  smtp: messages.smtpNote,
} satisfies Record<Outbox["delivery"], unknown>;

/** The Outbox tab: mail kept instead of sent, newest first, with its links clickable. */
export function OutboxPanel() {
  const [recipient, setRecipient] = useState("");
  const [draft, setDraft] = useState("");
  const outbox = useOutbox(recipient);
  const headingId = useId();
  const intl = useIntl();

  const filter = (event: FormEvent) => {
    event.preventDefault();
    setRecipient(draft.trim().toLowerCase());
  };
  const showAll = () => {
    setDraft("");
    setRecipient("");
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-xl font-bold text-slate-900">
          {intl.formatMessage(messages.title)}
        </h2>
        <Button
          variant="secondary"
          size="sm"
          busy={outbox.isFetching}
          onClick={() => outbox.refetch()}
        >
          {!outbox.isFetching && <RotateCw aria-hidden="true" className="size-4" />}
          {intl.formatMessage(messages.refresh)}
        </Button>
      </div>
      {outbox.data && (
        <p className="text-sm text-slate-600">
          {intl.formatMessage(deliveryNotes[outbox.data.delivery], { setting })}
        </p>
      )}
      <DigestPreviewPicker />
      <form onSubmit={filter} className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <TextField
          label={intl.formatMessage(messages.recipient)}
          type="email"
          autoComplete="off"
          placeholder="name@example.com"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          className="sm:max-w-sm sm:flex-1"
        />
        <div className="flex gap-3">
          <Button type="submit" variant="secondary" className="h-11!">
            {intl.formatMessage(messages.showMail)}
          </Button>
          {recipient && (
            <Button variant="ghost" className="h-11!" onClick={showAll}>
              {intl.formatMessage(messages.showAll)}
            </Button>
          )}
        </div>
      </form>
      {outbox.isPending ? (
        <OutboxSkeleton />
      ) : outbox.isError ? (
        <LoadFailed
          message={intl.formatMessage(messages.couldNotLoad, { why: apiErrorText(outbox.error) })}
          retrying={outbox.isFetching}
          onRetry={() => outbox.refetch()}
        />
      ) : outbox.data.mail.length === 0 ? (
        <Card className="p-8 text-center text-slate-600">
          {recipient
            ? intl.formatMessage(messages.noMailTo, { recipient })
            : intl.formatMessage(messages.noMail)}
        </Card>
      ) : (
        <ul
          className="flex flex-col gap-4"
          aria-label={
            recipient
              ? intl.formatMessage(messages.mailTo, { recipient })
              : intl.formatMessage(messages.mail)
          }
        >
          {outbox.data.mail.map((mail) => (
            <li key={mail.id}>
              <MailCard mail={mail} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function MailCard({ mail }: { mail: OutboxMail }) {
  const subjectId = useId();
  const keptAt = new Date(mail.createdAt);
  const intl = useIntl();
  return (
    <Card className="p-5 sm:p-6">
      <article aria-labelledby={subjectId} className="flex flex-col gap-3">
        <header className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
          <h3 id={subjectId} className="text-base font-bold break-words text-slate-900">
            {mail.subject}
          </h3>
          <p className="shrink-0 text-sm text-slate-600">
            <time dateTime={mail.createdAt} title={formatLongDate(intl, keptAt)}>
              {formatRelative(intl, keptAt)}
            </time>
          </p>
        </header>
        <p className="text-sm text-slate-600 [overflow-wrap:anywhere]">
          {intl.formatMessage(messages.to, {
            to: mail.to,
            b: (chunks) => <span className="font-medium text-slate-900">{chunks}</span>,
          })}
        </p>
        <LinkedText
          text={mail.text}
          className="rounded-lg bg-slate-50 px-3.5 py-3 text-sm text-slate-900"
        />
      </article>
    </Card>
  );
}

function OutboxSkeleton() {
  const intl = useIntl();
  return (
    <div role="status" aria-busy="true" className="flex flex-col gap-4">
      <span className="sr-only">{intl.formatMessage(messages.loading)}</span>
      {[0, 1].map((key) => (
        <Card key={key} className="flex flex-col gap-3 p-6">
          <Skeleton className="h-4 w-56" />
          <Skeleton className="h-3 w-40" />
          <Skeleton className="h-20" />
        </Card>
      ))}
    </div>
  );
}
