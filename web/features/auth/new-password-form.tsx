import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { Link, useNavigate } from "react-router";
import { authLimits, authText } from "../../../contracts/auth-rules.ts";
import { errorCodes } from "../../../contracts/errors.ts";
import { Alert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { apiErrorText, isRefusal } from "../../lib/api-error-text.ts";
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";
import { viewerQueryKey } from "../../lib/use-viewer.ts";
import { resetPassword } from "./auth-api.ts";
import { AuthHeading } from "./auth-layout.tsx";
import { FormProblemAlert } from "./form-problem.tsx";
import { loadAuthSchemas } from "./load-auth-schemas.ts";
import { PasswordField } from "./password-field.tsx";
import { useAuthForm } from "./use-auth-form.ts";

const messages = defineMessages({
  done: { id: "auth.newPassword.done", defaultMessage: "All set" },
  redirecting: { id: "auth.newPassword.redirecting", defaultMessage: "Taking you to sign in…" },
  signInNow: { id: "auth.newPassword.signInNow", defaultMessage: "Sign in now" },
  title: { id: "auth.newPassword.title", defaultMessage: "Choose a new password" },
  subtitle: {
    id: "auth.newPassword.subtitle",
    defaultMessage: "Pick a strong password you do not use anywhere else, or let us generate one.",
  },
  newPassword: { id: "auth.newPassword.newPassword", defaultMessage: "New Password" },
  submit: { id: "auth.newPassword.submit", defaultMessage: "Set New Password" },
});

/** Choose a new password with a reset token; success goes on to /auth after a moment. */
export function NewPasswordForm({
  token,
  onLinkRefused,
}: {
  token: string;
  /** The server says the link is used or expired. */
  onLinkRefused: () => void;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const reset = useMutation({
    mutationFn: resetPassword,
    // The server ends every session of the account on a reset.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: viewerQueryKey }),
    onError: (error) => {
      if (isRefusal(error, errorCodes.INVALID_TOKEN)) return onLinkRefused();
      auth.setProblem({ message: apiErrorText(error), fields: [] });
    },
  });
  const auth = useAuthForm({
    schema: () => loadAuthSchemas().then((schemas) => schemas.newPasswordFormSchema),
    defaultValues: { newPassword: "" },
    order: ["newPassword"],
    busy: reset.isPending,
    onValid: ({ newPassword }) => reset.mutate({ newPassword, token }),
  });

  const done = reset.isSuccess;
  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(
      () => navigate("/auth", { replace: true }),
      authLimits.resetRedirectSeconds * 1000,
    );
    return () => clearTimeout(timer);
  }, [done, navigate]);

  if (done) {
    return (
      <>
        <AuthHeading title={intl.formatMessage(messages.done)} />
        <div className="flex flex-col gap-6">
          <Alert tone="success">{intl.formatMessage(authText.passwordUpdated)}</Alert>
          <p className="text-sm text-slate-600">
            {intl.formatMessage(messages.redirecting)}{" "}
            <Link to="/auth" replace className="font-medium text-ocean-700 hover:underline">
              {intl.formatMessage(messages.signInNow)}
            </Link>
          </p>
        </div>
      </>
    );
  }

  return (
    <>
      <AuthHeading
        title={intl.formatMessage(messages.title)}
        subtitle={intl.formatMessage(messages.subtitle)}
      />
      <form noValidate onSubmit={auth.submit} className="flex flex-col gap-4">
        <FormProblemAlert id={auth.errorId} problem={auth.problem} />
        <PasswordField
          label={intl.formatMessage(messages.newPassword)}
          isNew
          {...auth.fieldProps("newPassword")}
        />
        <Button type="submit" size="lg" busy={reset.isPending} className="w-full">
          {intl.formatMessage(messages.submit)}
        </Button>
      </form>
    </>
  );
}
