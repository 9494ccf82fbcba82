import { type FormEvent, useId, useState } from "react";
import type { Language } from "../../../contracts/i18n/languages.ts";
import type { Invite } from "../../../contracts/invites.ts";
import { inviteLimits } from "../../../contracts/invites-rules.ts";
import { Alert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { ConfirmDialog } from "../../components/ui/confirm-dialog.tsx";
import { LoadFailed } from "../../components/ui/load-failed.tsx";
import { MutationError } from "../../components/ui/mutation-error.tsx";
import { SelectField } from "../../components/ui/select-field.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { TextField } from "../../components/ui/text-field.tsx";
import { apiErrorText } from "../../lib/api-error-text.ts";
import { formatMediumDateTimeIn } from "../../lib/format-date.ts";
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";
import { useCities } from "../../lib/use-cities.ts";
import { useCreateInvite, useInvites, useRevokeInvite } from "./use-invites.ts";

const messages = defineMessages({
  title: { id: "account.invites.title", defaultMessage: "Invite someone" },
  intro: {
    id: "account.invites.intro",
    defaultMessage:
      "They get a link by email and sign up with a password only: verified, and already a member of the city. The link works once, for {days} days.",
  },
  email: { id: "account.invites.email", defaultMessage: "Email" },
  city: { id: "account.invites.city", defaultMessage: "City" },
  chooseCity: { id: "account.invites.chooseCity", defaultMessage: "Choose a city" },
  language: { id: "account.invites.language", defaultMessage: "Language of the mail" },
  english: { id: "account.invites.english", defaultMessage: "English" },
  spanish: { id: "account.invites.spanish", defaultMessage: "Spanish" },
  send: { id: "account.invites.send", defaultMessage: "Send invitation" },
  sent: { id: "account.invites.sent", defaultMessage: "Invitation sent to {email}." },
  pending: { id: "account.invites.pending", defaultMessage: "Pending invitations" },
  none: { id: "account.invites.none", defaultMessage: "No pending invitations." },
  couldNotLoad: {
    id: "account.invites.couldNotLoad",
    defaultMessage: "Could not load the invitations. {why}",
  },
  loading: { id: "account.invites.loading", defaultMessage: "Loading invitations" },
  expires: { id: "account.invites.expires", defaultMessage: "{city} · expires {date}" },
  by: { id: "account.invites.by", defaultMessage: "Invited by {name}" },
  revoke: { id: "account.invites.revoke", defaultMessage: "Withdraw" },
  revokeLabel: {
    id: "account.invites.revokeLabel",
    defaultMessage: "Withdraw the invitation of {email}",
  },
  confirmTitle: { id: "account.invites.confirmTitle", defaultMessage: "Withdraw this invitation?" },
  confirmText: {
    id: "account.invites.confirmText",
    defaultMessage: "The link sent to {email} will stop working. You can invite them again later.",
  },
});

/** The Invites tab (admins, issue 31): invite an address to a city, and the pending invites. */
export function InvitesPanel() {
  const intl = useIntl();
  const headingId = useId();
  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby={headingId} className="flex flex-col gap-4">
        <h2 id={headingId} className="text-xl font-bold text-slate-900">
          {intl.formatMessage(messages.title)}
        </h2>
        <p className="text-sm text-slate-600">
          {intl.formatMessage(messages.intro, { days: inviteLimits.days })}
        </p>
        <InviteForm />
      </section>
      <PendingInvites />
    </div>
  );
}

