import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { serveApi } from "../../../tests/support/fake-api.ts";
import { aPost, renderFeed } from "../../../tests/support/feed-test-support.tsx";
import { feedQueryKey } from "./use-posts.ts";

/** A promise the test settles itself, to look at the screen while a request is in flight. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe("Reacting to a post", () => {
  it("counts the reaction at once, then takes the server's numbers", async () => {
    const post = aPost({ reactions: { like: 2, love: 0, haha: 0 } });
    const reply = deferred<{ status: number; body: unknown }>();
    serveApi({ [`POST /api/posts/${post.id}/reactions`]: () => reply.promise });
    const { user } = renderFeed([post]);
    const like = screen.getByRole("button", { name: "Like" });
    expect(like.getAttribute("aria-pressed")).toBe("false");
    await user.click(like);
    expect(like.getAttribute("aria-pressed")).toBe("true");
    expect(like.textContent).toContain("3");
    // Someone else liked it meanwhile: the server's count wins.
    reply.resolve({
      status: 200,
      body: { reactions: { like: 4, love: 0, haha: 0 }, myReaction: "like" },
    });
    await waitFor(() => expect(like.textContent).toContain("4"));
  });

  it("keeps a press that a feed refetch begun before it would undo", async () => {
    const post = aPost({ reactions: { like: 0, love: 0, haha: 0 } });
    const liked = { reactions: { like: 1, love: 0, haha: 0 }, myReaction: "like" as const };
    const reply = deferred<{ status: number; body: unknown }>();
    const before = deferred<{ status: number; body: unknown }>();
    let feedAnswers = 0;
    serveApi({
      [`POST /api/posts/${post.id}/reactions`]: () => reply.promise,
      // The first answer was read before the press reached the server; a later one after.
      "GET /api/cities/miami/posts": () =>
        ++feedAnswers === 1
          ? before.promise
          : { status: 200, body: { items: [{ ...post, ...liked }], nextCursor: null } },
    });
    const { user, queryClient } = renderFeed([post]);
    const like = screen.getByRole("button", { name: "Like" });
    await user.click(like);
    // The live stream opens and catches up while the press is on its way: the feed refetches.
    void queryClient.invalidateQueries({ queryKey: feedQueryKey("miami") });
    reply.resolve({ status: 200, body: liked });
    before.resolve({ status: 200, body: { items: [post], nextCursor: null } });
    await waitFor(() => expect(feedAnswers).toBe(2));
    await waitFor(() => expect(like.getAttribute("aria-pressed")).toBe("true"));
    expect(like.textContent).toContain("1");
  });

  it("puts the old reaction back and says so when the server refuses", async () => {
    const post = aPost({ reactions: { like: 1, love: 0, haha: 0 }, myReaction: "like" });
    serveApi({
      [`POST /api/posts/${post.id}/reactions`]: { status: 500, body: { message: "Down" } },
    });
    const { user } = renderFeed([post]);
    await user.click(screen.getByRole("button", { name: "Love" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Failed to update reaction");
    expect(screen.getByRole("button", { name: "Like" }).getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByRole("button", { name: "Love" }).getAttribute("aria-pressed")).toBe("false");
    expect(screen.getByRole("button", { name: "Love" }).textContent).toContain("0");
  });
});

describe("Commenting on a post", () => {
  const comment = (content: string, createdAt: string) => ({
    id: `comment-${content}`,
    postId: "",
    author: { id: "user-bob", username: "bob", avatarUrl: null },
    content,
    createdAt,
    canDelete: false,
  });

  it("opens the comments oldest first and refuses an empty one", async () => {
    const post = aPost({ commentCount: 2 });
    const hourAgo = new Date(Date.now() - 60 * 60 * 1000).toISOString();
    serveApi({
      [`GET /api/posts/${post.id}/comments`]: {
        status: 200,
        body: { comments: [comment("First!", hourAgo), comment("Second", hourAgo)] },
      },
    });
    const { user } = renderFeed([post]);
    const toggle = screen.getByRole("button", { name: "2 comments" });
    await user.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    await screen.findByText("First!");
    const items = within(screen.getByRole("region", { name: "Comments" })).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining("First!"),
      expect.stringContaining("Second"),
    ]);
    expect(within(items[0] as HTMLElement).getByText("about 1 hour ago")).toBeVisible();
    await user.type(screen.getByLabelText("Write a comment"), "   ");
    await user.click(screen.getByRole("button", { name: "Comment" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Comment cannot be empty");
  });

  it("adds the comment and counts it", async () => {
    const post = aPost({ commentCount: 0 });
    const added = comment("Welcome!", new Date().toISOString());
    serveApi({
      [`GET /api/posts/${post.id}/comments`]: { status: 200, body: { comments: [] } },
      [`POST /api/posts/${post.id}/comments`]: { status: 201, body: added },
    });
    const { user } = renderFeed([post]);
    await user.click(screen.getByRole("button", { name: "0 comments" }));
    await user.type(await screen.findByLabelText("Write a comment"), "Welcome!");
    await user.click(screen.getByRole("button", { name: "Comment" }));
    expect(await screen.findByText("Welcome!")).toBeVisible();
    expect(screen.getByRole("button", { name: "1 comment" })).toBeVisible();
    expect((screen.getByLabelText("Write a comment") as HTMLTextAreaElement).value).toBe("");
  });

  it("says when the comments could not be loaded or added", async () => {
    const post = aPost({ commentCount: 1 });
    serveApi({
      [`GET /api/posts/${post.id}/comments`]: { status: 500, body: { message: "Down" } },
    });
    const { user } = renderFeed([post]);
    await user.click(screen.getByRole("button", { name: "1 comment" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Failed to load comments");
  });

  it("shows a deleted user's post as a tombstone with the others' comments, read-only", async () => {
    const post = aPost({
      author: { id: null, username: null, avatarUrl: null },
      content: "",
      commentCount: 1,
      deleted: true,
    });
    const hourAgo = new Date(Date.now() - 60 * 60 * 1000).toISOString();
    serveApi({
      [`GET /api/posts/${post.id}/comments`]: {
        status: 200,
        body: { comments: [comment("Still worth reading", hourAgo)] },
      },
    });
    const { user } = renderFeed([post]);
    const card = screen.getByRole("article", { name: "Deleted user" });
    expect(within(card).getByText("This post was deleted.")).toBeVisible();
    expect(within(card).queryByRole("button", { name: "Like" })).toBeNull();
    expect(within(card).queryByRole("button", { name: /^Report/ })).toBeNull();
    await user.click(within(card).getByRole("button", { name: "1 comment" }));
    expect(await within(card).findByText("Still worth reading")).toBeVisible();
    expect(within(card).queryByLabelText("Write a comment")).toBeNull();
  });
});
