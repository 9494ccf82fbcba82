export function CityPage() {
  return <main className="p-6">CityPage</main>;
}
