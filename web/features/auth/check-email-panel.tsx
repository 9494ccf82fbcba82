import { MailCheck } from "lucide-react";
import { Link } from "react-router";
import { authLimits } from "../../../contracts/auth-rules.ts";
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";
import { ResendVerification } from "./resend-verification.tsx";

const messages = defineMessages({
  title: { id: "auth.checkEmail.title", defaultMessage: "Verify your email" },
  sentTo: {
    id: "auth.checkEmail.sentTo",
    defaultMessage: "Check your email! We sent a verification link to {email}.",
  },
  openLink: {
    id: "auth.checkEmail.openLink",
    defaultMessage:
      "Open the link in that email to activate your account. It expires in {hours} hours. No email? Check your spam folder or send it again.",
  },
  back: { id: "auth.checkEmail.back", defaultMessage: "Back to sign in" },
});

/** Shown after sign-up: where the verification link went, and a way to get another. */
export function CheckEmailPanel({ email }: { email: string }) {
  const intl = useIntl();
  return (
    <div className="flex flex-col items-center gap-5 text-center">
      <span className="grid size-14 place-items-center rounded-full bg-ocean-100 text-ocean-700">
        <MailCheck aria-hidden="true" className="size-7" />
      </span>
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">
          {intl.formatMessage(messages.title)}
        </h1>
        <p role="status" className="text-slate-700">
          {intl.formatMessage(messages.sentTo, {
            email: <strong className="break-all text-slate-900">{email}</strong>,
          })}
        </p>
        <p className="text-sm text-slate-600">
          {intl.formatMessage(messages.openLink, { hours: authLimits.verificationLinkHours })}
        </p>
      </div>
      <div className="w-full">
        <ResendVerification email={email} />
      </div>
      <Link to="/auth?mode=signin" className="text-sm font-medium text-ocean-700 hover:underline">
        {intl.formatMessage(messages.back)}
      </Link>
    </div>
  );
}
