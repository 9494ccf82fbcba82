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

const features: { title: string; text: string; icon: LucideIcon }[] = [
  { title: "Post", text: "Share news, questions and photos with your city.", icon: Newspaper },
  {
    title: "React & comment",
    text: "Like, love or laugh, and keep the conversation going.",
    icon: MessagesSquare,
  },
  { title: "Polls", text: "Have your say on what matters locally.", icon: ChartNoAxesColumn },
  { title: "Marketplace", text: "Buy and sell boards, bikes and everything else.", icon: Store },
  { title: "Property", text: "Find a place to rent or buy near the water.", icon: House },
  { title: "Dining", text: "Discover where locals actually eat.", icon: UtensilsCrossed },
  { title: "Shopping", text: "Support the shops on your street.", icon: ShoppingBag },
  { title: "Events", text: "RSVP to clean-ups, markets and meetups.", icon: CalendarDays },
];

/** Spec: the about blurb: what Coastal is and what members do there. */
export function AboutSection() {
  return (
    <section aria-labelledby="about-title" className="bg-slate-50 py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-3xl text-center">
          <p className="text-sm font-semibold tracking-wide text-ocean-700 uppercase">
            About Coastal
          </p>
          <h2
            id="about-title"
            className="mt-2 text-3xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-4xl"
          >
            The community noticeboard for life by the sea
          </h2>
          <p className="mt-4 text-base leading-relaxed text-slate-600 sm:text-lg">
            Coastal brings together the people who live on the same stretch of coast. Join your city
            to post, react and comment, vote in community polls, and browse the local marketplace,
            property listings, restaurants, shops and events.
          </p>
        </div>
        <ul className="mt-12 grid grid-cols-2 gap-3 sm:mt-14 sm:gap-4 lg:grid-cols-4">
          {features.map(({ title, text, icon: Icon }) => (
            <li
              key={title}
              className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-ocean-200 hover:shadow-md sm:p-6"
            >
              <span className="inline-flex size-10 items-center sm:size-11 justify-center rounded-xl bg-ocean-50 text-ocean-700 ring-1 ring-ocean-100">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="mt-3 font-bold text-slate-900 sm:mt-4">{title}</h3>
              <p className="mt-1 text-sm leading-relaxed text-slate-600">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
