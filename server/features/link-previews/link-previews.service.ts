// Link previews (issue 35): a link's card, fetched through safe-fetch.ts, its image
// re-encoded by our image pipeline and kept in our storage, the whole card kept by URL for
// a day. A post's card is fetched in the background once the post is saved, so posting
// never waits on somebody else's server.

import { and, eq, gt, sql } from "drizzle-orm";
import {
  firstLink,
  type LinkPreview,
  linkPreviewLimits,
  normalizeLinkUrl,
} from "../../../contracts/link-previews.ts";
import { linkPreviews, postLinkPreviews } from "../../db/schema.ts";
import type { AppContext } from "../../platform/config/app-context.ts";
import type { Storage } from "../../platform/storage/storage.ts";
import { deleteStoredImage, storeImage } from "../../platform/storage/store-image.ts";
import { decodeHtml, parsePreview } from "./parse-preview.ts";
import { RefusedFetch, type SafeFetchOptions, safeFetch } from "./safe-fetch.ts";

type Deps = Pick<AppContext, "db" | "storage" | "settings">;
type PreviewRow = typeof linkPreviews.$inferSelect;

/** The card a row makes; null for a page that gave nothing to show. */
export function toLinkPreview(storage: Storage, row: PreviewRow | null): LinkPreview | null {
  if (row?.status !== "ok") return null;
  return {
    url: row.url,
    title: row.title,
    description: row.description,
    siteName: row.siteName,
    imageUrl: row.imageKey ? storage.publicUrl(row.imageKey) : null,
  };
}

/** The row for `url` if it was fetched within the last day. */
async function freshRow(deps: Deps, url: string): Promise<PreviewRow | null> {
  const [row] = await deps.db
    .select()
    .from(linkPreviews)
    .where(
      and(
        eq(linkPreviews.url, url),
        gt(
          linkPreviews.fetchedAt,
          sql`now() - make_interval(secs => ${linkPreviewLimits.cacheSeconds})`,
        ),
      ),
    );
  return row ?? null;
}

// Two posts (or a post and its composer) asking for one URL at once share one fetch.
const inFlight = new Map<string, Promise<PreviewRow>>();

/** The card for a normalised `url`: a day's cached one, or fetched now. */
export async function previewFor(deps: Deps, url: string): Promise<PreviewRow> {
  const cached = await freshRow(deps, url);
  if (cached) return cached;
  let running = inFlight.get(url);
  if (!running) {
    running = fetchAndKeep(deps, url).finally(() => inFlight.delete(url));
    inFlight.set(url, running);
  }
  return running;
}

function fetchOptions(deps: Deps, accept: string[], maxBytes: number): SafeFetchOptions {
  return {
    userAgent: `CoastalBot/1.0 (+${deps.settings.BASE_URL})`,
    accept,
    maxBytes,
    allowHosts: deps.settings.linkPreviewAllowHosts,
  };
}

async function fetchAndKeep(deps: Deps, url: string): Promise<PreviewRow> {
  const found = await readCard(deps, url);
  const values = {
    status: found ? ("ok" as const) : ("failed" as const),
    title: found?.title ?? null,
    description: found?.description ?? null,
    siteName: found?.siteName ?? null,
    imageKey: found?.image?.thumbnailKey ?? null,
    imageWidth: found?.image?.width ?? null,
    imageHeight: found?.image?.height ?? null,
    fetchedAt: new Date(),
  };
  const [previous] = await deps.db.select().from(linkPreviews).where(eq(linkPreviews.url, url));
  // A page that fails today keeps yesterday's card on the posts that show it; the day
  // restarts so it is not fetched again on every post.
  const kept = !found && previous?.status === "ok" ? { fetchedAt: values.fetchedAt } : values;
  const [row] = await deps.db
    .insert(linkPreviews)
    .values({ url, ...values })
    .onConflictDoUpdate({ target: linkPreviews.url, set: kept })
    .returning();
  if (!row) throw new Error("the link preview is missing right after it was written");
  const replaced = previous?.imageKey && previous.imageKey !== row.imageKey;
  if (replaced && previous.imageKey) await removeImage(deps.storage, previous.imageKey);
  if (found?.image) await deleteStoredImage(deps.storage, [found.image.key]);
  return row;
}

