import { HeartHandshake } from "lucide-react";
import { Card } from "../../components/ui/card.tsx";
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";

const messages = defineMessages({
  title: { id: "posts.guidelines.title", defaultMessage: "Keep it neighbourly" },
  share: {
    id: "posts.guidelines.share",
    defaultMessage: "Share what matters around {city}: news, questions, recommendations.",
  },
  kind: {
    id: "posts.guidelines.kind",
    defaultMessage: "Be kind. Disagree with ideas, not people.",
  },
  private: {
    id: "posts.guidelines.private",
    defaultMessage: "Keep private details private, yours and others'.",
  },
});

/** The feed's side note: a few words on keeping it a good place, as community apps do. */
export function FeedGuidelines({ cityName }: { cityName: string }) {
  const intl = useIntl();
  return (
    <Card className="p-5">
      <div className="flex items-center gap-2">
        <HeartHandshake aria-hidden="true" className="size-5 text-ocean-700" />
        <h2 className="font-bold tracking-tight text-slate-900">
          {intl.formatMessage(messages.title)}
        </h2>
      </div>
      <ul className="mt-3 flex list-disc flex-col gap-2 pl-5 text-sm text-slate-600 marker:text-ocean-600">
        <li>{intl.formatMessage(messages.share, { city: cityName })}</li>
        <li>{intl.formatMessage(messages.kind)}</li>
        <li>{intl.formatMessage(messages.private)}</li>
      </ul>
    </Card>
  );
}
