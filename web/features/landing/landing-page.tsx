export function LandingPage() {
  return <main className="p-6">LandingPage</main>;
}
