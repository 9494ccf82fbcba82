// Moved to web/components/ui so the password change on /profile shares it (issue 31).
export { PasswordField } from "../../components/ui/password-field.tsx";
