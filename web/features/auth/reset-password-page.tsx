export function ResetPasswordPage() {
  return <main className="p-6">ResetPasswordPage</main>;
}
