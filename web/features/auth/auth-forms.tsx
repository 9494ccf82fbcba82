import { useState } from "react";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { authMessages } from "../../../contracts/auth-rules.ts";
import { Alert } from "../../components/ui/alert.tsx";
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";
import { translatedText } from "../../lib/translated-text.ts";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { AuthHeading } from "./auth-layout.tsx";
import { CheckEmailPanel } from "./check-email-panel.tsx";
import { EmailCodeSignIn } from "./email-code-sign-in.tsx";
import { ForgotPasswordForm } from "./forgot-password-form.tsx";
import { PasskeySignIn } from "./passkey-sign-in.tsx";
import { ProviderSignIn } from "./provider-sign-in.tsx";
import { SignInForm } from "./sign-in-form.tsx";
import { SignUpForm } from "./sign-up-form.tsx";
import { TwoFactorCodeStep } from "./two-factor-code-step.tsx";

const messages = defineMessages({
  signInPageTitle: { id: "auth.forms.signInPageTitle", defaultMessage: "Sign in" },
  signUpPageTitle: { id: "auth.forms.signUpPageTitle", defaultMessage: "Sign up" },
  signUpTitle: { id: "auth.forms.signUpTitle", defaultMessage: "Create your account" },
  signUpSubtitle: {
    id: "auth.forms.signUpSubtitle",
    defaultMessage: "Join your coastal city's community: local news, polls, listings and more.",
  },
  signInTitle: { id: "auth.forms.signInTitle", defaultMessage: "Welcome back" },
  signInSubtitle: {
    id: "auth.forms.signInSubtitle",
    defaultMessage: "Sign in to catch up with your community.",
  },
  haveAccount: { id: "auth.forms.haveAccount", defaultMessage: "Already have an account?" },
  noAccount: { id: "auth.forms.noAccount", defaultMessage: "Don't have an account?" },
  signIn: { id: "auth.forms.signIn", defaultMessage: "Sign in" },
  signUp: { id: "auth.forms.signUp", defaultMessage: "Sign up" },
});

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
  const intl = useIntl();
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const [sentTo, setSentTo] = useState<string | null>(null);
  usePageTitle(
    params.get("mode") === "signup" && params.get("verified") !== "true"
      ? messages.signUpPageTitle
      : messages.signInPageTitle,
  );
  const [forgotPassword, setForgotPassword] = useState(false);
  const [backFromForgot, setBackFromForgot] = useState(false);
  // A second factor's code step, after a right password or emailed code, stands alone.
  const [codeStep, setCodeStep] = useState(false);

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
          title={intl.formatMessage(messages.signUpTitle)}
          subtitle={intl.formatMessage(messages.signUpSubtitle)}
        />
      ) : (
        <AuthHeading
          title={intl.formatMessage(messages.signInTitle)}
          subtitle={intl.formatMessage(messages.signInSubtitle)}
        />
      )}
      <div className="mb-4 flex flex-col gap-3 empty:hidden">
        {arrivalNotices(params, location.state as SwitchState).map((notice) => (
          <Alert key={notice.text} tone={notice.tone}>
            {translatedText(intl, notice.text)}
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
      ) : codeStep ? (
        <TwoFactorCodeStep onBack={() => setCodeStep(false)} />
      ) : (
        <SignInForm
          email={email}
          onEmailChange={onEmailChange}
          offerResend={params.get("error_code") === "otp_expired"}
          focusEmailOnMount={backFromForgot}
          onForgotPassword={() => setForgotPassword(true)}
          onSecondFactor={() => setCodeStep(true)}
        />
      )}
      {mode !== "signup" && !codeStep && (
        <>
          <PasskeySignIn />
          <EmailCodeSignIn onSecondFactor={() => setCodeStep(true)} />
        </>
      )}
      {!codeStep && <ProviderSignIn />}
      {!codeStep && (
        <p className="mt-6 text-center text-sm">
          <Link
            to={mode === "signup" ? "/auth?mode=signin" : "/auth?mode=signup"}
            className="rounded text-slate-600 hover:underline"
          >
            {intl.formatMessage(mode === "signup" ? messages.haveAccount : messages.noAccount)}{" "}
            <span className="font-semibold text-ocean-700">
              {intl.formatMessage(mode === "signup" ? messages.signIn : messages.signUp)}
            </span>
          </Link>
        </p>
      )}
    </>
  );
}
