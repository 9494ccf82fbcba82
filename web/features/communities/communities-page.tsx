export function CommunitiesPage() {
  return <main className="p-6">CommunitiesPage</main>;
}
