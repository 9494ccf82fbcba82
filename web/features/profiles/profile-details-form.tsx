import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import {
  type OwnProfile,
  profileLimits,
  profileMessages,
  type UpdateProfileInput,
  updateProfileSchema,
} from "../../../contracts/profiles.ts";
import { Alert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { TextField } from "../../components/ui/text-field.tsx";
import { useUpdateProfile } from "./use-own-profile.ts";

// The server's own rules, with both fields present: the form always holds both.
const detailsSchema = z.object({
  username: updateProfileSchema.shape.username.unwrap(),
  bio: updateProfileSchema.shape.bio.unwrap(),
});
type DetailsInput = z.input<typeof detailsSchema>;
type Details = z.output<typeof detailsSchema>;

/** Read-only email; editable username and bio with Save (only what changed) and Cancel. */
export function ProfileDetailsForm({
  profile,
}: {
  profile: Pick<OwnProfile, "email" | "username" | "bio">;
}) {
  const bioId = useId();
  const update = useUpdateProfile();
  const { register, handleSubmit, reset, setError, watch, formState } = useForm<
    DetailsInput,
    unknown,
    Details
  >({
    resolver: zodResolver(detailsSchema),
    // A successful save resets the form to the saved values; Cancel to the stored ones.
    defaultValues: { username: profile.username, bio: profile.bio },
  });
  const { errors, isDirty } = formState;
  const restore = () => reset({ username: profile.username, bio: profile.bio });

  const save = handleSubmit((values) => {
    const changes: UpdateProfileInput = {};
    if (values.username !== profile.username) changes.username = values.username;
    if (values.bio !== profile.bio) changes.bio = values.bio;
    // Only whitespace was added or removed: nothing to send, show the stored values.
    if (Object.keys(changes).length === 0) return restore();
    update.mutate(changes, {
      onSuccess: (saved) => reset({ username: saved.username, bio: saved.bio }),
      // Spec: each field has its own failure message.
      onError: () => {
        if (changes.username !== undefined)
          setError("username", { message: profileMessages.usernameFailed });
        if (changes.bio !== undefined) setError("bio", { message: profileMessages.bioFailed });
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
        label="Email"
        type="email"
        value={profile.email}
        readOnly
        hint="You sign in with this address; it can't be changed here."
        className="[&_input]:bg-slate-100 [&_input]:text-slate-700"
      />
      <TextField
        label="Username"
        autoComplete="username"
        error={errors.username?.message}
        {...register("username")}
      />
      <div className="flex flex-col gap-1.5">
        <div className="flex items-baseline justify-between gap-3">
          <label htmlFor={bioId} className="text-sm font-medium text-slate-800">
            Bio
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
          placeholder="A line or two about you and your part of the coast"
          aria-invalid={bioError ? true : undefined}
          aria-describedby={bioError ? `${bioId}-error` : undefined}
          className={`w-full resize-y rounded-lg border bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-ocean-600 focus:ring-2 focus:ring-ocean-600/20 focus:outline-none ${bioError ? "border-coral-600" : "border-slate-300"}`}
          {...register("bio")}
        />
        {bioError && (
          <p id={`${bioId}-error`} className="text-sm text-coral-700">
            {bioError}
          </p>
        )}
      </div>
      {update.isSuccess && !isDirty && <Alert tone="success">Your profile is saved.</Alert>}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={cancel} disabled={!isDirty || update.isPending}>
          Cancel
        </Button>
        <Button type="submit" busy={update.isPending} disabled={!isDirty}>
          Save
        </Button>
      </div>
    </form>
  );
}
