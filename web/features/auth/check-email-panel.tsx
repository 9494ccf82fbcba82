import { MailCheck } from "lucide-react";
import { Link } from "react-router";
import { authLimits, authMessages } from "../../../contracts/auth-rules.ts";
import { ResendVerification } from "./resend-verification.tsx";

/** Shown after sign-up: where the verification link went, and a way to get another. */
export function CheckEmailPanel({ email }: { email: string }) {
  return (
    <div className="flex flex-col items-center gap-5 text-center">
      <span className="grid size-14 place-items-center rounded-full bg-ocean-100 text-ocean-700">
        <MailCheck aria-hidden="true" className="size-7" />
      </span>
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Verify your email</h1>
        <p role="status" className="text-slate-700">
          {authMessages.checkEmail} <strong className="break-all text-slate-900">{email}</strong>.
        </p>
        <p className="text-sm text-slate-600">
          Open the link in that email to activate your account. It expires in{" "}
          {authLimits.verificationLinkHours} hours. No email? Check your spam folder or send it
          again.
        </p>
      </div>
      <div className="w-full">
        <ResendVerification email={email} />
      </div>
      <Link to="/auth?mode=signin" className="text-sm font-medium text-ocean-700 hover:underline">
        Back to sign in
      </Link>
    </div>
  );
}
