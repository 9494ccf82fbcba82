import { useId } from "react";
import type { NotificationPreferences } from "../../../contracts/notifications.ts";
import {
  type EmailPreferenceKind,
  emailPreferenceLabels,
  moderatorEmailKinds,
  type NotificationKind,
} from "../../../contracts/notifications-rules.ts";
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";

/** The grid's words; the rows' are the email labels (contracts/notifications-rules.ts). */
export const gridMessages = defineMessages({
  yourPosts: { id: "emails.group.yourPosts", defaultMessage: "Your posts" },
  events: { id: "emails.group.events", defaultMessage: "Events" },
  messages: { id: "emails.group.messages", defaultMessage: "Messages" },
  membershipsAndReports: {
    id: "emails.group.membershipsAndReports",
    defaultMessage: "Memberships and reports",
  },
  moderation: { id: "emails.group.moderation", defaultMessage: "Moderation" },
  yourCities: { id: "emails.group.yourCities", defaultMessage: "Your cities" },
  saved: { id: "emails.group.saved", defaultMessage: "Saved" },
  inApp: { id: "notificationPreferences.channel.inApp", defaultMessage: "In app" },
  email: { id: "notificationPreferences.channel.email", defaultMessage: "Email" },
  push: { id: "notificationPreferences.channel.push", defaultMessage: "Push" },
  /** A switch's whole name: "Push: Comments on your posts". */
  switchLabel: {
    id: "notificationPreferences.switchLabel",
    defaultMessage: "{channel}: {kind}",
  },
  emailOnly: { id: "notificationPreferences.emailOnly", defaultMessage: "Email only" },
});

type Group = { title: keyof typeof gridMessages; kinds: EmailPreferenceKind[] };

/** The rows, in the order a person thinks of them (today's email list, kept). */
const groups: Group[] = [
  { title: "yourPosts", kinds: ["comment_on_post", "reaction_on_post", "mention"] },
  { title: "events", kinds: ["event_changed", "event_cancelled"] },
  { title: "messages", kinds: ["new_message", "item_sold", "saved_search_match"] },
  {
    title: "membershipsAndReports",
    kinds: ["membership_approved", "membership_rejected", "report_handled", "content_removed"],
  },
  { title: "moderation", kinds: ["membership_request", "new_report"] },
  { title: "yourCities", kinds: ["weekly_digest"] },
  { title: "saved", kinds: ["bookmark_reminder"] },
];

export type Channel = "inApp" | "email" | "push";
const channels: Channel[] = ["inApp", "email", "push"];

/** One switch moved: which row, which column, on or off. */
export type GridChange = { kind: EmailPreferenceKind; channel: Channel; on: boolean };

const columns = "sm:grid sm:grid-cols-[minmax(0,1fr)_repeat(3,5.5rem)] sm:items-center sm:gap-2";

/**
 * Each kind (a row, a labelled group) against In app, Email and Push. Wide, a grid with
 * column heads; at phone width each row is a card with three labelled switches. The
 * weekly digest is email only; moderators' rows only for moderators.
 */
export function PreferencesGrid({
  preferences,
  moderates,
  pushOn,
  pushUsable,
  onChange,
}: {
  preferences: NotificationPreferences;
  moderates: boolean;
  /** Push is on for this device: the push column shows the saved choices, else all off. */
  pushOn: boolean;
  /** The push switches can be moved (the browser can be asked, or already said yes). */
  pushUsable: boolean;
  onChange: (change: GridChange) => void;
}) {
  const intl = useIntl();
  const shown = groups
    .map((group) => ({
      ...group,
      kinds: group.kinds.filter((kind) => moderates || !moderatorEmailKinds.includes(kind)),
    }))
    .filter((group) => group.kinds.length > 0);
  const choiceOf = (kind: EmailPreferenceKind, channel: Channel): boolean | null => {
    if (channel === "email") return preferences.email[kind];
    if (kind === "weekly_digest") return null;
    if (channel === "inApp") return preferences.inApp[kind as NotificationKind];
    return pushOn && preferences.push[kind as NotificationKind];
  };
  return (
    <div className="flex flex-col gap-4">
      <div
        aria-hidden="true"
        className={`hidden border-b border-slate-200 px-2 pb-2 text-xs font-semibold tracking-wide text-slate-600 uppercase ${columns}`}
      >
        <span />
        {channels.map((channel) => (
          <span key={channel} className="text-center">
            {intl.formatMessage(gridMessages[channel])}
          </span>
        ))}
      </div>
      {shown.map((group) => (
        <fieldset key={group.title} className="flex min-w-0 flex-col gap-2 sm:gap-0">
          <legend className="mb-1 text-sm font-semibold text-slate-900">
            {intl.formatMessage(gridMessages[group.title])}
          </legend>
          {group.kinds.map((kind) => (
            <PreferenceRow
              key={kind}
              label={intl.formatMessage(emailPreferenceLabels[kind])}
              values={channels.map((channel) => ({ channel, on: choiceOf(kind, channel) }))}
              disabled={(channel) => channel === "push" && !pushUsable}
              onChange={(channel, on) => onChange({ kind, channel, on })}
            />
          ))}
        </fieldset>
      ))}
    </div>
  );
}

