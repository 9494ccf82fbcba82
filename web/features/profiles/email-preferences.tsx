import { useId } from "react";
import {
  type EmailPreferenceKind,
  emailMessages,
  emailPreferenceLabels,
  moderatorEmailKinds,
} from "../../../contracts/notifications-rules.ts";
import { LoadFailed } from "../../components/ui/load-failed.tsx";
import { MutationError } from "../../components/ui/mutation-error.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { apiErrorText } from "../../lib/api-error-text.ts";
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";
import { useEmailPreferences, useSetEmailPreference } from "./use-email-preferences.ts";

/** The profile's choices, in the order a person thinks of them. */
const messages = defineMessages({
  yourPosts: { id: "emails.group.yourPosts", defaultMessage: "Your posts" },
  events: { id: "emails.group.events", defaultMessage: "Events" },
  messages: { id: "emails.group.messages", defaultMessage: "Messages" },
  membershipsAndReports: {
    id: "emails.group.membershipsAndReports",
    defaultMessage: "Memberships and reports",
  },
  moderation: { id: "emails.group.moderation", defaultMessage: "Moderation" },
  yourCities: { id: "emails.group.yourCities", defaultMessage: "Your cities" },
  loading: { id: "emails.loadingSettings", defaultMessage: "Loading your email settings" },
  loadFailed: {
    id: "emails.loadFailed",
    defaultMessage: "Could not load your email settings. {why}",
  },
});

const groups: { title: keyof typeof messages; kinds: EmailPreferenceKind[] }[] = [
  { title: "yourPosts", kinds: ["comment_on_post", "reaction_on_post"] },
  { title: "events", kinds: ["event_changed", "event_cancelled"] },
  { title: "messages", kinds: ["new_message", "item_sold"] },
  {
    title: "membershipsAndReports",
    kinds: ["membership_approved", "membership_rejected", "report_handled", "content_removed"],
  },
  { title: "moderation", kinds: ["membership_request", "new_report"] },
  { title: "yourCities", kinds: ["weekly_digest"] },
];

/** "Email notifications" on /profile: in-app is always on; each kind's email is a switch. */
export function EmailPreferencesSection({ moderates }: { moderates: boolean }) {
  const intl = useIntl();
  const preferences = useEmailPreferences();
  const setPreference = useSetEmailPreference();
  if (preferences.isPending) {
    return (
      <div role="status" aria-busy="true" className="flex flex-col gap-3">
        <span className="sr-only">{intl.formatMessage(messages.loading)}</span>
        <Skeleton className="h-6 w-full" />
        <Skeleton className="h-6 w-full" />
        <Skeleton className="h-6 w-2/3" />
      </div>
    );
  }
  if (preferences.isError) {
    return (
      <LoadFailed
        message={intl.formatMessage(messages.loadFailed, {
          why: apiErrorText(preferences.error),
        })}
        retrying={preferences.isFetching}
        onRetry={() => preferences.refetch()}
      />
    );
  }
  const shown = groups
    .map((group) => ({
      ...group,
      kinds: group.kinds.filter((kind) => moderates || !moderatorEmailKinds.includes(kind)),
    }))
    .filter((group) => group.kinds.length > 0);
  return (
    <div className="flex flex-col gap-5">
      <p className="text-sm text-slate-600">{intl.formatMessage(emailMessages.sectionIntro)}</p>
      {shown.map((group) => (
        <fieldset key={group.title} className="flex flex-col gap-1">
          <legend className="mb-1 text-sm font-semibold text-slate-900">
            {intl.formatMessage(messages[group.title])}
          </legend>
          {group.kinds.map((kind) => (
            <EmailSwitch
              key={kind}
              label={intl.formatMessage(emailPreferenceLabels[kind])}
              on={preferences.data.email[kind]}
              onChange={(on) => setPreference.mutate({ kind, on })}
            />
          ))}
        </fieldset>
      ))}
      <div aria-live="polite" className="min-h-5">
        {setPreference.isError ? (
          <MutationError error={setPreference.error} />
        ) : setPreference.isSuccess ? (
          <p className="text-sm text-emerald-700">{intl.formatMessage(emailMessages.saved)}</p>
        ) : null}
      </div>
    </div>
  );
}

function EmailSwitch({
  label,
  on,
  onChange,
}: {
  label: string;
  on: boolean;
  onChange: (on: boolean) => void;
}) {
  const id = useId();
  return (
    <label
      htmlFor={id}
      className="flex min-h-11 cursor-pointer items-center justify-between gap-4 rounded-lg px-2 py-1.5 text-sm text-slate-800 hover:bg-slate-50"
    >
      <span>{label}</span>
      <span className="relative inline-flex shrink-0 items-center">
        <input
          id={id}
          type="checkbox"
          role="switch"
          aria-checked={on}
          checked={on}
          onChange={(event) => onChange(event.target.checked)}
          className="peer sr-only"
        />
        <span
          aria-hidden="true"
          className="h-6 w-11 rounded-full bg-slate-300 transition-colors peer-checked:bg-ocean-600 peer-focus-visible:ring-2 peer-focus-visible:ring-ocean-500 peer-focus-visible:ring-offset-2"
        />
        <span
          aria-hidden="true"
          className="absolute left-0.5 size-5 rounded-full bg-white shadow transition-transform peer-checked:translate-x-5"
        />
      </span>
    </label>
  );
}
