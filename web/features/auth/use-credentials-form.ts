import type { z } from "zod";
import { useAuthForm } from "./use-auth-form.ts";

type Credentials = { email: string; password: string };
type CredentialField = keyof Credentials;

/**
 * What the sign-in and sign-up forms share: email and password checked with the
 * contract's schema (signInSchema, signUpSchema), the email shared with the page
 * so it carries over to the other forms, and a field that is being fixed unmarked.
 */
export function useCredentialsForm({
  schema,
  email,
  onEmailChange,
  busy,
  onValid,
}: {
  schema: () => Promise<z.ZodType<Credentials, Credentials>>;
  email: string;
  onEmailChange: (email: string) => void;
  busy: boolean;
  onValid: (credentials: Credentials) => void;
}) {
  const auth = useAuthForm({
    schema,
    defaultValues: { email, password: "" },
    order: ["email", "password"],
    busy,
    onValid,
  });
  const emailField = auth.field("email");
  const passwordField = auth.field("password");

  const fieldProps = (field: CredentialField) => ({
    invalid: auth.isMarked(field),
    errorId: auth.errorId,
  });

  return {
    ...auth,
    emailProps: {
      value: emailField.value,
      onValueChange: (value: string) => {
        emailField.onChange(value);
        onEmailChange(value);
        auth.unmark("email");
      },
      inputRef: emailField.ref,
      ...fieldProps("email"),
    },
    passwordProps: {
      value: passwordField.value,
      onValueChange: (value: string) => {
        passwordField.onChange(value);
        auth.unmark("password");
      },
      inputRef: passwordField.ref,
      ...fieldProps("password"),
    },
  };
}
