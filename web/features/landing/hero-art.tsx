import { CalendarDays, Heart, MessageCircle, Smile } from "lucide-react";
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";
import { HeroScene } from "./hero-scene.tsx";

const messages = defineMessages({
  postMeta: { id: "landing.heroArt.postMeta", defaultMessage: "Gold Coast · 5 min ago" },
  post: {
    id: "landing.heroArt.post",
    defaultMessage: "Dawn patrol at Burleigh was glassy this morning. Who's in tomorrow?",
  },
  poll: { id: "landing.heroArt.poll", defaultMessage: "Miami poll" },
  pollQuestion: {
    id: "landing.heroArt.pollQuestion",
    defaultMessage: "Best cafecito near Lincoln Road?",
  },
  event: { id: "landing.heroArt.event", defaultMessage: "Clifton beach clean-up" },
  eventMeta: { id: "landing.heroArt.eventMeta", defaultMessage: "Sat 8:00 · 19/50 going" },
});

/**
 * The seascape with a few made-up snippets of community life floating over it,
 * so a visitor sees at a glance what happens inside. Decorative as a whole.
 */
export function HeroArt() {
  const intl = useIntl();
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-xl lg:max-w-none">
      <div className="aspect-[14/11] overflow-hidden rounded-[2rem] shadow-2xl ring-1 shadow-ocean-900/20 ring-slate-900/5">
        <HeroScene />
      </div>

      <div className="absolute -bottom-6 -left-2 w-64 rounded-2xl bg-white p-4 shadow-xl ring-1 shadow-slate-900/10 ring-slate-900/5 sm:-left-6 sm:w-72">
        <div className="flex items-center gap-3">
          <span className="inline-flex size-9 items-center justify-center rounded-full bg-sand-100 text-sm font-bold text-amber-900">
            M
          </span>
          <div className="text-sm">
            <p className="font-semibold text-slate-900" translate="no">
              Maya
            </p>
            <p className="text-slate-600">{intl.formatMessage(messages.postMeta)}</p>
          </div>
        </div>
        <p className="mt-3 text-sm text-slate-800">{intl.formatMessage(messages.post)}</p>
        <div className="mt-3 flex gap-4 text-sm font-medium text-slate-600">
          <span className="inline-flex items-center gap-1">
            <Heart className="size-4 fill-coral-500 text-coral-500" /> 24
          </span>
          <span className="inline-flex items-center gap-1">
            <Smile className="size-4 text-amber-600" /> 6
          </span>
          <span className="inline-flex items-center gap-1">
            <MessageCircle className="size-4 text-ocean-700" /> 9
          </span>
        </div>
      </div>

      <div className="absolute top-6 -right-2 hidden w-60 rounded-2xl bg-white/95 p-4 shadow-xl ring-1 shadow-slate-900/10 ring-slate-900/5 sm:block lg:-right-6">
        <p className="text-xs font-semibold tracking-wide text-ocean-700 uppercase">
          {intl.formatMessage(messages.poll)}
        </p>
        <p className="mt-1 text-sm font-semibold text-slate-900">
          {intl.formatMessage(messages.pollQuestion)}
        </p>
        <PollBar label="Café Versailles" percent={58} />
        <PollBar label="Puerto Sagua" percent={42} />
      </div>

      <div className="absolute -right-2 bottom-16 hidden items-center gap-3 rounded-2xl bg-white p-3 pr-4 shadow-xl ring-1 shadow-slate-900/10 ring-slate-900/5 md:flex lg:-right-8">
        <span className="inline-flex size-10 items-center justify-center rounded-xl bg-ocean-50 text-ocean-700">
          <CalendarDays className="size-5" />
        </span>
        <div className="text-sm">
          <p className="font-semibold text-slate-900">{intl.formatMessage(messages.event)}</p>
          <p className="text-slate-600">{intl.formatMessage(messages.eventMeta)}</p>
        </div>
      </div>
    </div>
  );
}

function PollBar({ label, percent }: { label: string; percent: number }) {
  return (
    <div className="mt-3">
      <div className="flex justify-between text-xs font-medium text-slate-700">
        {/* A sample place's name, the same in every language. */}
        <span translate="no">{label}</span>
        <span>{percent}%</span>
      </div>
      <div className="mt-1 h-2 overflow-hidden rounded-full bg-slate-100">
        <div className="h-full rounded-full bg-ocean-600" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
