import { useId, useMemo } from "react";
import {
  nationalPart,
  type PhoneCountryCode,
  phoneCountries,
  phoneExample,
  phoneMessages,
  toE164,
} from "../../../contracts/phone-rules.ts";
import type { OwnProfile, UpdateProfileInput } from "../../../contracts/profiles.ts";
import { profileLimits, profileMessages } from "../../../contracts/profiles-rules.ts";
import { Alert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { SelectField } from "../../components/ui/select-field.tsx";
import { TextField } from "../../components/ui/text-field.tsx";
import { ApiError } from "../../lib/api.ts";
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";
import { translatedText } from "../../lib/translated-text.ts";
import { useFormWithSchema } from "../../lib/use-form-with-schema.ts";
import type { DetailsInput } from "./profile-details-schema.ts";
import { useUpdateProfile } from "./use-own-profile.ts";

type Editable = Pick<OwnProfile, "email" | "username" | "bio" | "phone" | "phoneCountry">;

const formValues = (profile: Editable): DetailsInput => ({
  username: profile.username,
  bio: profile.bio,
  phoneCountry: profile.phoneCountry,
  phoneNumber: profile.phone ? nationalPart(profile.phone) : "",
});

// Country names from the browser's own data, sorted as the reader's language sorts them.
function countryOptionsIn(language: string) {
  const regionNames = new Intl.DisplayNames([language], { type: "region" });
  return phoneCountries
    .map((country) => ({
      value: country.code,
      label: `${regionNames.of(country.code) ?? country.code} (+${country.dial})`,
    }))
    .sort((a, b) => a.label.localeCompare(b.label, language));
}

const messages = defineMessages({
  email: { id: "profiles.email", defaultMessage: "Email" },
  emailHint: {
    id: "profiles.emailHint",
    defaultMessage:
      "You sign in with this address. To change it, go to <link>Security</link> below.",
  },
  username: { id: "profiles.username", defaultMessage: "Username" },
  bio: { id: "profiles.bio", defaultMessage: "Bio" },
  bioPlaceholder: {
    id: "profiles.bioPlaceholder",
    defaultMessage: "A line or two about you and your part of the coast",
  },
  phone: { id: "profiles.phone", defaultMessage: "Phone (optional)" },
  phoneIntro: {
    id: "profiles.phoneIntro",
    defaultMessage: "Signed-in members see it on your listings, so buyers can text you.",
  },
  country: { id: "profiles.country", defaultMessage: "Country" },
  phoneNumber: { id: "profiles.phoneNumber", defaultMessage: "Phone number" },
  phoneExample: { id: "profiles.phoneExample", defaultMessage: "e.g. {example}" },
  saved: { id: "profiles.saved", defaultMessage: "Your profile is saved." },
  cancel: { id: "profiles.cancel", defaultMessage: "Cancel" },
  save: { id: "profiles.save", defaultMessage: "Save" },
});

/**
 * Read-only email (it changes under Security, issue 31); editable username, bio and an
 * optional phone (issue 28: "Text Seller" needs one) with Save (only what changed) and Cancel.
 */
export function ProfileDetailsForm({ profile }: { profile: Editable }) {
  const intl = useIntl();
  const countryOptions = useMemo(() => countryOptionsIn(intl.locale), [intl.locale]);
  const bioId = useId();
  const update = useUpdateProfile();
  const { register, handleSubmit, reset, setError, setValue, watch, formState } = useFormWithSchema(
    () => import("./profile-details-schema.ts").then((schema) => schema.detailsSchema),
    // A successful save resets the form to the saved values; Cancel to the stored ones.
    { defaultValues: formValues(profile) },
  );
  const { errors, isDirty } = formState;
  const restore = () => reset(formValues(profile));

  const save = handleSubmit((values) => {
    const changes: UpdateProfileInput = {};
    if (values.username !== profile.username) changes.username = values.username;
    if (values.bio !== profile.bio) changes.bio = values.bio;
    const phone = values.phoneNumber
      ? toE164(values.phoneCountry as PhoneCountryCode, values.phoneNumber)
      : null;
    if (phone === null && values.phoneNumber) {
      return setError("phoneNumber", { message: intl.formatMessage(phoneMessages.invalid) });
    }
    if (phone !== profile.phone) changes.phone = phone;
    // Only whitespace was added or removed: nothing to send, show the stored values.
    if (Object.keys(changes).length === 0) return restore();
    update.mutate(changes, {
      onSuccess: (saved) => reset(formValues(saved)),
      onError: (error) => {
        // A taken name says so (409); otherwise, spec: each field has its own failure message.
        const taken = error instanceof ApiError && error.status === 409;
        if (changes.username !== undefined) {
          const message = taken ? profileMessages.usernameTaken : profileMessages.usernameFailed;
          setError("username", { message: intl.formatMessage(message) });
        }
        if (changes.bio !== undefined && !taken) {
          setError("bio", { message: intl.formatMessage(profileMessages.bioFailed) });
        }
        if (changes.phone !== undefined && !taken) {
          const message = error instanceof ApiError && error.status === 400 ? error.message : "";
          setError("phoneNumber", {
            message: message || intl.formatMessage(phoneMessages.invalid),
          });
        }
      },
    });
  });

  const cancel = () => {
    update.reset();
    restore();
  };

  const bioLength = watch("bio")?.length ?? 0;
  const bioError = errors.bio?.message;

  return (
    <form noValidate onSubmit={save} className="flex flex-col gap-5">
      <TextField
        label={intl.formatMessage(messages.email)}
        type="email"
        value={profile.email}
        readOnly
        // The address changes in the Security section (email-change.tsx), after a proof.
        hint={intl.formatMessage(messages.emailHint, {
          link: (chunks) => (
            <a
              href="#security"
              className="font-semibold text-ocean-800 underline underline-offset-2"
            >
              {chunks}
            </a>
          ),
        })}
        className="[&_input]:bg-slate-100 [&_input]:text-slate-700"
      />
      <TextField
        label={intl.formatMessage(messages.username)}
        autoComplete="username"
        error={errors.username?.message}
        {...register("username")}
      />
      <div className="flex flex-col gap-1.5">
        <div className="flex items-baseline justify-between gap-3">
          <label htmlFor={bioId} className="text-sm font-medium text-slate-800">
            {intl.formatMessage(messages.bio)}
          </label>
          <span
            className={`text-xs tabular-nums ${bioLength > profileLimits.bioMax ? "font-semibold text-coral-700" : "text-slate-600"}`}
          >
            {bioLength}/{profileLimits.bioMax}
          </span>
        </div>
        <textarea
          id={bioId}
          rows={4}
          placeholder={intl.formatMessage(messages.bioPlaceholder)}
          aria-invalid={bioError ? true : undefined}
          aria-describedby={bioError ? `${bioId}-error` : undefined}
          className={`w-full resize-y rounded-lg border bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-ocean-600 focus:ring-2 focus:ring-ocean-600/20 focus:outline-none ${bioError ? "border-coral-600" : "border-slate-300"}`}
          {...register("bio")}
        />
        {bioError && (
          <p id={`${bioId}-error`} className="text-sm text-coral-700">
            {translatedText(intl, bioError)}
          </p>
        )}
      </div>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1.5 text-sm font-medium text-slate-800">
          {intl.formatMessage(messages.phone)}
        </legend>
        <p className="-mt-1 text-sm text-slate-600">{intl.formatMessage(messages.phoneIntro)}</p>
        <div className="grid gap-3 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)]">
          <SelectField
            label={intl.formatMessage(messages.country)}
            name="phoneCountry"
            options={countryOptions}
            // Held by the form's state, so Cancel and a save put it back too.
            value={watch("phoneCountry")}
            onChange={(event) =>
              setValue("phoneCountry", event.target.value, { shouldDirty: true })
            }
          />
          <TextField
            label={intl.formatMessage(messages.phoneNumber)}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            placeholder={intl.formatMessage(messages.phoneExample, {
              example: phoneExample(watch("phoneCountry") as PhoneCountryCode),
            })}
            error={errors.phoneNumber?.message}
            {...register("phoneNumber")}
          />
        </div>
      </fieldset>
      {update.isSuccess && !isDirty && (
        <Alert tone="success">{intl.formatMessage(messages.saved)}</Alert>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={cancel} disabled={!isDirty || update.isPending}>
          {intl.formatMessage(messages.cancel)}
        </Button>
        <Button type="submit" busy={update.isPending} disabled={!isDirty}>
          {intl.formatMessage(messages.save)}
        </Button>
      </div>
    </form>
  );
}
