import { useMutation } from "@tanstack/react-query";
import { Button } from "../../components/ui/button.tsx";
import { ApiError } from "../../lib/api.ts";
import { signUpWithEmail } from "./auth-api.ts";
import { writeStored } from "./auth-storage.ts";
import { EmailField } from "./email-field.tsx";
import { FormProblemAlert } from "./form-problem.tsx";
import { PasswordField } from "./password-field.tsx";
import { useCredentialsForm } from "./use-credentials-form.ts";

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
  const signUp = useMutation({
    mutationFn: signUpWithEmail,
    onSuccess: (_data, { email: address }) => {
      // Kept for the expired-link screen, which prefills it (spec section 2).
      writeStored("pendingEmail", address);
      onSignedUp(address);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === "USER_ALREADY_EXISTS") {
        onAccountExists();
        return;
      }
      form.setProblem({ message: error.message, fields: [] });
    },
  });
  const form = useCredentialsForm({
    email,
    onEmailChange,
    checkPasswordRules: true,
    busy: signUp.isPending,
    onValid: (credentials) => signUp.mutate(credentials),
  });

  return (
    <form noValidate onSubmit={form.submit} className="flex flex-col gap-4">
      <FormProblemAlert id={form.errorId} problem={form.problem} />
      <EmailField
        value={email}
        onValueChange={form.changeEmail}
        inputRef={form.emailRef}
        {...form.fieldProps("email")}
      />
      <PasswordField
        label="Password"
        value={form.password}
        onValueChange={form.changePassword}
        isNew
        inputRef={form.passwordRef}
        {...form.fieldProps("password")}
      />
      <Button type="submit" size="lg" busy={signUp.isPending} className="w-full">
        Sign Up
      </Button>
    </form>
  );
}
