export function PollsPage() {
  return <div className="p-6">PollsPage</div>;
}
