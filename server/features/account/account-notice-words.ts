import { defineMessages } from "../../../contracts/i18n/define-messages.ts";
import type { AccountChange } from "./account-notice.ts";

// Each change's email: a subject, what happened, and what to do if it was not them
// (issue 31, scope 12). Spanish in contracts/i18n/es/account-credentials.json.

export const noticeFooter = defineMessages({
  greeting: { id: "account.notice.greeting", defaultMessage: "Hello {name}," },
  when: {
    id: "account.notice.when",
    defaultMessage: "When: {when} (UTC)",
  },
  where: {
    id: "account.notice.where",
    defaultMessage: "From: {browser}, network address {ip}",
  },
  device: { id: "account.notice.device", defaultMessage: "{browser} on {os}" },
  security: {
    id: "account.notice.security",
    defaultMessage: "Your security settings: {url}",
  },
});

export const noticeSubjects = defineMessages({
  passwordChanged: {
    id: "account.notice.passwordChanged.subject",
    defaultMessage: "Your password was changed",
  },
  emailChangeRequested: {
    id: "account.notice.emailChangeRequested.subject",
    defaultMessage: "A change of your email address was requested",
  },
  emailChanged: {
    id: "account.notice.emailChanged.subject",
    defaultMessage: "Your email address was changed",
  },
  twoFactorEnabled: {
    id: "account.notice.twoFactorEnabled.subject",
    defaultMessage: "Two-step verification was turned on",
  },
  twoFactorDisabled: {
    id: "account.notice.twoFactorDisabled.subject",
    defaultMessage: "Two-step verification was turned off",
  },
  backupCodesRegenerated: {
    id: "account.notice.backupCodesRegenerated.subject",
    defaultMessage: "New backup codes were made",
  },
  passkeyAdded: {
    id: "account.notice.passkeyAdded.subject",
    defaultMessage: "A new passkey was added",
  },
  passkeyRemoved: {
    id: "account.notice.passkeyRemoved.subject",
    defaultMessage: "A passkey was removed",
  },
  identityLinked: {
    id: "account.notice.identityLinked.subject",
    defaultMessage: "A sign-in provider was linked to your account",
  },
  identityUnlinked: {
    id: "account.notice.identityUnlinked.subject",
    defaultMessage: "A sign-in provider was unlinked from your account",
  },
  sessionsEnded: {
    id: "account.notice.sessionsEnded.subject",
    defaultMessage: "Devices were signed out of your account",
  },
  factorsResetByAdmin: {
    id: "account.notice.factorsResetByAdmin.subject",
    defaultMessage: "An administrator reset your two-step verification",
  },
  dataExportReady: {
    id: "account.notice.dataExportReady.subject",
    defaultMessage: "Your data is ready to download",
  },
  deletionScheduled: {
    id: "account.notice.deletionScheduled.subject",
    defaultMessage: "Your account will be deleted in 14 days",
  },
  deletionCancelled: {
    id: "account.notice.deletionCancelled.subject",
    defaultMessage: "Your account will not be deleted",
  },
} satisfies Record<AccountChange, unknown>);

export const noticeBodies = defineMessages({
  passwordChanged: {
    id: "account.notice.passwordChanged.body",
    defaultMessage:
      "The password of your Coastal account was changed. If this was not you, reset your password now from the sign-in page and sign out your other devices in your security settings.",
  },
  emailChangeRequested: {
    id: "account.notice.emailChangeRequested.body",
    defaultMessage:
      "Someone asked to change the email address of your Coastal account to {newEmail}. Nothing changes until the link sent to that address is followed. If this was not you, do not worry, but reset your password now from the sign-in page: someone may know it.",
  },
  emailChanged: {
    id: "account.notice.emailChanged.body",
    defaultMessage:
      "The email address of your Coastal account was changed from {oldEmail} to {newEmail}. From now on you sign in with {newEmail}. If this was not you, reply to this mail or contact the administrators of your community at once.",
  },
  twoFactorEnabled: {
    id: "account.notice.twoFactorEnabled.body",
    defaultMessage:
      "Signing in to your Coastal account now asks for a code from an authenticator app after the password. If this was not you, reset your password now from the sign-in page and sign out your other devices in your security settings.",
  },
  twoFactorDisabled: {
    id: "account.notice.twoFactorDisabled.body",
    defaultMessage:
      "Signing in to your Coastal account no longer asks for a code from an authenticator app. If this was not you, reset your password now from the sign-in page and sign out your other devices in your security settings.",
  },
  backupCodesRegenerated: {
    id: "account.notice.backupCodesRegenerated.body",
    defaultMessage:
      "New backup codes were made for your Coastal account; the old ones no longer work. If this was not you, reset your password now from the sign-in page and sign out your other devices in your security settings.",
  },
  passkeyAdded: {
    id: "account.notice.passkeyAdded.body",
    defaultMessage:
      "A new passkey was added to your Coastal account: it can now sign in without a password. If this was not you, reset your password now from the sign-in page and sign out your other devices in your security settings. Then remove the passkey.",
  },
  passkeyRemoved: {
    id: "account.notice.passkeyRemoved.body",
    defaultMessage:
      "A passkey was removed from your Coastal account and can no longer sign in. If this was not you, reset your password now from the sign-in page and sign out your other devices in your security settings.",
  },
  identityLinked: {
    id: "account.notice.identityLinked.body",
    defaultMessage:
      "A sign-in provider was linked to your Coastal account: it can now sign in through it. If this was not you, reset your password now from the sign-in page and sign out your other devices in your security settings. Then unlink it.",
  },
  identityUnlinked: {
    id: "account.notice.identityUnlinked.body",
    defaultMessage:
      "A sign-in provider was unlinked from your Coastal account and can no longer sign in. If this was not you, reset your password now from the sign-in page and sign out your other devices in your security settings.",
  },
  sessionsEnded: {
    id: "account.notice.sessionsEnded.body",
    defaultMessage:
      "Some devices were signed out of your Coastal account. If this was not you, reset your password now from the sign-in page and sign out your other devices in your security settings.",
  },
  factorsResetByAdmin: {
    id: "account.notice.factorsResetByAdmin.body",
    defaultMessage:
      "An administrator removed the two-step verification of your Coastal account, so you can set it up again. If you did not ask for this, contact the administrators of your community at once.",
  },
  dataExportReady: {
    id: "account.notice.dataExportReady.body",
    defaultMessage:
      "The copy of your data you asked for is ready on the Your data section of your profile. It can be downloaded for 7 days. If this was not you, reset your password now from the sign-in page and sign out your other devices in your security settings.",
  },
  deletionScheduled: {
    id: "account.notice.deletionScheduled.body",
    defaultMessage:
      "Your Coastal account will be deleted in 14 days, with what you wrote and uploaded. To keep it, sign in before then. If this was not you, sign in now to stop the deletion, then reset your password.",
  },
  deletionCancelled: {
    id: "account.notice.deletionCancelled.body",
    defaultMessage:
      "The deletion of your Coastal account was cancelled: it stays as it was. If this was not you, reset your password now from the sign-in page and sign out your other devices in your security settings.",
  },
} satisfies Record<AccountChange, unknown>);
