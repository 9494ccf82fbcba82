import { authMessages, emailPattern, meetsPasswordRules } from "../../../contracts/auth.ts";

export type CredentialField = "email" | "password";
export type CredentialsProblem = { message: string; fields: CredentialField[] };

/**
 * The client-side checks of spec section 5, in the order the user should hear
 * them: empty fields first, then the address, then (sign-up only) the password rules.
 */
export function credentialsProblem(
  { email, password }: { email: string; password: string },
  { checkPasswordRules }: { checkPasswordRules: boolean },
): CredentialsProblem | null {
  const empty: CredentialField[] = [];
  if (!email.trim()) empty.push("email");
  if (!password) empty.push("password");
  if (empty.length > 0) return { message: authMessages.emptyFields, fields: empty };
  if (!emailPattern.test(email.trim())) {
    return { message: authMessages.invalidEmail, fields: ["email"] };
  }
  if (checkPasswordRules && !meetsPasswordRules(password)) {
    return { message: authMessages.weakPassword, fields: ["password"] };
  }
  return null;
}
