import { z } from "zod";
import { updateProfileSchema } from "../../../contracts/profiles.ts";

// The server's own rules, with every field present: the form always holds them all.
// The phone is a country and the number as typed; Save turns them into E.164.
export const detailsSchema = z.object({
  username: updateProfileSchema.shape.username.unwrap(),
  bio: updateProfileSchema.shape.bio.unwrap(),
  phoneCountry: z.string(),
  phoneNumber: z.string().trim(),
});
export type DetailsInput = z.input<typeof detailsSchema>;
export type Details = z.output<typeof detailsSchema>;
