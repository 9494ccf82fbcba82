import {
  CalendarDays,
  ChartNoAxesColumn,
  House,
  type LucideIcon,
  MessagesSquare,
  Newspaper,
  ShoppingBag,
  Store,
  UtensilsCrossed,
} from "lucide-react";
import type { Message } from "../../../contracts/i18n/define-messages.ts";
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";

const messages = defineMessages({
  post: { id: "landing.about.post", defaultMessage: "Post" },
  postText: {
    id: "landing.about.postText",
    defaultMessage: "Share news, questions and photos with your city.",
  },
  react: { id: "landing.about.react", defaultMessage: "React & comment" },
  reactText: {
    id: "landing.about.reactText",
    defaultMessage: "Like, love or laugh, and keep the conversation going.",
  },
  polls: { id: "landing.about.polls", defaultMessage: "Polls" },
  pollsText: {
    id: "landing.about.pollsText",
    defaultMessage: "Have your say on what matters locally.",
  },
  marketplace: { id: "landing.about.marketplace", defaultMessage: "Marketplace" },
  marketplaceText: {
    id: "landing.about.marketplaceText",
    defaultMessage: "Buy and sell boards, bikes and everything else.",
  },
  property: { id: "landing.about.property", defaultMessage: "Property" },
  propertyText: {
    id: "landing.about.propertyText",
    defaultMessage: "Find a place to rent or buy near the water.",
  },
  dining: { id: "landing.about.dining", defaultMessage: "Dining" },
  diningText: {
    id: "landing.about.diningText",
    defaultMessage: "Discover where locals actually eat.",
  },
  shopping: { id: "landing.about.shopping", defaultMessage: "Shopping" },
  shoppingText: {
    id: "landing.about.shoppingText",
    defaultMessage: "Support the shops on your street.",
  },
  events: { id: "landing.about.events", defaultMessage: "Events" },
  eventsText: {
    id: "landing.about.eventsText",
    defaultMessage: "RSVP to clean-ups, markets and meetups.",
  },
  eyebrow: { id: "landing.about.eyebrow", defaultMessage: "About Coastal" },
  title: {
    id: "landing.about.title",
    defaultMessage: "The community noticeboard for life by the sea",
  },
  text: {
    id: "landing.about.text",
    defaultMessage:
      "Coastal brings together the people who live on the same stretch of coast. Join your city to post, react and comment, vote in community polls, and browse the local marketplace, property listings, restaurants, shops and events.",
  },
});

const features: { title: Message; text: Message; icon: LucideIcon }[] = [
  { title: messages.post, text: messages.postText, icon: Newspaper },
  { title: messages.react, text: messages.reactText, icon: MessagesSquare },
  { title: messages.polls, text: messages.pollsText, icon: ChartNoAxesColumn },
  { title: messages.marketplace, text: messages.marketplaceText, icon: Store },
  { title: messages.property, text: messages.propertyText, icon: House },
  { title: messages.dining, text: messages.diningText, icon: UtensilsCrossed },
  { title: messages.shopping, text: messages.shoppingText, icon: ShoppingBag },
  { title: messages.events, text: messages.eventsText, icon: CalendarDays },
];

/** Spec: the about blurb: what Coastal is and what members do there. */
export function AboutSection() {
  const intl = useIntl();
  return (
    <section aria-labelledby="about-title" className="bg-slate-50 py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-3xl text-center">
          <p className="text-sm font-semibold tracking-wide text-ocean-700 uppercase">
            {intl.formatMessage(messages.eyebrow)}
          </p>
          <h2
            id="about-title"
            className="mt-2 text-3xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-4xl"
          >
            {intl.formatMessage(messages.title)}
          </h2>
          <p className="mt-4 text-base leading-relaxed text-slate-600 sm:text-lg">
            {intl.formatMessage(messages.text)}
          </p>
        </div>
        <ul className="mt-12 grid grid-cols-2 gap-3 sm:mt-14 sm:gap-4 lg:grid-cols-4">
          {features.map(({ title, text, icon: Icon }) => (
            <li
              key={title.id}
              className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-ocean-200 hover:shadow-md sm:p-6"
            >
              <span className="inline-flex size-10 items-center sm:size-11 justify-center rounded-xl bg-ocean-50 text-ocean-700 ring-1 ring-ocean-100">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="mt-3 font-bold text-slate-900 sm:mt-4">{intl.formatMessage(title)}</h3>
              <p className="mt-1 text-sm leading-relaxed text-slate-600">
                {intl.formatMessage(text)}
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
