import { z } from "zod";

export * from "./uploads-rules.ts";

/** What the API returns for a stored image; URLs are same-origin paths under /uploads/. */
export const storedImageSchema = z.object({
  key: z.string(),
  url: z.string(),
  thumbnailKey: z.string(),
  thumbnailUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type StoredImage = z.infer<typeof storedImageSchema>;
