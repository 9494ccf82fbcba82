import { defineMessages } from "../../../contracts/i18n/define-messages.ts";
import type { CityRow } from "../communities/cities.service.ts";
import type { MailWords } from "../notifications/notification-mail.ts";
import type { EventRow } from "./events.service.ts";

// The cancellation email, said in each recipient's language by notify() (issue 30).
const messages = defineMessages({
  subject: { id: "events.cancelledMailSubject", defaultMessage: "Cancelled: {title}" },
  body: {
    id: "events.cancelledMailBody",
    defaultMessage:
      '"{title}" in {city}, which you {answer, select, going {said you were going to} other {were interested in}}, has been cancelled by its organiser.\n\nSee the event: {url}',
  },
});

/** The mail for people who answered `answer` to a now cancelled event. */
export function cancellationMail(
  event: Pick<EventRow, "title">,
  city: Pick<CityRow, "name">,
  answer: "going" | "interested",
  url: string,
): { subject: MailWords; body: MailWords } {
  return {
    subject: { descriptor: messages.subject, values: { title: event.title } },
    body: {
      descriptor: messages.body,
      values: { title: event.title, city: city.name, answer, url },
    },
  };
}
