import { useMutation } from "@tanstack/react-query";
import { ArrowLeft } from "lucide-react";
import { useEffect } from "react";
import { authText } from "../../../contracts/auth-rules.ts";
import { Alert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { TextField } from "../../components/ui/text-field.tsx";
import { apiErrorText } from "../../lib/api-error-text.ts";
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";
import { requestPasswordReset } from "./auth-api.ts";
import { AuthHeading } from "./auth-layout.tsx";
import { FormProblemAlert, invalidFieldClasses } from "./form-problem.tsx";
import { loadAuthSchemas } from "./load-auth-schemas.ts";
import { useAuthForm } from "./use-auth-form.ts";

const messages = defineMessages({
  title: { id: "auth.forgot.title", defaultMessage: "Reset your password" },
  subtitle: {
    id: "auth.forgot.subtitle",
    defaultMessage:
      "Enter the email you signed up with and we will send you a link to choose a new password.",
  },
  email: { id: "auth.forgot.email", defaultMessage: "Email" },
  send: { id: "auth.forgot.send", defaultMessage: "Send reset link" },
  back: { id: "auth.forgot.back", defaultMessage: "Back to sign in" },
});

/** "Forgot password?": asks for the address and has a reset link mailed to it. */
export function ForgotPasswordForm({
  email,
  onEmailChange,
  onBack,
}: {
  email: string;
  onEmailChange: (email: string) => void;
  onBack: () => void;
}) {
  const intl = useIntl();
  const request = useMutation({
    mutationFn: requestPasswordReset,
    onError: (error) => {
      auth.setProblem({ message: apiErrorText(error), fields: [] });
    },
  });
  const auth = useAuthForm({
    schema: () => loadAuthSchemas().then((schemas) => schemas.mailedLinkSchema),
    defaultValues: { email },
    order: ["email"],
    busy: request.isPending,
    onValid: ({ email: address }) => request.mutate(address),
  });

  const { errorId, problem, submit, isMarked, setFocus } = auth;
  const emailField = auth.field("email");

  // The button that opened this form is gone; continue where the user will type.
  useEffect(() => setFocus("email"), [setFocus]);

  return (
    <>
      <AuthHeading
        title={intl.formatMessage(messages.title)}
        subtitle={intl.formatMessage(messages.subtitle)}
      />
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <FormProblemAlert id={errorId} problem={problem} />
        {request.isSuccess && (
          <Alert tone="success">{intl.formatMessage(authText.resetSent)}</Alert>
        )}
        <TextField
          label={intl.formatMessage(messages.email)}
          type="email"
          autoComplete="email"
          inputMode="email"
          value={emailField.value}
          onChange={(event) => {
            emailField.onChange(event.target.value);
            onEmailChange(event.target.value);
          }}
          ref={emailField.ref}
          aria-invalid={isMarked("email") || undefined}
          aria-describedby={problem ? errorId : undefined}
          className={invalidFieldClasses}
        />
        <Button type="submit" size="lg" busy={request.isPending} className="w-full">
          {intl.formatMessage(messages.send)}
        </Button>
      </form>
      <button
        type="button"
        onClick={onBack}
        className="mx-auto mt-6 flex items-center gap-1.5 rounded text-sm font-medium text-ocean-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {intl.formatMessage(messages.back)}
      </button>
    </>
  );
}