function InviteForm() {
  const intl = useIntl();
  const cities = useCities();
  const create = useCreateInvite();
  const [email, setEmail] = useState("");
  const [city, setCity] = useState("");
  const [language, setLanguage] = useState<Language>(intl.locale.startsWith("es") ? "es" : "en");
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSentTo(null);
    create.mutate(
      { email: email.trim(), city, language },
      {
        onSuccess: (invite) => {
          setSentTo(invite.email);
          setEmail("");
        },
      },
    );
  };

  return (
    <Card className="p-4 sm:p-6">
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        {sentTo && (
          <Alert tone="success">
            <span className="[overflow-wrap:anywhere]">
              {intl.formatMessage(messages.sent, { email: sentTo })}
            </span>
          </Alert>
        )}
        <MutationError error={create.error} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={intl.formatMessage(messages.email)}
            type="email"
            autoComplete="off"
            inputMode="email"
            autoCapitalize="off"
            spellCheck={false}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <SelectField
            label={intl.formatMessage(messages.city)}
            value={city}
            onChange={(event) => setCity(event.target.value)}
            options={[
              { value: "", label: intl.formatMessage(messages.chooseCity) },
              ...(cities.data ?? []).map((each) => ({ value: each.slug, label: each.name })),
            ]}
          />
          <SelectField
            label={intl.formatMessage(messages.language)}
            value={language}
            onChange={(event) => setLanguage(event.target.value as Language)}
            options={[
              { value: "en", label: intl.formatMessage(messages.english) },
              { value: "es", label: intl.formatMessage(messages.spanish) },
            ]}
          />
        </div>
        <Button type="submit" busy={create.isPending} className="self-start">
          {intl.formatMessage(messages.send)}
        </Button>
      </form>
    </Card>
  );
}

function PendingInvites() {
  const intl = useIntl();
  const headingId = useId();
  const invites = useInvites();
  const revoke = useRevokeInvite();
  const [doomed, setDoomed] = useState<Invite | null>(null);

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-xl font-bold text-slate-900">
        {intl.formatMessage(messages.pending)}
      </h2>
      {invites.isPending ? (
        <div role="status" aria-busy="true" className="flex flex-col gap-2">
          <span className="sr-only">{intl.formatMessage(messages.loading)}</span>
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-16 w-full" />
        </div>
      ) : invites.isError ? (
        <LoadFailed
          message={intl.formatMessage(messages.couldNotLoad, { why: apiErrorText(invites.error) })}
          retrying={invites.isFetching}
          onRetry={() => invites.refetch()}
        />
      ) : invites.data.length === 0 ? (
        <Card className="p-8 text-center text-slate-600">{intl.formatMessage(messages.none)}</Card>
      ) : (
        <ul aria-labelledby={headingId} className="flex flex-col gap-2">
          {invites.data.map((invite) => (
            <li
              key={invite.id}
              className="flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 bg-white p-3"
            >
              <div className="min-w-0 flex-1">
                <p className="font-semibold break-all text-slate-900" translate="no">
                  {invite.email}
                </p>
                <p className="text-sm text-slate-600">
                  {intl.formatMessage(messages.expires, {
                    city: invite.city.name,
                    date: formatMediumDateTimeIn(new Date(invite.expiresAt), {
                      language: intl.locale,
                    }),
                  })}
                </p>
                {invite.invitedBy && (
                  <p className="text-xs text-slate-500">
                    {intl.formatMessage(messages.by, { name: invite.invitedBy })}
                  </p>
                )}
              </div>
              <Button
                variant="secondary"
                size="sm"
                aria-label={intl.formatMessage(messages.revokeLabel, { email: invite.email })}
                onClick={() => {
                  revoke.reset();
                  setDoomed(invite);
                }}
              >
                {intl.formatMessage(messages.revoke)}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={doomed !== null}
        title={intl.formatMessage(messages.confirmTitle)}
        description={intl.formatMessage(messages.confirmText, { email: doomed?.email ?? "" })}
        confirmLabel={intl.formatMessage(messages.revoke)}
        busy={revoke.isPending}
        error={revoke.error}
        onConfirm={() => {
          if (doomed) revoke.mutate(doomed.id, { onSuccess: () => setDoomed(null) });
        }}
        onClose={() => setDoomed(null)}
      />
    </section>
  );
}
