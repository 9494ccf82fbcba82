// Moved to server/session so account routes share it without importing this feature (issue 31).
export { isCommonPassword, newPasswordProblem } from "../../session/password-policy.ts";
