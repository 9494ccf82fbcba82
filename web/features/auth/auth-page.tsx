export function AuthPage() {
  return <main className="p-6">AuthPage</main>;
}
