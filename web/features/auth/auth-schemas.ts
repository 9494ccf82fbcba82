import { z } from "zod";
import { newPasswordSchema } from "../../../contracts/auth.ts";

// The auth forms' zod schemas, loaded by `loadAuthSchemas` when a form is first
// checked rather than with the page: zod is a quarter of /auth's script (decision 035).
export {
  mailedLinkSchema,
  signInSchema,
  signUpSchema,
} from "../../../contracts/auth.ts";

export const newPasswordFormSchema = z.object({ newPassword: newPasswordSchema });
