// Product decision 12: an admin reviews each request; the applicant hears back either way.
const steps = [
  { title: "Answer four questions", text: "They help the admins get to know you." },
  { title: "An admin reviews it", text: "Every member is approved by a person, not a bot." },
  {
    title: "You hear back",
    text: "An email and a notice on Coastal tell you the decision. Approved? Your community opens.",
  },
] as const;

/** What happens after the join form is sent, beside the form. */
export function JoinReviewSteps() {
  return (
    <div className="rounded-2xl border border-ocean-100 bg-ocean-50/60 p-5">
      <h2 className="text-sm font-bold tracking-wide text-ocean-900 uppercase">
        How joining works
      </h2>
      <ol className="mt-4 flex flex-col gap-4">
        {steps.map((step, index) => (
          <li key={step.title} className="flex gap-3">
            <span
              aria-hidden="true"
              className="flex size-7 shrink-0 items-center justify-center rounded-full bg-ocean-700 text-sm font-bold text-white"
            >
              {index + 1}
            </span>
            <div>
              <p className="font-semibold text-slate-900">{step.title}</p>
              <p className="text-sm text-slate-600">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}
