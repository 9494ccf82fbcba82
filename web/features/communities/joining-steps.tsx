import { ClipboardList, type LucideIcon, MapPin, PartyPopper } from "lucide-react";
import type { Message } from "../../../contracts/i18n/define-messages.ts";
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";

const messages = defineMessages({
  pickTitle: { id: "landing.joiningSteps.pickTitle", defaultMessage: "Pick your city" },
  pickText: {
    id: "landing.joiningSteps.pickText",
    defaultMessage: "Open a community above. Browsing its directories needs no account.",
  },
  tellTitle: { id: "landing.joiningSteps.tellTitle", defaultMessage: "Tell us a little" },
  tellText: {
    id: "landing.joiningSteps.tellText",
    defaultMessage: "Answer four short questions so the admins know you are a neighbour.",
  },
  helloTitle: { id: "landing.joiningSteps.helloTitle", defaultMessage: "Say hello" },
  helloText: {
    id: "landing.joiningSteps.helloText",
    defaultMessage: "Once approved you can post, react, comment and vote in polls.",
  },
  title: { id: "landing.joiningSteps.title", defaultMessage: "How joining works" },
});

const steps: { title: Message; text: Message; icon: LucideIcon }[] = [
  { title: messages.pickTitle, text: messages.pickText, icon: MapPin },
  { title: messages.tellTitle, text: messages.tellText, icon: ClipboardList },
  { title: messages.helloTitle, text: messages.helloText, icon: PartyPopper },
];

/** How membership works (request, admin approval, join in), so "Pending" is no surprise. */
export function JoiningSteps() {
  const intl = useIntl();
  return (
    <section
      aria-labelledby="joining-title"
      className="mt-16 rounded-3xl bg-white p-6 ring-1 ring-slate-200 sm:p-10"
    >
      <h2 id="joining-title" className="text-xl font-bold tracking-tight text-slate-900">
        {intl.formatMessage(messages.title)}
      </h2>
      <ol className="mt-6 grid gap-6 md:grid-cols-3">
        {steps.map(({ title, text, icon: Icon }, index) => (
          <li key={title.id} className="flex gap-4">
            <span className="relative inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-ocean-50 text-ocean-700 ring-1 ring-ocean-100">
              <Icon aria-hidden="true" className="size-5" />
              <span
                aria-hidden="true"
                className="absolute -top-2 -right-2 inline-flex size-5 items-center justify-center rounded-full bg-ocean-700 text-xs font-bold text-white"
              >
                {index + 1}
              </span>
            </span>
            <div>
              <h3 className="font-semibold text-slate-900">{intl.formatMessage(title)}</h3>
              <p className="mt-1 text-sm leading-relaxed text-slate-600">
                {intl.formatMessage(text)}
              </p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
