import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { buttonClasses } from "../../components/ui/button.tsx";
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";
import { useViewer } from "../../lib/use-viewer.ts";
import { landingActions } from "./landing-actions.ts";

const messages = defineMessages({
  memberTitle: {
    id: "landing.cta.memberTitle",
    defaultMessage: "Something happening on your coast?",
  },
  visitorTitle: { id: "landing.cta.visitorTitle", defaultMessage: "Your coastline is waiting" },
  memberText: {
    id: "landing.cta.memberText",
    defaultMessage:
      "Tell your neighbours about it: post, start a conversation or put it on the events list.",
  },
  visitorText: {
    id: "landing.cta.visitorText",
    defaultMessage:
      "Create a free account, pick your city and say hello to the neighbours. It takes a minute.",
  },
});

// On the dark band the default teal focus ring would vanish; sand stays visible.
const onDarkFocus = "focus-visible:outline-sand-300";

/** Spec: the closing call to action. */
export function CallToActionSection() {
  const intl = useIntl();
  const { data: viewer, isPending } = useViewer();
  const actions = isPending ? null : landingActions(viewer ?? null);
  const isMember = (viewer?.memberships.length ?? 0) > 0;
  return (
    <section aria-labelledby="cta-title" className="relative overflow-hidden bg-ocean-900">
      <svg
        viewBox="0 0 1440 120"
        preserveAspectRatio="none"
        aria-hidden="true"
        className="absolute inset-x-0 top-0 h-16 w-full sm:h-24"
      >
        <path d="M0 0 H1440 V40 C1200 100 960 10 720 50 S240 110 0 40Z" fill="#f8fafc" />
        <path
          d="M0 40 C240 110 480 30 720 50 S1200 100 1440 40"
          stroke="#22d3ee"
          strokeWidth="3"
          fill="none"
          opacity="0.5"
        />
      </svg>
      <div
        aria-hidden="true"
        className="absolute -right-24 -bottom-24 size-96 rounded-full bg-ocean-600/30 blur-3xl"
      />
      <div className="relative mx-auto max-w-4xl px-4 pt-32 pb-20 text-center sm:px-6 sm:pt-40 sm:pb-24 lg:px-8">
        <h2
          id="cta-title"
          className="text-3xl font-extrabold tracking-tight text-balance text-white sm:text-4xl"
        >
          {intl.formatMessage(isMember ? messages.memberTitle : messages.visitorTitle)}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-ocean-100">
          {intl.formatMessage(isMember ? messages.memberText : messages.visitorText)}
        </p>
        <div className="mt-10 flex min-h-12 flex-wrap justify-center gap-3">
          {actions && (
            <>
              <Link
                to={actions.primary.to}
                className={`${buttonClasses("accent", "lg")} ${onDarkFocus}`}
              >
                {intl.formatMessage(actions.primary.label)}
                <ArrowRight aria-hidden="true" className="size-5" />
              </Link>
              {actions.secondary && (
                <Link
                  to={actions.secondary.to}
                  className={`inline-flex h-12 items-center justify-center rounded-lg border border-white/40 px-6 font-semibold text-white transition-colors hover:bg-white/10 ${onDarkFocus}`}
                >
                  {intl.formatMessage(actions.secondary.label)}
                </Link>
              )}
            </>
          )}
        </div>
      </div>
    </section>
  );
}
