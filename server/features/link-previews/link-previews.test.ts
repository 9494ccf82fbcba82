// Issue 35, link previews through the API: a post's first link gets its card after the post
// is saved (posting never waits), open feeds hear of it live, a card is reused for a day,
// a removed card is never fetched, and the composer asks for the card of a typed link. The
// linked site is a real one on 127.0.0.1 (tests/support/preview-target.ts), reached only
// through the test-only allow-list.
import { eq, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { completeFeedPage } from "../../../contracts/feed-post.ts";
import { linkPreviewMessages } from "../../../contracts/link-previews.ts";
import { openEventStream, waitFor } from "../../../tests/support/event-stream.ts";
import { type PreviewTarget, startPreviewTarget } from "../../../tests/support/preview-target.ts";
import {
  createTestApp,
  signUpAdmin,
  signUpMember,
  type TestApp,
  TestClient,
} from "../../../tests/support/test-app.ts";
import { linkPreviews, postLinkPreviews, throttles } from "../../db/schema.ts";
import { createStorage } from "../../platform/storage/create-storage.ts";
import { sweepUnusedPreviews } from "./link-previews.service.ts";

let t: TestApp;
let target: PreviewTarget;
let alice: TestClient;
let bob: TestClient;
beforeAll(async () => {
  target = await startPreviewTarget();
  t = await createTestApp({ LINK_PREVIEW_ALLOW_HOSTS: target.host });
  const admin = (await signUpAdmin(t)).client;
  alice = (await signUpMember(t, admin, "miami")).client;
  bob = (await signUpMember(t, admin, "miami")).client;
});
afterAll(async () => {
  await t.close();
  await target.close();
});
beforeEach(async () => {
  await t.db.delete(throttles).where(like(throttles.key, "rate:%"));
});

type Card = { title: string; description: string | null; siteName: string; imageUrl: string };
const post = (client: TestClient, body: Record<string, unknown>) =>
  client.post("/api/cities/miami/posts", body);
const cardOf = async (postId: string) => {
  const feed = completeFeedPage((await bob.get("/api/cities/miami/posts")).json());
  return feed.items.find((item: { id: string }) => item.id === postId)?.linkPreview as
    | Card
    | null
    | undefined;
};
const hits = (path: string) => target.hits.get(path) ?? 0;

describe("a post's link card", () => {
  it("is fetched after the post is saved, shown in the feed and announced live", async () => {
    const stream = await openEventStream(t.app, { cookie: bob.cookieHeader() });
    const link = `${target.origin}/og?first`;
    const created = await post(alice, {
      content: `Clean-up on Sunday: ${link}. Also ${target.origin}/plain`,
    });
    expect(created.statusCode).toBe(201);
    await t.settled();
    const card = await cardOf(created.json().id);
    expect(card).toMatchObject({
      url: link,
      title: "Harbour clean-up & picnic",
      description: "Bring gloves; we bring lunch.",
      siteName: "Bay News",
    });
    // Our own re-encoded copy of the page's image, never the page's own URL.
    expect(card?.imageUrl).toMatch(/^\/uploads\/post-.*\.webp$/);
    const image = await bob.get(card?.imageUrl ?? "");
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/webp");
    // Only the first link; the fetch named Coastal and its address.
    expect(hits("/plain")).toBe(0);
    expect(target.userAgents).toContain(`CoastalBot/1.0 (+${t.settings.BASE_URL})`);
    await waitFor(() =>
      stream.changes().some((c) => c.type === "post.previewed" && c.id === created.json().id),
    );
    stream.stop();
  });

  // Open feeds refetch when they hear of a post, so the post must already carry what it
  // shows: its card row (and mentions and tags) are written before it is announced. The
  // card's table is held locked so the post's write waits there; a plain post written
  // meanwhile is announced first, and nothing is announced while the card row waits.
  it("is written before the post is announced, so a feed that refetches shows it", async () => {
    const link = `${target.origin}/og?announced`;
    await alice.post("/api/link-previews", { url: link });
    const stream = await openEventStream(t.app, { cookie: bob.cookieHeader() });
    const { posting } = await t.db.transaction(async (tx) => {
      await tx.execute(sql`lock table post_link_previews in exclusive mode`);
      const posting = post(alice, { content: `Announced with its card: ${link}` });
      // The post's write is waiting for the table (polled: a condition, not a sleep).
      for (let waiting = false; !waiting; ) {
        const { rows } = await t.db.execute(sql`
          select 1 from pg_locks l join pg_class c on c.oid = l.relation
          where c.relname = 'post_link_previews' and not l.granted`);
        waiting = rows.length > 0;
      }
      const marker = await post(bob, { content: "Plain words, no link" });
      await waitFor(() => stream.changes().some((c) => c.id === marker.json().id));
      const announced = stream.changes().filter((c) => c.type === "post.created");
      expect(announced.map((c) => c.id)).toEqual([marker.json().id]);
      // Not awaited here: the post finishes once this transaction lets the table go.
      return { posting };
    });
    const created = await posting;
    expect(created.statusCode).toBe(201);
    await waitFor(() => stream.changes().some((c) => c.id === created.json().id));
    expect((await cardOf(created.json().id))?.title).toBe("Harbour clean-up & picnic");
    stream.stop();
  });

  it("never makes posting wait for the linked site", async () => {
    const created = await post(alice, { content: `Slow site: ${target.origin}/slow` });
    expect(created.statusCode).toBe(201);
    expect(created.json().linkPreview).toBeNull();
    // The site is still being asked while the post is already in the feed.
    await waitFor(() => hits("/slow") === 1);
    expect(await cardOf(created.json().id)).toBeNull();
    target.releaseSlow();
    await t.settled();
    expect((await cardOf(created.json().id))?.title).toBe("Worth the wait");
  });

  it("is reused for a day, then fetched again", async () => {
    const link = `${target.origin}/og?reused`;
    const first = await post(alice, { content: link });
    await t.settled();
    expect(hits("/og?reused")).toBe(1);
    const second = await post(bob, { content: `Same: ${link}` });
    // Cached: the reply already carries the card, and the site was not asked again.
    expect(second.json().linkPreview?.title).toBe("Harbour clean-up & picnic");
    await t.settled();
    expect(hits("/og?reused")).toBe(1);
    await t.db
      .update(linkPreviews)
      .set({ fetchedAt: sql`now() - interval '25 hours'` })
      .where(eq(linkPreviews.url, link));
    await post(bob, { content: `Again: ${link}` });
    await t.settled();
    expect(hits("/og?reused")).toBe(2);
    expect((await cardOf(first.json().id))?.title).toBe("Harbour clean-up & picnic");
  });

  it("is never fetched when the author removed it, as JSON or as a form", async () => {
    const json = await post(alice, { content: `${target.origin}/og?removed`, linkPreview: false });
    const form = await alice.upload("/api/cities/miami/posts", [], {
      content: `${target.origin}/og?removed-form`,
      linkPreview: "false",
    });
    expect([json.statusCode, form.statusCode]).toEqual([201, 201]);
    await t.settled();
    expect(hits("/og?removed") + hits("/og?removed-form")).toBe(0);
    expect(await cardOf(json.json().id)).toBeNull();
    const rows = await t.db
      .select()
      .from(postLinkPreviews)
      .where(eq(postLinkPreviews.postId, json.json().id));
    expect(rows).toEqual([]);
  });

  it("is not shown for a page with nothing to say, which is not asked again that day", async () => {
    const first = await post(alice, { content: `${target.origin}/nothing` });
    await t.settled();
    expect(await cardOf(first.json().id)).toBeNull();
    await post(alice, { content: `${target.origin}/nothing` });
    await t.settled();
    expect(hits("/nothing")).toBe(1);
  });
});

describe("cards no post shows", () => {
  it("are forgotten after their day, with our copy of the image", async () => {
    const link = `${target.origin}/og?swept`;
    const created = await post(alice, { content: link });
    await t.settled();
    const imageUrl = (await cardOf(created.json().id))?.imageUrl ?? "";
    expect((await bob.get(imageUrl)).statusCode).toBe(200);
    const sweep = () => sweepUnusedPreviews({ db: t.db, storage: createStorage(t.settings) });
    // Still shown by a post: kept however old.
    await t.db
      .update(linkPreviews)
      .set({ fetchedAt: sql`now() - interval '25 hours'` })
      .where(eq(linkPreviews.url, link));
    await sweep();
    expect(await t.db.select().from(linkPreviews).where(eq(linkPreviews.url, link))).toHaveLength(
      1,
    );
    await t.db.delete(postLinkPreviews).where(eq(postLinkPreviews.url, link));
    await sweep();
    expect(await t.db.select().from(linkPreviews).where(eq(linkPreviews.url, link))).toEqual([]);
    expect((await bob.get(imageUrl)).statusCode).toBe(404);
  });
});

describe("the composer's card", () => {
  const ask = (client: TestClient, url: unknown) => client.post("/api/link-previews", { url });

  it("answers the card of a typed link, null for one it may not fetch", async () => {
    const answer = await ask(alice, `${target.origin}/twitter`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().preview).toMatchObject({ title: "Tide tables", imageUrl: null });
    for (const inside of ["http://10.0.0.1/", "http://169.254.169.254/", "http://[::1]/"]) {
      expect((await ask(alice, inside)).json()).toEqual({ preview: null });
    }
  });

  it("refuses visitors, and anything that is not a web link with a clear message", async () => {
    expect((await ask(new TestClient(t.app), `${target.origin}/og`)).statusCode).toBe(401);
    for (const url of ["ftp://example.com/", "javascript:alert(1)", "not a link", "", 42]) {
      const refused = await ask(alice, url);
      expect(refused.statusCode, String(url)).toBe(400);
      expect(refused.json().message).toBe(linkPreviewMessages.notALink);
    }
  });

  it("is limited per member", async () => {
    const link = `${target.origin}/og?limited`;
    const answers = [];
    for (let i = 0; i < 31; i++) answers.push((await ask(bob, link)).statusCode);
    expect(answers.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(answers[30]).toBe(429);
    expect(hits("/og?limited")).toBe(1);
  });
});

describe("without the test-only allow-list", () => {
  it("refuses the same preview site", async () => {
    const strict = await createTestApp();
    try {
      const admin = (await signUpAdmin(strict)).client;
      const member = (await signUpMember(strict, admin, "miami")).client;
      const link = `${target.origin}/og?strict`;
      expect((await member.post("/api/link-previews", { url: link })).json()).toEqual({
        preview: null,
      });
      await member.post("/api/cities/miami/posts", { content: link });
      await strict.settled();
      expect(hits("/og?strict")).toBe(0);
    } finally {
      await strict.close();
    }
  });
});
