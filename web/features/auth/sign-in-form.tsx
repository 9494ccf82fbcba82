import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { authMessages } from "../../../contracts/auth-rules.ts";
import { errorCodes } from "../../../contracts/errors.ts";
import { Button } from "../../components/ui/button.tsx";
import { ApiError } from "../../lib/api.ts";
import { apiErrorText } from "../../lib/api-error-text.ts";
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";
import { fetchViewer, viewerQueryKey } from "../../lib/use-viewer.ts";
import { signInWithEmail } from "./auth-api.ts";
import { EmailField } from "./email-field.tsx";
import { FormProblemAlert } from "./form-problem.tsx";
import { loadAuthSchemas } from "./load-auth-schemas.ts";
import { PasswordField } from "./password-field.tsx";
import { ResendVerification } from "./resend-verification.tsx";
import { TwoFactorCodeStep } from "./two-factor-code-step.tsx";
import { useCredentialsForm } from "./use-credentials-form.ts";
import type { SignInAnswer } from "./use-sign-in-code.ts";

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
  onCodeStep,
}: {
  email: string;
  onEmailChange: (email: string) => void;
  /** The user arrived with an expired verification link. */
  offerResend: boolean;
  focusEmailOnMount: boolean;
  onForgotPassword: () => void;
  /** Told when the code step of a second factor opens and closes. */
  onCodeStep?: (open: boolean) => void;
}) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  // A right password for an account with a second factor leads to the code step.
  const [codeStep, setCodeStep] = useState(false);
  useEffect(() => onCodeStep?.(codeStep), [codeStep, onCodeStep]);
  const finishSignIn = async () => {
    // Everything cached so far was fetched as a visitor.
    await queryClient.invalidateQueries({ refetchType: "none" });
    const viewer = await queryClient.fetchQuery({
      queryKey: viewerQueryKey,
      queryFn: fetchViewer,
      staleTime: 0,
    });
    // Signed in, yet no session came back (cookies blocked): the spec's auth error.
    if (!viewer) throw new Error(authMessages.authError);
  };
  const signIn = useMutation({
    mutationFn: async (credentials: { email: string; password: string }) => {
      const answer = (await signInWithEmail(credentials)) as SignInAnswer;
      if (answer?.twoFactorRedirect) return "code" as const;
      await finishSignIn();
      return "signedIn" as const;
    },
    onSuccess: (step) => setCodeStep(step === "code"),
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

  const { setFocus } = form.form;
  useEffect(() => {
    if (focusEmailOnMount) setFocus("email");
  }, [focusEmailOnMount, setFocus]);

  const notVerified = form.problem?.code === errorCodes.EMAIL_NOT_VERIFIED;

  if (codeStep) {
    return (
      <TwoFactorCodeStep
        onSignedIn={finishSignIn}
        onBack={() => {
          setCodeStep(false);
          signIn.reset();
        }}
      />
    );
  }

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
          busy={signIn.isPending || (signIn.isSuccess && !codeStep)}
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
