import { useId, useState } from "react";
import {
  languageNames,
  languages,
  languageSettingMessages as messages,
  type LanguageSetting as Setting,
} from "../../../contracts/profiles-language.ts";
import { Alert } from "../../components/ui/alert.tsx";
import { useIntl } from "../../lib/i18n/use-intl.ts";
import { useUpdateProfile } from "./use-own-profile.ts";

const choices: { value: Setting; key: string }[] = [
  ...languages.map((language) => ({ value: language, key: language })),
  { value: null, key: "browser" },
];

/**
 * /profile's "Language" (decision 063): English, Español, or the browser's languages. The
 * choice is saved at once; the page then loads again in it, since every word already on
 * screen was drawn in the other one.
 */
export function LanguageSetting({ language }: { language: Setting | undefined }) {
  const intl = useIntl();
  const labelId = useId();
  const hintId = useId();
  const update = useUpdateProfile();
  const [chosen, setChosen] = useState<Setting>(language ?? null);

  function choose(value: Setting) {
    const before = chosen;
    setChosen(value);
    update.mutate(
      { language: value },
      {
        onSuccess: () => {
          // A choice that changes nothing on screen stays on the page; any other reloads it.
          if (value === null || !intl.locale.startsWith(value)) window.location.reload();
        },
        onError: () => setChosen(before),
      },
    );
  }

  return (
    <div className="flex flex-col gap-3">
      <div
        role="radiogroup"
        aria-labelledby={labelId}
        aria-describedby={hintId}
        className="flex flex-col gap-2"
      >
        <h2 id={labelId} className="text-lg font-bold text-slate-900">
          {intl.formatMessage(messages.label)}
        </h2>
        <p id={hintId} className="text-sm text-slate-600">
          {intl.formatMessage(messages.hint)}
        </p>
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          {choices.map(({ value, key }) => (
            <label
              key={key}
              lang={value ?? undefined}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg sm:min-w-40 border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-800 shadow-sm transition-colors hover:border-ocean-500 has-checked:border-ocean-600 has-checked:bg-ocean-50 has-checked:ring-1 has-checked:ring-ocean-600 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ocean-600"
            >
              <input
                type="radio"
                name="language"
                value={key}
                checked={chosen === value}
                disabled={update.isPending}
                onChange={() => choose(value)}
                className="size-4 shrink-0 accent-ocean-700 focus-visible:outline-none"
              />
              {value ? languageNames[value] : intl.formatMessage(messages.browser)}
            </label>
          ))}
        </div>
      </div>
      {update.isSuccess && <Alert tone="success">{intl.formatMessage(messages.saved)}</Alert>}
      {update.isError && <Alert tone="error">{intl.formatMessage(messages.failed)}</Alert>}
    </div>
  );
}
