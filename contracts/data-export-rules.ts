// Download my data's words and limits without zod: the profile page imports these, and
// contracts/data-export.ts (which re-exports them) the server (decision 037).

import { defineMessages } from "./i18n/define-messages.ts";

export const dataExportLimits = {
  /** One export a day per member: building one reads every row they have. */
  everyHours: 24,
  /** Then the zip is deleted, row and all. */
  keptDays: 7,
} as const;

/** What the page shows: being prepared (pending or building), ready, or given up on. */
export const dataExportStatuses = ["preparing", "ready", "failed"] as const;
export type DataExportStatus = (typeof dataExportStatuses)[number];

export const dataExportMessages = defineMessages({
  title: { id: "account.export.title", defaultMessage: "Download my data" },
  intro: {
    id: "account.export.intro",
    defaultMessage:
      "Get a zip file of everything you wrote and uploaded on Coastal: your profile, memberships, posts, comments, listings, events, notifications and photos.",
  },
  preparing: { id: "account.export.preparing", defaultMessage: "Preparing your data…" },
  preparingHint: {
    id: "account.export.preparingHint",
    defaultMessage:
      "This can take a few minutes. You can leave this page: we will notify you and send you an email when it is ready.",
  },
  ready: {
    id: "account.export.ready",
    defaultMessage: "Your data is ready. The download link works until {expires}.",
  },
  download: { id: "account.export.download", defaultMessage: "Download" },
  again: { id: "account.export.again", defaultMessage: "Prepare a new copy" },
  failed: {
    id: "account.export.failed",
    defaultMessage: "We could not prepare your data. Please try again.",
  },
  loading: { id: "account.export.loading", defaultMessage: "Loading your data exports…" },
  oncePerDay: {
    id: "account.export.oncePerDay",
    defaultMessage:
      "You can download your data once a day. Please try again in {hours, plural, one {# hour} other {# hours}}.",
  },
  notFound: {
    id: "account.export.notFound",
    defaultMessage: "This download does not exist or has expired.",
  },
  signIn: { id: "account.export.signIn", defaultMessage: "Sign in to download your data." },
});
