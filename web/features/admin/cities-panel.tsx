import { useState } from "react";
import { Link } from "react-router";
import { defaultCityFormat, slugFromName } from "../../../contracts/admin-rules.ts";
import { Alert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { MutationError } from "../../components/ui/mutation-error.tsx";
import { PhotoField } from "../../components/ui/photo-field.tsx";
import { SelectField } from "../../components/ui/select-field.tsx";
import { TextField } from "../../components/ui/text-field.tsx";
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";
import { useFormWithSchema } from "../../lib/use-form-with-schema.ts";
import { type AddedCity, useAddCity } from "./add-city.ts";
import { currencyOptions, formatMessages, localeOptions, said } from "./city-format-fields.tsx";
import { CityList } from "./city-list.tsx";
import { DemoContentSection } from "./demo-content-section.tsx";

const messages = defineMessages({
  title: { id: "adminCities.addTitle", defaultMessage: "Add a city" },
  intro: {
    id: "adminCities.addIntro",
    defaultMessage:
      "It is listed on Communities and the home page at once; people can then ask to join.",
  },
  name: { id: "adminCities.name", defaultMessage: "Name" },
  address: { id: "adminCities.address", defaultMessage: "Its address: {path}" },
  addressFromName: {
    id: "adminCities.addressFromName",
    defaultMessage: "Its address comes from the name.",
  },
  timeZone: { id: "adminCities.timeZoneLabel", defaultMessage: "Time zone" },
  chooseTimeZone: { id: "adminCities.chooseTimeZone", defaultMessage: "Choose a time zone" },
  tagline: { id: "adminCities.tagline", defaultMessage: "Tagline (optional)" },
  taglinePlaceholder: {
    id: "adminCities.taglinePlaceholder",
    defaultMessage: "What the place is like, in a line",
  },
  cover: { id: "adminCities.cover", defaultMessage: "Cover photo (optional)" },
  added: { id: "adminCities.added", defaultMessage: "{city} was added." },
  visit: { id: "adminCities.visit", defaultMessage: "Visit {city}" },
  add: { id: "adminCities.add", defaultMessage: "Add city" },
});

/** Every zone the browser knows (the server checks against its own list), the viewer's first. */
function timeZoneOptions() {
  const zones = Intl.supportedValuesOf("timeZone");
  return zones.map((zone) => ({ value: zone, label: zone.replaceAll("_", " ") }));
}

const ownTimeZone = () => {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return Intl.supportedValuesOf("timeZone").includes(zone) ? zone : "";
};

const blank = { name: "", tagline: "" };
/** A new city writes like the first one until the admin chooses (contracts/admin-rules.ts). */
const startingFormat = defaultCityFormat;

/**
 * The Cities tab (admins, decision 27): the cities there are, and a form to add
 * one: name (its address comes from it, shown as it is typed), time zone from
 * the browser's list, tagline, locale and currency (issue 30) and an optional cover
 * photo sent with progress; and the demo content, removed in one action.
 */
export function CitiesPanel() {
  const intl = useIntl();
  const add = useAddCity();
  const [added, setAdded] = useState<AddedCity | null>(null);
  const [cover, setCover] = useState<File | null>(null);
  const [choices] = useState(() => ({
    zones: timeZoneOptions(),
    locales: localeOptions(intl),
    currencies: currencyOptions(intl),
  }));
  const { register, handleSubmit, formState, watch, reset } = useFormWithSchema(
    () => import("../../../contracts/admin.ts").then((contract) => contract.createCitySchema),
    {
      defaultValues: { ...blank, timeZone: ownTimeZone(), ...startingFormat },
    },
  );
  const slug = slugFromName(watch("name") ?? "");
  const errors = formState.errors;
  const submit = handleSubmit((fields) => {
    setAdded(null);
    add.mutate(
      { fields, cover },
      {
        onSuccess: (city) => {
          setAdded(city);
          setCover(null);
          reset({ ...fields, ...blank });
        },
      },
    );
  });

  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="add-city-title">
        <h2 id="add-city-title" className="text-xl font-bold text-slate-900">
          {intl.formatMessage(messages.title)}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{intl.formatMessage(messages.intro)}</p>
        <Card className="mt-4 p-4 sm:p-6">
          <form noValidate onSubmit={submit} className="flex flex-col gap-5">
            <TextField
              label={intl.formatMessage(messages.name)}
              autoComplete="off"
              maxLength={60}
              error={said(intl, errors.name?.message)}
              hint={
                slug
                  ? intl.formatMessage(messages.address, {
                      path: (
                        <span key="path" className="font-mono text-slate-800">
                          /city/{slug}
                        </span>
                      ),
                    })
                  : intl.formatMessage(messages.addressFromName)
              }
              {...register("name")}
            />
            <SelectField
              label={intl.formatMessage(messages.timeZone)}
              options={[
                { value: "", label: intl.formatMessage(messages.chooseTimeZone) },
                ...choices.zones,
              ]}
              error={said(intl, errors.timeZone?.message)}
              {...register("timeZone")}
            />
            <div className="grid gap-5 sm:grid-cols-2">
              <SelectField
                label={intl.formatMessage(formatMessages.locale)}
                options={choices.locales}
                error={said(intl, errors.locale?.message)}
                // Set on the element too: the form's default alone leaves the first option shown.
                defaultValue={startingFormat.locale}
                {...register("locale")}
              />
              <SelectField
                label={intl.formatMessage(formatMessages.currency)}
                options={choices.currencies}
                error={said(intl, errors.currency?.message)}
                // Set on the element too: the form's default alone leaves the first option shown.
                defaultValue={startingFormat.currency}
                {...register("currency")}
              />
            </div>
            <TextField
              label={intl.formatMessage(messages.tagline)}
              maxLength={120}
              placeholder={intl.formatMessage(messages.taglinePlaceholder)}
              error={said(intl, errors.tagline?.message)}
              {...register("tagline")}
            />
            <PhotoField
              label={intl.formatMessage(messages.cover)}
              photo={cover}
              onChange={setCover}
              disabled={add.isPending}
              progress={add.isPending && cover ? add.progress : null}
            />
            <MutationError error={add.error} />
            {added && (
              <Alert tone="success">
                {intl.formatMessage(messages.added, { city: added.name })}{" "}
                <Link to={`/city/${added.slug}`} className="font-semibold underline">
                  {intl.formatMessage(messages.visit, { city: added.name })}
                </Link>
              </Alert>
            )}
            <div>
              <Button type="submit" busy={add.isPending}>
                {intl.formatMessage(messages.add)}
              </Button>
            </div>
          </form>
        </Card>
      </section>

      <CityList />

      <DemoContentSection />
    </div>
  );
}
