/** A page's heading: a small kicker line above its one h1 (the create-post page, the dashboard). */
export function PageHeading({ kicker, title }: { kicker: string; title: string }) {
  return (
    <header>
      <p className="text-sm font-semibold tracking-wide text-ocean-700 uppercase">{kicker}</p>
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
        {title}
      </h1>
    </header>
  );
}
