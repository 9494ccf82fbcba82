import { HeartHandshake } from "lucide-react";
import { Card } from "../../components/ui/card.tsx";

/** The feed's side note: a few words on keeping it a good place, as community apps do. */
export function FeedGuidelines({ cityName }: { cityName: string }) {
  return (
    <Card className="p-5">
      <div className="flex items-center gap-2">
        <HeartHandshake aria-hidden="true" className="size-5 text-ocean-700" />
        <h2 className="font-bold tracking-tight text-slate-900">Keep it neighbourly</h2>
      </div>
      <ul className="mt-3 flex list-disc flex-col gap-2 pl-5 text-sm text-slate-600 marker:text-ocean-600">
        <li>Share what matters around {cityName}: news, questions, recommendations.</li>
        <li>Be kind. Disagree with ideas, not people.</li>
        <li>Keep private details private, yours and others'.</li>
      </ul>
    </Card>
  );
}
