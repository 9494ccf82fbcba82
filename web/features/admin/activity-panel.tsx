import { useState } from "react";
import { Alert } from "../../components/ui/alert.tsx";
import { Card } from "../../components/ui/card.tsx";
import { LoadFailed } from "../../components/ui/load-failed.tsx";
import { LoadMore } from "../../components/ui/load-more.tsx";
import { SelectField } from "../../components/ui/select-field.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { apiErrorText } from "../../lib/api-error-text.ts";
import { formatDateTime } from "../../lib/format-date.ts";
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";
import { useCities } from "../../lib/use-cities.ts";
import { useActivity } from "./use-activity.ts";

/** The audit log's actions in people's words. */
const actionLabels = defineMessages({
  approve: { id: "admin.action.approve", defaultMessage: "Approved a request" },
  reject: { id: "admin.action.reject", defaultMessage: "Rejected a request" },
  "delete-content": { id: "admin.action.deleteContent", defaultMessage: "Deleted content" },
  "dismiss-report": { id: "admin.action.dismissReport", defaultMessage: "Dismissed reports" },
  ban: { id: "admin.action.ban", defaultMessage: "Banned" },
  unban: { id: "admin.action.unban", defaultMessage: "Unbanned" },
  "delete-user": { id: "admin.action.deleteUser", defaultMessage: "Deleted a user" },
  "grant-admin": { id: "admin.action.grantAdmin", defaultMessage: "Made admin" },
  "revoke-admin": { id: "admin.action.revokeAdmin", defaultMessage: "Revoked admin" },
  "appoint-moderator": {
    id: "admin.action.appointModerator",
    defaultMessage: "Appointed a moderator",
  },
  "remove-moderator": { id: "admin.action.removeModerator", defaultMessage: "Removed a moderator" },
  "close-poll": { id: "admin.action.closePoll", defaultMessage: "Closed a poll" },
  "add-city": { id: "admin.action.addCity", defaultMessage: "Added a city" },
  invite: { id: "account.invites.actionInvite", defaultMessage: "Invited" },
  "revoke-invite": { id: "account.invites.actionRevoke", defaultMessage: "Withdrew an invitation" },
});

const messages = defineMessages({
  city: { id: "admin.activity.city", defaultMessage: "City" },
  allCities: { id: "admin.activity.allCities", defaultMessage: "All cities" },
  action: { id: "admin.activity.action", defaultMessage: "Action" },
  allActions: { id: "admin.activity.allActions", defaultMessage: "All actions" },
  loading: { id: "admin.activity.loading", defaultMessage: "Loading activity" },
  couldNotLoad: {
    id: "admin.activity.couldNotLoad",
    defaultMessage: "Could not load the activity. {why}",
  },
  couldNotLoadMore: {
    id: "admin.activity.couldNotLoadMore",
    defaultMessage: "Could not load more. {why}",
  },
  none: { id: "admin.activity.none", defaultMessage: "No moderation actions yet." },
  line: {
    id: "admin.activity.line",
    defaultMessage: "<strong>{actor}</strong> {action}: <quote>“{title}”</quote>",
  },
  lineInCity: {
    id: "admin.activity.lineInCity",
    defaultMessage: "<strong>{actor}</strong> {action}: <quote>“{title}”</quote> in {city}",
  },
  reason: { id: "admin.activity.reason", defaultMessage: " · Reason: {reason}" },
});

const isAction = (action: string): action is keyof typeof actionLabels => action in actionLabels;

/** The Activity tab: every moderation action, newest first, by city and action. */
export function ActivityPanel() {
  const [city, setCity] = useState("");
  const [action, setAction] = useState("");
  const cities = useCities();
  const log = useActivity({ city, action });
  const entries = log.data?.pages.flatMap((page) => page.items) ?? [];
  const intl = useIntl();
  const actionLabel = (action: string) =>
    isAction(action) ? intl.formatMessage(actionLabels[action]) : action;
  return (
    <div className="flex flex-col gap-5">
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label={intl.formatMessage(messages.city)}
          value={city}
          onChange={(event) => setCity(event.target.value)}
          options={[
            { value: "", label: intl.formatMessage(messages.allCities) },
            ...(cities.data ?? []).map((c) => ({ value: c.slug, label: c.name })),
          ]}
        />
        <SelectField
          label={intl.formatMessage(messages.action)}
          value={action}
          onChange={(event) => setAction(event.target.value)}
          options={[
            { value: "", label: intl.formatMessage(messages.allActions) },
            ...Object.keys(actionLabels).map((value) => ({ value, label: actionLabel(value) })),
          ]}
        />
      </div>
      {log.isPending ? (
        <div role="status" aria-busy="true" className="flex flex-col gap-3">
          <span className="sr-only">{intl.formatMessage(messages.loading)}</span>
          <Skeleton className="h-14 w-full" />
          <Skeleton className="h-14 w-full" />
        </div>
      ) : log.isError && !log.data ? (
        <LoadFailed
          message={intl.formatMessage(messages.couldNotLoad, { why: apiErrorText(log.error) })}
          retrying={log.isFetching}
          onRetry={() => log.refetch()}
        />
      ) : entries.length === 0 ? (
        <Card className="px-6 py-10 text-center text-sm text-slate-600">
          {intl.formatMessage(messages.none)}
        </Card>
      ) : (
        <ol className="flex flex-col gap-2">
          {entries.map((entry) => (
            <li key={entry.id}>
              <Card className="p-3 text-sm text-slate-700">
                <p>
                  {intl.formatMessage(entry.city ? messages.lineInCity : messages.line, {
                    actor: entry.actor.username,
                    action: actionLabel(entry.action).toLocaleLowerCase(intl.locale),
                    title: entry.target.title,
                    city: entry.city?.name,
                    strong: (chunks) => (
                      <span className="font-semibold text-slate-900">{chunks}</span>
                    ),
                    quote: (chunks) => <span className="break-words">{chunks}</span>,
                  })}
                </p>
                <p className="text-slate-600">
                  <time dateTime={entry.createdAt}>
                    {formatDateTime(new Date(entry.createdAt))}
                  </time>
                  {entry.reason && intl.formatMessage(messages.reason, { reason: entry.reason })}
                </p>
              </Card>
            </li>
          ))}
        </ol>
      )}
      {log.isFetchNextPageError && (
        <Alert tone="error">
          {intl.formatMessage(messages.couldNotLoadMore, { why: apiErrorText(log.error) })}
        </Alert>
      )}
      <LoadMore pages={log} />
    </div>
  );
}
