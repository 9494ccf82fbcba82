import { ArrowRight, CircleCheck } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { communityMessages } from "../../../contracts/communities-rules.ts";
import { Alert } from "../../components/ui/alert.tsx";
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";

const messages = defineMessages({
  redirecting: {
    id: "communities.redirecting",
    defaultMessage: "Redirecting in <b>{seconds}</b>…",
  },
  goNow: { id: "communities.goNow", defaultMessage: "Go to communities now" },
});

/** Spec section 9: the redirect countdown after a membership request. */
export const redirectSeconds = 3;

/** The request went through: say so, count down visibly, then go to /communities. */
export function RequestSentPanel() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [secondsLeft, setSecondsLeft] = useState(redirectSeconds);
  const panelRef = useRef<HTMLDivElement>(null);

  // The form the user was in is gone; keyboard focus moves to what replaced it.
  useEffect(() => panelRef.current?.focus(), []);

  useEffect(() => {
    if (secondsLeft === 0) {
      navigate("/communities", { replace: true });
      return;
    }
    const tick = setTimeout(() => setSecondsLeft(secondsLeft - 1), 1000);
    return () => clearTimeout(tick);
  }, [secondsLeft, navigate]);

  return (
    <div
      ref={panelRef}
      tabIndex={-1}
      className="flex flex-col items-center gap-5 py-4 text-center focus:outline-none"
    >
      <span className="flex size-14 items-center justify-center rounded-full bg-emerald-100 text-emerald-800">
        <CircleCheck aria-hidden="true" className="size-8" />
      </span>
      <Alert tone="success">{intl.formatMessage(communityMessages.requestSent)}</Alert>
      <p className="text-sm text-slate-600">
        {intl.formatMessage(messages.redirecting, {
          seconds: secondsLeft,
          // The number stands out, wherever a language puts it in the sentence.
          b: (chunks) => <span className="font-semibold tabular-nums">{chunks}</span>,
        })}
      </p>
      <Link
        to="/communities"
        replace
        className="inline-flex items-center gap-1 text-sm font-semibold text-ocean-700 underline-offset-2 hover:underline"
      >
        {intl.formatMessage(messages.goNow)}
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </div>
  );
}
