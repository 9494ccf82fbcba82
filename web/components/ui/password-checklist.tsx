import { Circle, CircleCheck } from "lucide-react";
import { passwordRules } from "../../../contracts/auth-rules.ts";
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";

const messages = defineMessages({
  met: { id: "auth.checklist.met", defaultMessage: "(met)" },
  notMet: { id: "auth.checklist.notMet", defaultMessage: "(not met)" },
});

/**
 * The live list of password rules. Each item changes its icon's shape and its
 * spoken text, not only its colour, and changes are announced politely.
 */
export function PasswordChecklist({ password }: { password: string }) {
  const intl = useIntl();
  return (
    <ul aria-live="polite" className="mt-1 grid gap-1.5 sm:grid-cols-2">
      {passwordRules.map((rule) => {
        const met = rule.test(password);
        return (
          <li
            key={rule.id}
            data-met={met}
            className={`flex items-center gap-1.5 text-sm sm:last:odd:col-span-2 ${met ? "text-emerald-700" : "text-slate-600"}`}
          >
            {met ? (
              <CircleCheck aria-hidden="true" className="size-4 shrink-0" />
            ) : (
              <Circle aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
            )}
            <span>{intl.formatMessage(rule.message)}</span>
            <span className="sr-only">
              {intl.formatMessage(met ? messages.met : messages.notMet)}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
