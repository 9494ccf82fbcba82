import { useMutation } from "@tanstack/react-query";
import { errorCodes } from "../../../contracts/errors.ts";
import { Button } from "../../components/ui/button.tsx";
import { apiErrorText, isRefusal } from "../../lib/api-error-text.ts";
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";
import { signUpWithEmail } from "./auth-api.ts";
import { writeStored } from "./auth-storage.ts";
import { EmailField } from "./email-field.tsx";
import { FormProblemAlert } from "./form-problem.tsx";
import { loadAuthSchemas } from "./load-auth-schemas.ts";
import { PasswordField } from "./password-field.tsx";
import { useCredentialsForm } from "./use-credentials-form.ts";

const messages = defineMessages({
  password: { id: "auth.signUp.password", defaultMessage: "Password" },
  submit: { id: "auth.signUp.submit", defaultMessage: "Sign Up" },
});

/** Email and a new password (with the live checklist); success sends a verification mail. */
export function SignUpForm({
  email,
  onEmailChange,
  onSignedUp,
  onAccountExists,
}: {
  email: string;
  onEmailChange: (email: string) => void;
  onSignedUp: (email: string) => void;
  onAccountExists: () => void;
}) {
  const intl = useIntl();
  const signUp = useMutation({
    mutationFn: signUpWithEmail,
    onSuccess: (_data, { email: address }) => {
      // Kept for the expired-link screen, which prefills it (spec section 2).
      writeStored("pendingEmail", address);
      onSignedUp(address);
    },
    onError: (error) => {
      if (isRefusal(error, errorCodes.USER_ALREADY_EXISTS)) {
        onAccountExists();
        return;
      }
      form.setProblem({ message: apiErrorText(error), fields: [] });
    },
  });
  const form = useCredentialsForm({
    schema: () => loadAuthSchemas().then((schemas) => schemas.signUpSchema),
    email,
    onEmailChange,
    busy: signUp.isPending,
    onValid: (credentials) => signUp.mutate(credentials),
  });

  return (
    <form noValidate onSubmit={form.submit} className="flex flex-col gap-4">
      <FormProblemAlert id={form.errorId} problem={form.problem} />
      <EmailField {...form.emailProps} />
      <PasswordField label={intl.formatMessage(messages.password)} isNew {...form.passwordProps} />
      <Button type="submit" size="lg" busy={signUp.isPending} className="w-full">
        {intl.formatMessage(messages.submit)}
      </Button>
    </form>
  );
}
