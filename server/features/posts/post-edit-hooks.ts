import type { postComments, posts } from "../../db/schema.ts";
import type { AppContext } from "../../platform/config/app-context.ts";
import type { Viewer } from "../../session/session.ts";

type Context = Pick<AppContext, "db" | "events" | "storage">;

/** What was just saved by an edit: the post or comment with its new text. */
export type EditSaved =
  | { kind: "post"; post: typeof posts.$inferSelect; citySlug: string; viewer: Viewer }
  | {
      kind: "comment";
      comment: typeof postComments.$inferSelect;
      citySlug: string;
      viewer: Viewer;
    };

/**
 * The one place an edit runs what saving a post or comment runs (mentions,
 * hashtags, the link preview): a new text is read again as a new post's is,
 * so an edit cannot slip past what posting does. Each part's own save hook is
 * called from here.
 */
export async function afterEditSaved(_context: Context, _saved: EditSaved): Promise<void> {
  // No save hooks are in posts.service.ts yet; each part adds its call here.
}
