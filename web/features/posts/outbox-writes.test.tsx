import "fake-indexeddb/auto";
import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type Asked, serveApi, unreachable } from "../../../tests/support/fake-api.ts";
import {
  aPost,
  member,
  renderFeed,
  writeInComposer,
} from "../../../tests/support/feed-test-support.tsx";
import { discardWrite } from "../../lib/outbox-queue.ts";
import { allWrites } from "../../lib/outbox-store.ts";

// Writing on the feed without a network (decision 074): the comment or post waits in the
// outbox (IndexedDB, here fake-indexeddb) and goes once the browser is back online.

let online = true;
Object.defineProperty(navigator, "onLine", { configurable: true, get: () => online });
const goOffline = () =>
  act(() => {
    online = false;
  });
const goOnline = () =>
  act(() => {
    online = true;
    window.dispatchEvent(new Event("online"));
  });

const comment = (postId: string, content: string) => ({
  id: `comment-${content}`,
  postId,
  author: { id: member.id, username: member.username, avatarUrl: null },
  content,
  createdAt: new Date().toISOString(),
  canDelete: true,
});

/** Answers a post's comments (none yet) and keeps each POST's Idempotency-Key. */
function serveComments(postId: string, answer: (asked: Asked, attempt: number) => unknown) {
  const keys: (string | null)[] = [];
  serveApi({
    [`GET /api/posts/${postId}/comments`]: { status: 200, body: { comments: [] } },
    [`POST /api/posts/${postId}/comments`]: (asked) => {
      keys.push(asked.headers.get("Idempotency-Key"));
      return answer(asked, keys.length) as { status: number; body: unknown };
    },
  });
  return keys;
}

async function writeComment(user: ReturnType<typeof renderFeed>["user"], text: string) {
  await user.click(screen.getByRole("button", { name: "0 comments" }));
  await user.type(await screen.findByLabelText("Write a comment"), text);
  await user.click(screen.getByRole("button", { name: "Comment" }));
}

const waitingList = () => screen.findByRole("list", { name: "Not sent yet" });

beforeEach(() => {
  online = true;
});

afterEach(async () => {
  for (const write of await allWrites()) await discardWrite(write.key);
});

describe("A comment written offline", () => {
  it("waits where it will appear, then is sent once when the browser is back online", async () => {
    const post = aPost({ commentCount: 0 });
    const keys = serveComments(post.id, ({ body }) => ({
      status: 201,
      body: comment(post.id, (body as { content: string }).content),
    }));
    const { user } = renderFeed([post]);
    await goOffline();
    await writeComment(user, "See you at the beach clean-up");

    const waiting = await waitingList();
    expect(within(waiting).getByText("See you at the beach clean-up")).toBeVisible();
    expect(within(waiting).getByText("Waiting to send")).toBeVisible();
    expect((screen.getByLabelText("Write a comment") as HTMLTextAreaElement).value).toBe("");
    expect(keys).toEqual([]);
    expect(await allWrites()).toMatchObject([{ kind: "comment", state: "waiting" }]);

    await goOnline();
    await waitFor(() => expect(screen.queryByRole("list", { name: "Not sent yet" })).toBeNull());
    expect(screen.getByText("See you at the beach clean-up")).toBeVisible();
    expect(screen.getByRole("button", { name: "1 comment" })).toBeVisible();
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(await allWrites()).toEqual([]);
  });

  it("sends a comment whose answer was lost again with the same key", async () => {
    const post = aPost({ commentCount: 0 });
    const keys = serveComments(post.id, ({ body }, attempt) =>
      attempt === 1
        ? unreachable()
        : { status: 201, body: comment(post.id, (body as { content: string }).content) },
    );
    const { user } = renderFeed([post]);
    await writeComment(user, "Count me in");
    expect(within(await waitingList()).getByText("Count me in")).toBeVisible();

    await goOnline();
    await waitFor(() => expect(keys).toHaveLength(2));
    expect(keys[1]).toBe(keys[0]);
    await waitFor(() => expect(screen.queryByRole("list", { name: "Not sent yet" })).toBeNull());
    expect(screen.getAllByText("Count me in")).toHaveLength(1);
  });

  it("shows the server's refusal with Retry and Discard, and does not retry it alone", async () => {
    const post = aPost({ commentCount: 0 });
    const keys = serveComments(post.id, () => ({
      status: 403,
      body: { code: "FORBIDDEN", message: "Only members of Miami can comment here." },
    }));
    const { user } = renderFeed([post]);
    await goOffline();
    await writeComment(user, "Hello");
    await waitingList();
    await goOnline();

    const refusal = await screen.findByRole("alert");
    expect(refusal).toHaveTextContent("Not sent. Only members of Miami can comment here.");
    await goOnline();
    expect(keys).toHaveLength(1);

    await user.click(screen.getByRole("button", { name: "Retry" }));
    await waitFor(() => expect(keys).toHaveLength(2));
    expect(keys[1]).toBe(keys[0]);
    expect(await screen.findByRole("alert")).toBeVisible();

    await user.click(screen.getByRole("button", { name: "Discard" }));
    await waitFor(() => expect(screen.queryByRole("list", { name: "Not sent yet" })).toBeNull());
    expect(await allWrites()).toEqual([]);
  });
});

describe("A post written offline", () => {
  it("waits under the composer, then tops the feed once back online", async () => {
    const older = aPost({ content: "Older news" });
    const keys: (string | null)[] = [];
    serveApi({
      "POST /api/cities/miami/posts": ({ headers, body }) => {
        keys.push(headers.get("Idempotency-Key"));
        const { content } = body as { content: string };
        return {
          status: 201,
          body: aPost({ content, author: { ...older.author, id: member.id } }),
        };
      },
    });
    const { user } = renderFeed([older]);
    await goOffline();
    await writeInComposer(user, "Lost cat near the pier");
    await user.click(screen.getByRole("button", { name: "Post" }));

    const waiting = await waitingList();
    expect(within(waiting).getByText("Lost cat near the pier")).toBeVisible();
    expect(within(waiting).getByText("Waiting to send")).toBeVisible();
    expect(keys).toEqual([]);

    await goOnline();
    await waitFor(() => expect(screen.queryByRole("list", { name: "Not sent yet" })).toBeNull());
    const posts = screen.getAllByRole("article");
    expect(posts[0]).toHaveTextContent("Lost cat near the pier");
    expect(keys).toHaveLength(1);
  });
});
