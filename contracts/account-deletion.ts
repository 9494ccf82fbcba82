import { z } from "zod";

// Deleting one's own account (issue 31, scope 10):
//   GET    /api/account/deletion   signed in -> 200 deletionStatusSchema
//   POST   /api/account/deletion   signed in, recent proof -> 202 deletionStatusSchema;
//          every session ends, the member is mailed, and the account is erased
//          (as the admin delete does) once `dueAt` has passed
//   DELETE /api/account/deletion/notice   signed in -> 204: the "cancelled" notice was seen
// Signing in again before `dueAt` cancels the deletion.

export * from "./account-deletion-rules.ts";

export const deletionStatusSchema = z.object({
  /** When the account will be erased; null when no deletion is scheduled. */
  dueAt: z.string().nullable(),
  /** Set when signing in cancelled a scheduled deletion and the member has not yet seen it. */
  cancelledAt: z.string().nullable(),
});
export type DeletionStatus = z.infer<typeof deletionStatusSchema>;
