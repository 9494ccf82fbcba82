import { useState } from "react";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { authMessages } from "../../../contracts/auth-rules.ts";
import { Alert } from "../../components/ui/alert.tsx";
import { AuthHeading } from "./auth-layout.tsx";
import { CheckEmailPanel } from "./check-email-panel.tsx";
import { ForgotPasswordForm } from "./forgot-password-form.tsx";
import { ProviderSignIn } from "./provider-sign-in.tsx";
import { SignInForm } from "./sign-in-form.tsx";
import { SignUpForm } from "./sign-up-form.tsx";

type Notice = { tone: "success" | "info" | "error"; text: string };
type SwitchState = { accountExists?: boolean } | null;

/** Messages the user arrives with, from links in mails, the provider or a redirect. */
function arrivalNotices(params: URLSearchParams, state: SwitchState): Notice[] {
  const notices: Notice[] = [];
  if (state?.accountExists) notices.push({ tone: "info", text: authMessages.accountExists });
  if (params.get("verified") === "true") {
    notices.push({ tone: "success", text: authMessages.emailVerified });
  }
  if (params.get("error_code") === "otp_expired") {
    notices.push({ tone: "error", text: authMessages.linkExpired });
  }
  // The identity provider sends failures back as /auth?error=...
  if (params.has("error")) notices.push({ tone: "error", text: authMessages.authError });
  return notices;
}

/** The content of /auth for the current query: a form, the reset request or "check your email". */
export function AuthForms({
  email,
  onEmailChange,
}: {
  email: string;
  onEmailChange: (email: string) => void;
}) {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [forgotPassword, setForgotPassword] = useState(false);
  const [backFromForgot, setBackFromForgot] = useState(false);

  // verified=true always means sign-in (spec section 2).
  const mode =
    params.get("mode") === "signup" && params.get("verified") !== "true" ? "signup" : "signin";

  if (sentTo) return <CheckEmailPanel email={sentTo} />;
  if (forgotPassword) {
    return (
      <ForgotPasswordForm
        email={email}
        onEmailChange={onEmailChange}
        onBack={() => {
          setForgotPassword(false);
          setBackFromForgot(true);
        }}
      />
    );
  }

  return (
    <>
      {mode === "signup" ? (
        <AuthHeading
          title="Create your account"
          subtitle="Join your coastal city's community: local news, polls, listings and more."
        />
      ) : (
        <AuthHeading title="Welcome back" subtitle="Sign in to catch up with your community." />
      )}
      <div className="mb-4 flex flex-col gap-3 empty:hidden">
        {arrivalNotices(params, location.state as SwitchState).map((notice) => (
          <Alert key={notice.text} tone={notice.tone}>
            {notice.text}
          </Alert>
        ))}
      </div>
      {mode === "signup" ? (
        <SignUpForm
          email={email}
          onEmailChange={onEmailChange}
          onSignedUp={setSentTo}
          onAccountExists={() =>
            navigate("/auth?mode=signin", { state: { accountExists: true } satisfies SwitchState })
          }
        />
      ) : (
        <SignInForm
          email={email}
          onEmailChange={onEmailChange}
          offerResend={params.get("error_code") === "otp_expired"}
          focusEmailOnMount={backFromForgot}
          onForgotPassword={() => setForgotPassword(true)}
        />
      )}
      <ProviderSignIn />
      <p className="mt-6 text-center text-sm">
        <Link
          to={mode === "signup" ? "/auth?mode=signin" : "/auth?mode=signup"}
          className="rounded text-slate-600 hover:underline"
        >
          {mode === "signup" ? "Already have an account? " : "Don't have an account? "}
          <span className="font-semibold text-ocean-700">
            {mode === "signup" ? "Sign in" : "Sign up"}
          </span>
        </Link>
      </p>
    </>
  );
}
