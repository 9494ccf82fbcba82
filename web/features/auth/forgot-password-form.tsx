import { useMutation } from "@tanstack/react-query";
import { ArrowLeft } from "lucide-react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { authMessages, emailPattern } from "../../../contracts/auth.ts";
import { Alert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { TextField } from "../../components/ui/text-field.tsx";
import { requestPasswordReset } from "./auth-api.ts";
import { AuthHeading } from "./auth-layout.tsx";
import { type FormProblem, FormProblemAlert, invalidFieldClasses } from "./form-problem.tsx";

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
  const errorId = useId();
  const emailRef = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const request = useMutation({
    mutationFn: requestPasswordReset,
    onError: (error) => setProblem({ message: error.message, fields: [] }),
  });

  // The button that opened this form is gone; continue where the user will type.
  useEffect(() => emailRef.current?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (request.isPending) return;
    const address = email.trim();
    const message = !address
      ? authMessages.emptyResetEmail
      : emailPattern.test(address)
        ? null
        : authMessages.invalidEmail;
    if (message) {
      setProblem({ message, fields: ["email"] });
      emailRef.current?.focus();
      return;
    }
    setProblem(null);
    request.mutate(address);
  };

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
          ref={emailRef}
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(event) => onEmailChange(event.target.value)}
          aria-invalid={problem?.fields.includes("email") || undefined}
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
