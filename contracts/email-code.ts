import { defineMessages } from "./i18n/define-messages.ts";

// Signing in with a one-time code sent by email (issue 31, decision 069). Zod-free: the
// sign-in page loads these words and limits on its first route.

export const emailCodeLimits = {
  codeLength: 6,
  /** How long a code works; the mail says it. */
  codeMinutes: 10,
  /** Wrong tries one code allows before it is spent (better-auth's count). */
  triesPerCode: 3,
  /** One code mail per address per this many seconds, whoever asks. */
  sendIntervalSeconds: 60,
} as const;

/** What the code endpoints answer, in English; the server says them in the request's language. */
export const emailCodeText = defineMessages({
  wrongCode: {
    id: "account.emailCode.wrongCode",
    defaultMessage:
      "That code is not right, or it has expired. Check the mail or ask for a new code.",
  },
  codeSpent: {
    id: "account.emailCode.codeSpent",
    defaultMessage: "That code was tried too many times. Ask for a new code.",
  },
  codeShape: {
    id: "account.emailCode.codeShape",
    defaultMessage: "Enter the 6-digit code from the mail.",
  },
  sendTooSoon: {
    id: "account.emailCode.sendTooSoon",
    defaultMessage:
      "A code was just sent to this address. Wait a minute before asking for another.",
  },
  mailSubject: { id: "account.emailCode.mailSubject", defaultMessage: "Your Coastal sign-in code" },
  mailBody: {
    id: "account.emailCode.mailBody",
    defaultMessage:
      "Your code to sign in to Coastal is {code}.\n\nIt works once and expires in {minutes} minutes. If you did not ask for it, ignore this mail: nobody can sign in without the code.",
  },
});
