import { useState } from "react";
import { Alert } from "../../components/ui/alert.tsx";
import { Card } from "../../components/ui/card.tsx";
import { LoadFailed } from "../../components/ui/load-failed.tsx";
import { LoadMore } from "../../components/ui/load-more.tsx";
import { SelectField } from "../../components/ui/select-field.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { couldNotLoad } from "../../lib/api-error-text.ts";
import { formatDateTime } from "../../lib/format-date.ts";
import { useCities } from "../../lib/use-cities.ts";
import { useActivity } from "./use-activity.ts";

/** The audit log's actions in people's words. */
const actionLabels: Record<string, string> = {
  approve: "Approved a request",
  reject: "Rejected a request",
  "delete-content": "Deleted content",
  "dismiss-report": "Dismissed reports",
  ban: "Banned",
  unban: "Unbanned",
  "delete-user": "Deleted a user",
  "grant-admin": "Made admin",
  "revoke-admin": "Revoked admin",
  "appoint-moderator": "Appointed a moderator",
  "remove-moderator": "Removed a moderator",
  "close-poll": "Closed a poll",
  "add-city": "Added a city",
};

/** The Activity tab: every moderation action, newest first, by city and action. */
export function ActivityPanel() {
  const [city, setCity] = useState("");
  const [action, setAction] = useState("");
  const cities = useCities();
  const log = useActivity({ city, action });
  const entries = log.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <div className="flex flex-col gap-5">
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label="City"
          value={city}
          onChange={(event) => setCity(event.target.value)}
          options={[
            { value: "", label: "All cities" },
            ...(cities.data ?? []).map((c) => ({ value: c.slug, label: c.name })),
          ]}
        />
        <SelectField
          label="Action"
          value={action}
          onChange={(event) => setAction(event.target.value)}
          options={[
            { value: "", label: "All actions" },
            ...Object.entries(actionLabels).map(([value, label]) => ({ value, label })),
          ]}
        />
      </div>
      {log.isPending ? (
        <div role="status" aria-busy="true" className="flex flex-col gap-3">
          <span className="sr-only">Loading activity</span>
          <Skeleton className="h-14 w-full" />
          <Skeleton className="h-14 w-full" />
        </div>
      ) : log.isError && !log.data ? (
        <LoadFailed
          message={couldNotLoad("the activity", log.error)}
          retrying={log.isFetching}
          onRetry={() => log.refetch()}
        />
      ) : entries.length === 0 ? (
        <Card className="px-6 py-10 text-center text-sm text-slate-600">
          No moderation actions yet.
        </Card>
      ) : (
        <ol className="flex flex-col gap-2">
          {entries.map((entry) => (
            <li key={entry.id}>
              <Card className="p-3 text-sm text-slate-700">
                <p>
                  <span className="font-semibold text-slate-900">{entry.actor.username}</span>{" "}
                  {(actionLabels[entry.action] ?? entry.action).toLowerCase()}:{" "}
                  <span className="break-words">“{entry.target.title}”</span>
                  {entry.city && <> in {entry.city.name}</>}
                </p>
                <p className="text-slate-600">
                  <time dateTime={entry.createdAt}>
                    {formatDateTime(new Date(entry.createdAt))}
                  </time>
                  {entry.reason && <> · Reason: {entry.reason}</>}
                </p>
              </Card>
            </li>
          ))}
        </ol>
      )}
      {log.isFetchNextPageError && <Alert tone="error">{couldNotLoad("more", log.error)}</Alert>}
      <LoadMore pages={log} />
    </div>
  );
}