function PreferenceRow({
  label,
  values,
  disabled,
  onChange,
}: {
  label: string;
  values: { channel: Channel; on: boolean | null }[];
  disabled: (channel: Channel) => boolean;
  onChange: (channel: Channel, on: boolean) => void;
}) {
  const intl = useIntl();
  const labelId = useId();
  const emailOnly = values.filter((value) => value.on !== null).length === 1;
  return (
    <fieldset
      aria-labelledby={labelId}
      className={`min-w-0 rounded-lg border border-slate-200 p-3 sm:rounded-none sm:border-0 sm:border-b sm:border-slate-100 sm:px-2 sm:py-1.5 ${columns}`}
    >
      <div>
        <p id={labelId} className="text-sm text-slate-800">
          {label}
        </p>
        {emailOnly ? (
          <p className="mt-0.5 text-xs text-slate-500 sm:hidden">
            {intl.formatMessage(gridMessages.emailOnly)}
          </p>
        ) : null}
      </div>
      <div className="mt-2 grid grid-cols-3 gap-2 sm:contents">
        {values.map(({ channel, on }) =>
          on === null ? (
            <span
              key={channel}
              aria-hidden="true"
              className="hidden text-center text-slate-400 sm:block"
            >
              –
            </span>
          ) : (
            <ChannelSwitch
              key={channel}
              short={intl.formatMessage(gridMessages[channel])}
              label={intl.formatMessage(gridMessages.switchLabel, {
                channel: intl.formatMessage(gridMessages[channel]),
                kind: label,
              })}
              on={on}
              disabled={disabled(channel)}
              onChange={(next) => onChange(channel, next)}
            />
          ),
        )}
      </div>
    </fieldset>
  );
}

function ChannelSwitch({
  short,
  label,
  on,
  disabled,
  onChange,
}: {
  short: string;
  label: string;
  on: boolean;
  disabled: boolean;
  onChange: (on: boolean) => void;
}) {
  // The input covers the whole cell (not a <label>, whose words would name it "Email"):
  // its name is the full "Push: Comments on your posts", the short word is for the eye.
  return (
    <div
      className={`group relative flex min-h-11 flex-col items-center justify-center gap-1 rounded-lg px-1 py-1 text-xs text-slate-700 ${disabled ? "opacity-60" : "hover:bg-slate-50"}`}
    >
      <input
        type="checkbox"
        role="switch"
        aria-label={label}
        aria-checked={on}
        checked={on}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
        className="absolute inset-0 z-10 size-full cursor-pointer appearance-none opacity-0 disabled:cursor-not-allowed"
      />
      <span aria-hidden="true" className="relative inline-flex shrink-0 items-center">
        <span className="h-6 w-11 rounded-full bg-slate-300 transition-colors group-has-checked:bg-ocean-600 group-has-focus-visible:ring-2 group-has-focus-visible:ring-ocean-500 group-has-focus-visible:ring-offset-2" />
        <span className="absolute left-0.5 size-5 rounded-full bg-white shadow transition-transform group-has-checked:translate-x-5" />
      </span>
      <span aria-hidden="true" className="sm:sr-only">
        {short}
      </span>
    </div>
  );
}
