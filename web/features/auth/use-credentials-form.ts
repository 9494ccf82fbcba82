import { type FormEvent, useId, useRef, useState } from "react";
import { type CredentialField, credentialsProblem } from "./credentials-problem.ts";
import type { FormProblem } from "./form-problem.tsx";

/**
 * What the sign-in and sign-up forms share: the password, the client checks,
 * the one error message, and moving focus to the first field to fix.
 */
export function useCredentialsForm({
  email,
  onEmailChange,
  checkPasswordRules,
  busy,
  onValid,
}: {
  email: string;
  onEmailChange: (email: string) => void;
  checkPasswordRules: boolean;
  busy: boolean;
  onValid: (credentials: { email: string; password: string }) => void;
}) {
  const errorId = useId();
  const [password, setPassword] = useState("");
  const [problem, setProblem] = useState<FormProblem<CredentialField> | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = credentialsProblem({ email, password }, { checkPasswordRules });
    setProblem(found);
    if (found) {
      (found.fields[0] === "password" ? passwordRef : emailRef).current?.focus();
      return;
    }
    onValid({ email: email.trim(), password });
  };

  // A field the user is fixing stops looking wrong; the message stays until the next try.
  const clearField = (field: CredentialField) =>
    setProblem((current) =>
      current?.fields.includes(field)
        ? { ...current, fields: current.fields.filter((f) => f !== field) }
        : current,
    );
  const changeEmail = (value: string) => {
    onEmailChange(value);
    clearField("email");
  };
  const changePassword = (value: string) => {
    setPassword(value);
    clearField("password");
  };

  const fieldProps = (field: CredentialField) => ({
    invalid: problem?.fields.includes(field) ?? false,
    errorId,
  });

  return {
    errorId,
    password,
    changeEmail,
    changePassword,
    problem,
    setProblem,
    emailRef,
    passwordRef,
    submit,
    fieldProps,
  };
}
