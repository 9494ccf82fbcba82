import { eq } from "drizzle-orm";
import { z } from "zod";
import { type ReportTargetType, reportMessages } from "../../../contracts/reports.ts";
import type { Db } from "../../db/client.ts";
import { cities, profiles, user } from "../../db/schema.ts";
import type { AppContext } from "../../platform/config/app-context.ts";
import { notFound } from "../../platform/http/errors.ts";
import type { Viewer } from "../../session/session.ts";
import { deleteUser } from "../admin/delete-user.service.ts";
import type { Directory } from "../directories/directory.ts";
import { deleteEntry, findEntry } from "../directories/entries.service.ts";
import { directories } from "../directories/registry.ts";
import { deleteEvent, findEvent } from "../events/events.service.ts";
import { deleteComment, findComment } from "../posts/comments.service.ts";
import { currentVersion } from "../posts/post-edits.service.ts";
import { deletePost, findPost } from "../posts/posts.service.ts";

type Context = Pick<AppContext, "db" | "events" | "storage">;

/** What a report copies about its target when filed. */
export type FoundTarget = {
  cityId: string | null;
  authorId: string | null;
  title: string;
  link: string | null;
  /** A post's or comment's whole text and its version (issue 35): what was reported, kept past edits. */
  content?: string;
  version?: number;
};

/** How the reports feature finds and removes one kind of thing; its feature's own services do the work. */
export type ReportTargetHandler = {
  /** The target, or a 404 (`notFound`) when there is no such thing. */
  find(db: Db, id: string): Promise<FoundTarget>;
  /** Deletes it as its feature deletes it (rows, then files). */
  remove(context: Context, id: string, viewer: Viewer): Promise<void>;
};

const snippet = (text: string) => (text.length > 80 ? `${text.slice(0, 79)}…` : text);

async function citySlug(db: Db, cityId: string) {
  const [city] = await db.select({ slug: cities.slug }).from(cities).where(eq(cities.id, cityId));
  return city?.slug ?? "";
}

/** An entry of any directory (the registry lists them): its own finder and deleter. */
function entryTarget(directory: Directory) {
  return {
    async find(db: Db, id: string): Promise<FoundTarget> {
      const row = await findEntry(db, directory, id);
      return {
        cityId: row.cityId,
        authorId: row.userId,
        title: String(row[directory.titleKey]),
        link: directory.pagePath(await citySlug(db, row.cityId), row.id),
      };
    },
    async remove(context: Context, id: string) {
      await deleteEntry(context, directory, { row: await findEntry(context.db, directory, id) });
    },
  } satisfies ReportTargetHandler;
}

const entryTargets = Object.fromEntries(directories.map((d) => [d.kind, entryTarget(d)]));

/** Every reportable kind; a kind with no entry here is refused. */
export const reportTargets: Partial<Record<ReportTargetType, ReportTargetHandler>> = {
  ...entryTargets,
  post: {
    async find(db, id) {
      const { post, citySlug } = await findPost(db, id);
      return {
        cityId: post.cityId,
        authorId: post.userId,
        title: snippet(post.content),
        link: `/city/${citySlug}/feed`,
        content: post.content,
        version: await currentVersion(db, "post", post.id),
      };
    },
    async remove(context, id, viewer) {
      const { post, citySlug } = await findPost(context.db, id);
      await deletePost(context, { post, citySlug, viewer });
    },
  },
  comment: {
    async find(db, id) {
      const { comment, citySlug } = await findComment(db, id);
      const { post } = await findPost(db, comment.postId);
      return {
        cityId: post.cityId,
        authorId: comment.userId,
        title: snippet(comment.content),
        link: `/city/${citySlug}/feed`,
        content: comment.content,
        version: await currentVersion(db, "comment", comment.id),
      };
    },
    async remove(context, id, viewer) {
      const { comment, citySlug } = await findComment(context.db, id);
      await deleteComment(context, { comment, citySlug, viewer });
    },
  },
  event: {
    async find(db, id) {
      const { event, city } = await findEvent(db, id);
      return {
        cityId: event.cityId,
        authorId: event.organiserId,
        title: event.title,
        link: `/city/${city.slug}/events/${event.id}`,
      };
    },
    async remove(context, id) {
      await findEvent(context.db, id);
      await deleteEvent(context, { eventId: id });
    },
  },
  user: {
    async find(db, id) {
      const [found] = await db
        .select({ id: user.id, username: profiles.username, email: user.email })
        .from(user)
        .leftJoin(profiles, eq(profiles.id, user.id))
        .where(eq(user.id, id));
      if (!found) throw notFound(reportMessages.targetNotFound);
      return { cityId: null, authorId: found.id, title: found.username ?? found.email, link: null };
    },
    async remove(context, id) {
      await deleteUser(context, id);
    },
  },
};

const uuid = z.uuid();

/** The target's handler and what it is, or 400 (a kind not reportable yet) / 404 (no such thing). */
export async function findReportTarget(db: Db, type: ReportTargetType, id: string) {
  const handler = reportTargets[type];
  if (!handler) throw notFound(reportMessages.notReportableYet);
  // Every kind but users has uuid ids; anything else cannot exist (and must not reach the query).
  if (type !== "user" && !uuid.safeParse(id).success) throw notFound(reportMessages.targetNotFound);
  return { handler, target: await handler.find(db, id) };
}