/** Both files of a kept image: the card shows the thumbnail, the full size is never used. */
const removeImage = (storage: Storage, thumbnailKey: string) =>
  deleteStoredImage(storage, [thumbnailKey, thumbnailKey.replace(/-thumb\.webp$/, ".webp")]);

/** The page's card and our copy of its image; null when the page cannot be read. */
async function readCard(deps: Deps, url: string) {
  let page: Awaited<ReturnType<typeof safeFetch>>;
  try {
    page = await safeFetch(
      url,
      fetchOptions(deps, ["text/html", "application/xhtml+xml"], linkPreviewLimits.maxHtmlBytes),
    );
  } catch (error) {
    logRefusal(url, error);
    return null;
  }
  const parsed = parsePreview(decodeHtml(page.body, page.contentType), page.url);
  if (!parsed.title && !parsed.description) return null;
  return { ...parsed, image: parsed.imageUrl ? await keepImage(deps, parsed.imageUrl) : null };
}

/** The page's image fetched by the same rule and re-encoded as our own WebP; null if it cannot be. */
async function keepImage(deps: Deps, imageUrl: string) {
  try {
    const image = await safeFetch(
      imageUrl,
      fetchOptions(deps, ["image/"], linkPreviewLimits.maxImageBytes),
    );
    return await storeImage(deps.storage, image.body, { purpose: "post" });
  } catch (error) {
    logRefusal(imageUrl, error);
    return null;
  }
}

// A refused or failed fetch is ordinary (a dead link, a private address): one line, no stack.
function logRefusal(url: string, error: unknown) {
  const reason = error instanceof RefusedFetch ? error.message : (error as Error).message;
  console.warn(`link preview: ${new URL(url).host} not used (${reason})`);
}

/**
 * Gives a just-saved post the card of its first link: noted now (one insert), fetched in the
 * background when no fresh card is cached, and announced to open feeds when it arrives.
 * Nothing when the author removed the card (`wanted` false) or the post has no link.
 */
export async function attachLinkPreview(
  context: Pick<AppContext, "db" | "storage" | "settings" | "events" | "background" | "readCaches">,
  input: { postId: string; citySlug: string; content: string; wanted: boolean },
): Promise<void> {
  if (!input.wanted) return;
  const link = firstLink(input.content);
  const url = link ? normalizeLinkUrl(link) : null;
  if (!url) return;
  await context.db.insert(postLinkPreviews).values({ postId: input.postId, url });
  if (await freshRow(context, url)) return;
  context.background.run("link preview", async () => {
    const row = await previewFor(context, url);
    // The card is committed: this instance's feeds show it from the next read on (other
    // instances hear of it through the change notice).
    context.readCaches.emptyAll();
    if (row.status !== "ok") return;
    // No actorId: the author's own feed shows the card too.
    await context.events.publish({
      city: input.citySlug,
      type: "post.previewed",
      id: input.postId,
    });
  });
}

/**
 * Forgets cards no post shows any more once their day is over, with our copies of their
 * images. The DELETE claims each row, so two instances sweeping at once remove each once.
 */
export async function sweepUnusedPreviews(deps: Pick<AppContext, "db" | "storage">) {
  const { rows } = await deps.db.execute<{ image_key: string | null }>(sql`
    delete from ${linkPreviews} lp
    where lp.fetched_at < now() - make_interval(secs => ${linkPreviewLimits.cacheSeconds})
      and not exists (select 1 from ${postLinkPreviews} pl where pl.url = lp.url)
    returning lp.image_key`);
  for (const { image_key: key } of rows) if (key) await removeImage(deps.storage, key);
  return rows.length;
}
