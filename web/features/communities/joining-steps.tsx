import { ClipboardList, type LucideIcon, MapPin, PartyPopper } from "lucide-react";

const steps: { title: string; text: string; icon: LucideIcon }[] = [
  {
    title: "Pick your city",
    text: "Open a community above. Browsing its directories needs no account.",
    icon: MapPin,
  },
  {
    title: "Tell us a little",
    text: "Answer four short questions so the admins know you are a neighbour.",
    icon: ClipboardList,
  },
  {
    title: "Say hello",
    text: "Once approved you can post, react, comment and vote in polls.",
    icon: PartyPopper,
  },
];

/** How membership works (request, admin approval, join in), so "Pending" is no surprise. */
export function JoiningSteps() {
  return (
    <section
      aria-labelledby="joining-title"
      className="mt-16 rounded-3xl bg-white p-6 ring-1 ring-slate-200 sm:p-10"
    >
      <h2 id="joining-title" className="text-xl font-bold tracking-tight text-slate-900">
        How joining works
      </h2>
      <ol className="mt-6 grid gap-6 md:grid-cols-3">
        {steps.map(({ title, text, icon: Icon }, index) => (
          <li key={title} className="flex gap-4">
            <span className="relative inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-ocean-50 text-ocean-700 ring-1 ring-ocean-100">
              <Icon aria-hidden="true" className="size-5" />
              <span
                aria-hidden="true"
                className="absolute -top-2 -right-2 inline-flex size-5 items-center justify-center rounded-full bg-ocean-700 text-xs font-bold text-white"
              >
                {index + 1}
              </span>
            </span>
            <div>
              <h3 className="font-semibold text-slate-900">{title}</h3>
              <p className="mt-1 text-sm leading-relaxed text-slate-600">{text}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
