export function FeedPage() {
  return <div className="p-6">FeedPage</div>;
}
