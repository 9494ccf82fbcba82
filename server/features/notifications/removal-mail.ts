// The email that tells an author a moderator removed their content (decision 057), as
// messages said in the author's language when it is sent (issue 30).
import { directoryKindRows } from "../../../contracts/directory-kinds.ts";
import { defineMessages } from "../../../contracts/i18n/define-messages.ts";
import type { MailWords } from "./notification-mail.ts";

export const removalMailMessages = defineMessages({
  subject: {
    id: "emails.removal.subject",
    defaultMessage:
      "Your {what, select, post {post} comment {comment} listing {listing} property {property} restaurant {restaurant} shop {shop} event {event} other {content}} was removed by a moderator",
  },
  // A directory added later than the selects: {what} is its row's word (directory-kinds.ts).
  subjectNamed: {
    id: "emails.removal.subjectNamed",
    defaultMessage: "Your {what} was removed by a moderator",
  },
  bodyNamed: {
    id: "emails.removal.bodyNamed",
    defaultMessage:
      'A moderator removed your {what} "{title}" from Coastal.\n\nReason: {reason}\n\nIf you think this was a mistake, reply to the email about it and a moderator will look again.',
  },
  body: {
    id: "emails.removal.body",
    defaultMessage:
      'A moderator removed your {what, select, post {post} comment {comment} listing {listing} property {property} restaurant {restaurant} shop {shop} event {event} other {content}} "{title}" from Coastal.\n\nReason: {reason}\n\nIf you think this was a mistake, reply to the email about it and a moderator will look again.',
  },
});

/** The removal notice's subject and body for the content of `kind` called `title`. */
export function removalMail(input: { kind: string; title: string; reason: string }): {
  subject: MailWords;
  body: MailWords;
} {
  const selected = ["post", "comment", "listing", "property", "restaurant", "shop", "event"];
  const row = directoryKindRows.find((known) => known.kind === input.kind);
  if (row && !selected.includes(input.kind)) {
    const values = { what: row.word, title: input.title, reason: input.reason };
    return {
      subject: { descriptor: removalMailMessages.subjectNamed, values: { what: row.word } },
      body: { descriptor: removalMailMessages.bodyNamed, values },
    };
  }
  return {
    subject: { descriptor: removalMailMessages.subject, values: { what: input.kind } },
    body: {
      descriptor: removalMailMessages.body,
      values: { what: input.kind, title: input.title, reason: input.reason },
    },
  };
}
