import { useMutation } from "@tanstack/react-query";
import { useEffect } from "react";
import { errorCodes } from "../../../contracts/errors.ts";
import { Button } from "../../components/ui/button.tsx";
import { ApiError } from "../../lib/api.ts";
import { apiErrorText } from "../../lib/api-error-text.ts";
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";
import { signInWithEmail } from "./auth-api.ts";
import { EmailField } from "./email-field.tsx";
import { FormProblemAlert } from "./form-problem.tsx";
import { loadAuthSchemas } from "./load-auth-schemas.ts";
import { PasswordField } from "./password-field.tsx";
import { ResendVerification } from "./resend-verification.tsx";
import { useCredentialsForm } from "./use-credentials-form.ts";
import { type SignInAnswer, useFinishSignIn } from "./use-sign-in-code.ts";

const messages = defineMessages({
  password: { id: "auth.signIn.password", defaultMessage: "Password" },
  forgot: { id: "auth.signIn.forgot", defaultMessage: "Forgot password?" },
  submit: { id: "auth.signIn.submit", defaultMessage: "Sign In" },
  needLink: {
    id: "auth.signIn.needLink",
    defaultMessage: "Need a new verification link? We will send it to the email above.",
  },
});

/**
 * Email and password sign-in. On success it only refreshes the viewer: the
 * page routes every signed-in viewer onwards, whichever way they signed in.
 */
export function SignInForm({
  email,
  onEmailChange,
  offerResend,
  focusEmailOnMount,
  onForgotPassword,
  onSecondFactor,
}: {
  email: string;
  onEmailChange: (email: string) => void;
  /** The user arrived with an expired verification link. */
  offerResend: boolean;
  focusEmailOnMount: boolean;
  onForgotPassword: () => void;
  /** The password was right and the account has a second factor: its code step is next. */
  onSecondFactor: () => void;
}) {
  const intl = useIntl();
  const finishSignIn = useFinishSignIn();
  const signIn = useMutation({
    mutationFn: async (credentials: { email: string; password: string }) => {
      const answer = (await signInWithEmail(credentials)) as SignInAnswer;
      if (answer?.twoFactorRedirect) return "code" as const;
      await finishSignIn();
      return "signedIn" as const;
    },
    onSuccess: (step) => {
      if (step === "code") onSecondFactor();
    },
    onError: (error) =>
      form.setProblem({
        message: apiErrorText(error),
        fields: [],
        code: error instanceof ApiError ? error.code : undefined,
      }),
  });
  const form = useCredentialsForm({
    schema: () => loadAuthSchemas().then((schemas) => schemas.signInSchema),
    email,
    onEmailChange,
    busy: signIn.isPending,
    onValid: (credentials) => signIn.mutate(credentials),
  });

  const { setFocus } = form;
  useEffect(() => {
    if (focusEmailOnMount) setFocus("email");
  }, [focusEmailOnMount, setFocus]);

  const notVerified = form.problem?.code === errorCodes.EMAIL_NOT_VERIFIED;

  return (
    <>
      <form noValidate onSubmit={form.submit} className="flex flex-col gap-4">
        <FormProblemAlert id={form.errorId} problem={form.problem} />
        <EmailField {...form.emailProps} />
        <div className="flex flex-col gap-1.5">
          <PasswordField
            label={intl.formatMessage(messages.password)}
            isNew={false}
            {...form.passwordProps}
          />
          <button
            type="button"
            onClick={onForgotPassword}
            className="-mr-1 self-end rounded px-1 py-0.5 text-sm font-medium text-ocean-700 hover:underline"
          >
            {intl.formatMessage(messages.forgot)}
          </button>
        </div>
        <Button
          type="submit"
          size="lg"
          busy={signIn.isPending || signIn.isSuccess}
          className="w-full"
        >
          {intl.formatMessage(messages.submit)}
        </Button>
      </form>
      {(offerResend || notVerified) && (
        <div className="mt-6 flex flex-col gap-3 rounded-xl border border-sand-300/60 bg-sand-50 p-4">
          <p className="text-sm text-slate-700">{intl.formatMessage(messages.needLink)}</p>
          <ResendVerification email={email} />
        </div>
      )}
    </>
  );
}
