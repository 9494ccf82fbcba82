export function AdminPage() {
  return <main className="p-6">AdminPage</main>;
}
