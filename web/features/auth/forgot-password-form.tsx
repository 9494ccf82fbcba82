import { useMutation } from "@tanstack/react-query";
import { ArrowLeft } from "lucide-react";
import { useEffect } from "react";
import { authMessages } from "../../../contracts/auth-rules.ts";
import { Alert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { TextField } from "../../components/ui/text-field.tsx";
import { apiErrorText } from "../../lib/api-error-text.ts";
import { requestPasswordReset } from "./auth-api.ts";
import { AuthHeading } from "./auth-layout.tsx";
import { FormProblemAlert, invalidFieldClasses } from "./form-problem.tsx";
import { loadAuthSchemas } from "./load-auth-schemas.ts";
import { useAuthForm } from "./use-auth-form.ts";

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

  const { form, errorId, problem, submit, isMarked } = auth;

  // The button that opened this form is gone; continue where the user will type.
  const { setFocus } = form;
  useEffect(() => setFocus("email"), [setFocus]);

  return (
    <>
      <AuthHeading
        title="Reset your password"
        subtitle="Enter the email you signed up with and we will send you a link to choose a new password."
      />
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <FormProblemAlert id={errorId} problem={problem} />
        {request.isSuccess && <Alert tone="success">{authMessages.resetSent}</Alert>}
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          {...form.register("email", { onChange: (event) => onEmailChange(event.target.value) })}
          aria-invalid={isMarked("email") || undefined}
          aria-describedby={problem ? errorId : undefined}
          className={invalidFieldClasses}
        />
        <Button type="submit" size="lg" busy={request.isPending} className="w-full">
          Send reset link
        </Button>
      </form>
      <button
        type="button"
        onClick={onBack}
        className="mx-auto mt-6 flex items-center gap-1.5 rounded text-sm font-medium text-ocean-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to sign in
      </button>
    </>
  );
}
