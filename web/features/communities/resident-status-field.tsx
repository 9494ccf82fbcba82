import { Binoculars, House, type LucideIcon, Luggage, Truck } from "lucide-react";
import { useId } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { residentStatuses, residentStatusLabels } from "../../../contracts/communities-rules.ts";
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";

const messages = defineMessages({
  yourStatus: { id: "communities.yourStatus", defaultMessage: "Your status" },
});

const icons: Record<(typeof residentStatuses)[number], LucideIcon> = {
  resident: House,
  visitor: Luggage,
  planning: Truck,
  interested: Binoculars,
};

/** "Your status": the four choices as radio cards, big enough to tap on a phone. */
export function ResidentStatusField({
  registration,
  invalid,
  errorId,
}: {
  registration: UseFormRegisterReturn<"residentStatus">;
  invalid: boolean;
  errorId: string;
}) {
  const intl = useIntl();
  const labelId = useId();
  return (
    // A radiogroup (not a fieldset) may carry "invalid" and point to the message.
    <div
      role="radiogroup"
      aria-labelledby={labelId}
      aria-invalid={invalid || undefined}
      aria-describedby={invalid ? errorId : undefined}
      className="flex flex-col gap-2"
    >
      <span id={labelId} className="text-sm font-semibold text-slate-800">
        {intl.formatMessage(messages.yourStatus)}
      </span>
      <div className="grid gap-2 sm:grid-cols-2">
        {residentStatuses.map((status) => {
          const Icon = icons[status];
          return (
            <label
              key={status}
              className={`flex cursor-pointer items-center gap-3 rounded-lg border bg-white px-3 py-3 text-sm font-medium text-slate-800 shadow-sm transition-colors hover:border-ocean-500 has-checked:border-ocean-600 has-checked:bg-ocean-50 has-checked:ring-1 has-checked:ring-ocean-600 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ocean-600 ${invalid ? "border-coral-600" : "border-slate-300"}`}
            >
              <input
                type="radio"
                value={status}
                className="size-4 shrink-0 accent-ocean-700 focus-visible:outline-none"
                {...registration}
              />
              <Icon aria-hidden="true" className="size-4 shrink-0 text-ocean-700" />
              {intl.formatMessage(residentStatusLabels[status])}
            </label>
          );
        })}
      </div>
    </div>
  );
}
