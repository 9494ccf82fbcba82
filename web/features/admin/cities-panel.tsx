import { useState } from "react";
import { Link } from "react-router";
import { slugFromName } from "../../../contracts/admin-rules.ts";
import { Alert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { LoadFailed } from "../../components/ui/load-failed.tsx";
import { MutationError } from "../../components/ui/mutation-error.tsx";
import { PhotoField } from "../../components/ui/photo-field.tsx";
import { SelectField } from "../../components/ui/select-field.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { TextField } from "../../components/ui/text-field.tsx";
import { couldNotLoad } from "../../lib/api-error-text.ts";
import { useCities } from "../../lib/use-cities.ts";
import { useFormWithSchema } from "../../lib/use-form-with-schema.ts";
import { type AddedCity, useAddCity } from "./add-city.ts";
import { DemoContentSection } from "./demo-content-section.tsx";

/** Every zone the browser knows (the server checks against its own list), the viewer's first. */
function timeZoneOptions() {
  const zones = Intl.supportedValuesOf("timeZone");
  return zones.map((zone) => ({ value: zone, label: zone.replaceAll("_", " ") }));
}

const ownTimeZone = () => {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return Intl.supportedValuesOf("timeZone").includes(zone) ? zone : "";
};

/**
 * The Cities tab (admins, decision 27): the cities there are, and a form to add
 * one: name (its address comes from it, shown as it is typed), time zone from
 * the browser's list, tagline and an optional cover photo sent with progress;
 * and the demo content, removed in one action.
 */
export function CitiesPanel() {
  const cities = useCities();
  const add = useAddCity();
  const [added, setAdded] = useState<AddedCity | null>(null);
  const [cover, setCover] = useState<File | null>(null);
  const [zones] = useState(timeZoneOptions);
  const { register, handleSubmit, formState, watch, reset } = useFormWithSchema(
    () => import("../../../contracts/admin.ts").then((contract) => contract.createCitySchema),
    { defaultValues: { name: "", timeZone: ownTimeZone(), tagline: "" } },
  );
  const slug = slugFromName(watch("name") ?? "");
  const submit = handleSubmit((fields) => {
    setAdded(null);
    add.mutate(
      { fields, cover },
      {
        onSuccess: (city) => {
          setAdded(city);
          setCover(null);
          reset({ name: "", timeZone: fields.timeZone, tagline: "" });
        },
      },
    );
  });

  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="add-city-title">
        <h2 id="add-city-title" className="text-xl font-bold text-slate-900">
          Add a city
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          It is listed on Communities and the home page at once; people can then ask to join.
        </p>
        <Card className="mt-4 p-4 sm:p-6">
          <form noValidate onSubmit={submit} className="flex flex-col gap-5">
            <TextField
              label="Name"
              autoComplete="off"
              maxLength={60}
              error={formState.errors.name?.message}
              hint={
                slug ? (
                  <>
                    Its address: <span className="font-mono text-slate-800">/city/{slug}</span>
                  </>
                ) : (
                  "Its address comes from the name."
                )
              }
              {...register("name")}
            />
            <SelectField
              label="Time zone"
              options={[{ value: "", label: "Choose a time zone" }, ...zones]}
              error={formState.errors.timeZone?.message}
              {...register("timeZone")}
            />
            <TextField
              label="Tagline (optional)"
              maxLength={120}
              placeholder="What the place is like, in a line"
              error={formState.errors.tagline?.message}
              {...register("tagline")}
            />
            <PhotoField
              label="Cover photo (optional)"
              photo={cover}
              onChange={setCover}
              disabled={add.isPending}
              progress={add.isPending && cover ? add.progress : null}
            />
            <MutationError error={add.error} />
            {added && (
              <Alert tone="success">
                {added.name} was added.{" "}
                <Link to={`/city/${added.slug}`} className="font-semibold underline">
                  Visit {added.name}
                </Link>
              </Alert>
            )}
            <div>
              <Button type="submit" busy={add.isPending}>
                Add city
              </Button>
            </div>
          </form>
        </Card>
      </section>

      <section aria-labelledby="cities-title">
        <h2 id="cities-title" className="text-xl font-bold text-slate-900">
          Cities
        </h2>
        {cities.isPending ? (
          <div role="status" aria-busy="true" className="mt-4 flex flex-col gap-2">
            <span className="sr-only">Loading cities…</span>
            <Skeleton className="h-14" />
            <Skeleton className="h-14" />
          </div>
        ) : cities.isError ? (
          <LoadFailed
            className="mt-4"
            message={couldNotLoad("the cities", cities.error)}
            retrying={cities.isFetching}
            onRetry={() => cities.refetch()}
          />
        ) : cities.data.length === 0 ? (
          <p className="mt-4 text-slate-600">No cities yet. Add the first above.</p>
        ) : (
          <ul aria-labelledby="cities-title" className="mt-4 flex flex-col gap-2">
            {cities.data.map((city) => (
              <li
                key={city.slug}
                className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-3"
              >
                {city.coverUrl ? (
                  <img
                    src={city.coverUrl}
                    alt=""
                    className="h-10 w-16 shrink-0 rounded-md bg-slate-100 object-cover"
                  />
                ) : (
                  <span
                    aria-hidden="true"
                    className="h-10 w-16 shrink-0 rounded-md bg-linear-to-br from-ocean-100 to-sand-100"
                  />
                )}
                <div className="min-w-0 flex-1">
                  <Link
                    to={`/city/${city.slug}`}
                    className="font-semibold text-slate-900 hover:text-ocean-700"
                  >
                    {city.name}
                  </Link>
                  <p className="truncate text-sm text-slate-600">
                    /city/{city.slug} · {city.timeZone.replaceAll("_", " ")}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      <DemoContentSection />
    </div>
  );
}
