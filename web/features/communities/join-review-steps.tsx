import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";

// Product decision 12: an admin reviews each request; the applicant hears back either way.
const messages = defineMessages({
  title: { id: "communities.review.title", defaultMessage: "How joining works" },
  answerTitle: { id: "communities.review.answerTitle", defaultMessage: "Answer four questions" },
  answerText: {
    id: "communities.review.answerText",
    defaultMessage: "They help the admins get to know you.",
  },
  reviewTitle: { id: "communities.review.reviewTitle", defaultMessage: "An admin reviews it" },
  reviewText: {
    id: "communities.review.reviewText",
    defaultMessage: "Every member is approved by a person, not a bot.",
  },
  hearTitle: { id: "communities.review.hearTitle", defaultMessage: "You hear back" },
  hearText: {
    id: "communities.review.hearText",
    defaultMessage:
      "An email and a notice on Coastal tell you the decision. Approved? Your community opens.",
  },
});

const steps = [
  { title: messages.answerTitle, text: messages.answerText },
  { title: messages.reviewTitle, text: messages.reviewText },
  { title: messages.hearTitle, text: messages.hearText },
] as const;

/** What happens after the join form is sent, beside the form. */
export function JoinReviewSteps() {
  const intl = useIntl();
  return (
    <div className="rounded-2xl border border-ocean-100 bg-ocean-50/60 p-5">
      <h2 className="text-sm font-bold tracking-wide text-ocean-900 uppercase">
        {intl.formatMessage(messages.title)}
      </h2>
      <ol className="mt-4 flex flex-col gap-4">
        {steps.map((step, index) => (
          <li key={step.title.id} className="flex gap-3">
            <span
              aria-hidden="true"
              className="flex size-7 shrink-0 items-center justify-center rounded-full bg-ocean-700 text-sm font-bold text-white"
            >
              {index + 1}
            </span>
            <div>
              <p className="font-semibold text-slate-900">{intl.formatMessage(step.title)}</p>
              <p className="text-sm text-slate-600">{intl.formatMessage(step.text)}</p>
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}
