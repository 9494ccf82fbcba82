import { useState } from "react";
import { type CityLocale, cityLocales } from "../../../contracts/admin-rules.ts";
import type { City } from "../../../contracts/communities.ts";
import { messageFor } from "../../../contracts/i18n/define-messages.ts";
import { Alert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { MutationError } from "../../components/ui/mutation-error.tsx";
import { SelectField } from "../../components/ui/select-field.tsx";
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";
import { useEditCity } from "./add-city.ts";

export const formatMessages = defineMessages({
  locale: { id: "adminCities.localeLabel", defaultMessage: "Locale" },
  currency: { id: "adminCities.currencyLabel", defaultMessage: "Currency" },
  edit: { id: "adminCities.editFormats", defaultMessage: "Change locale and currency" },
  editOf: {
    id: "adminCities.editFormatsOf",
    defaultMessage: "Locale and currency of {city}",
  },
  save: { id: "adminCities.saveFormats", defaultMessage: "Save" },
  cancel: { id: "adminCities.cancel", defaultMessage: "Cancel" },
  saved: {
    id: "adminCities.formatsSaved",
    defaultMessage: "{city} now writes prices in {currency}. Amounts stay as they were.",
  },
});

type Words = ReturnType<typeof useIntl>;

/** The locales, named in the reader's language ("English (Australia)"). */
export function localeOptions(intl: Words) {
  const names = new Intl.DisplayNames([intl.locale], { type: "language" });
  return cityLocales.map((tag) => ({ value: tag, label: `${names.of(tag) ?? tag} · ${tag}` }));
}

/** Every currency the browser writes, named in the reader's language ("South African Rand"). */
export function currencyOptions(intl: Words) {
  const names = new Intl.DisplayNames([intl.locale], { type: "currency" });
  return Intl.supportedValuesOf("currency").map((code) => ({
    value: code,
    label: `${names.of(code) ?? code} (${code})`,
  }));
}

/** A zod refusal (English, the contract's words) in the page's language. */
export const said = (intl: Words, text: string | undefined) => {
  const message = text ? messageFor(text) : undefined;
  return message ? intl.formatMessage(message) : text;
};

/**
 * A city's locale and currency, changed later (issue 30): how its numbers and prices
 * are written. The amounts stored stay as they are.
 */
export function CityFormatsEditor({ city }: { city: City }) {
  const intl = useIntl();
  const edit = useEditCity(city.slug);
  const [open, setOpen] = useState(false);
  const [locale, setLocale] = useState(city.locale);
  const [currency, setCurrency] = useState(city.currency);
  const [options] = useState(() => ({
    locales: localeOptions(intl),
    currencies: currencyOptions(intl),
  }));
  if (!open) {
    return (
      <div className="flex flex-col items-end gap-1">
        {edit.isSuccess && (
          <Alert tone="success">
            {intl.formatMessage(formatMessages.saved, { city: city.name, currency })}
          </Alert>
        )}
        <Button
          variant="secondary"
          size="sm"
          aria-label={intl.formatMessage(formatMessages.editOf, { city: city.name })}
          onClick={() => {
            edit.reset();
            setOpen(true);
          }}
        >
          {intl.formatMessage(formatMessages.edit)}
        </Button>
      </div>
    );
  }
  return (
    <form
      aria-label={intl.formatMessage(formatMessages.editOf, { city: city.name })}
      className="flex w-full flex-col gap-3 sm:flex-row sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        edit.mutate(
          { locale: locale as CityLocale, currency },
          { onSuccess: () => setOpen(false) },
        );
      }}
    >
      <SelectField
        label={intl.formatMessage(formatMessages.locale)}
        options={options.locales}
        value={locale}
        onChange={(event) => setLocale(event.target.value)}
      />
      <SelectField
        label={intl.formatMessage(formatMessages.currency)}
        options={options.currencies}
        value={currency}
        onChange={(event) => setCurrency(event.target.value)}
      />
      <div className="flex gap-2">
        <Button type="submit" size="sm" busy={edit.isPending}>
          {intl.formatMessage(formatMessages.save)}
        </Button>
        <Button type="button" variant="secondary" size="sm" onClick={() => setOpen(false)}>
          {intl.formatMessage(formatMessages.cancel)}
        </Button>
      </div>
      <MutationError error={edit.error} />
    </form>
  );
}
