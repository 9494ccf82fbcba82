export function ProfilePage() {
  return <main className="p-6">ProfilePage</main>;
}
