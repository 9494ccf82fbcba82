import { screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { LiveChange } from "../../../contracts/realtime.ts";
import { serveApi } from "../../../tests/support/fake-api.ts";
import { FakeEventSource } from "../../../tests/support/fake-event-source.ts";
import { aPost, member, renderFeed } from "../../../tests/support/feed-test-support.tsx";
import { viewerQueryKey } from "../../lib/use-viewer.ts";

beforeEach(() => {
  FakeEventSource.open = [];
  vi.stubGlobal("EventSource", FakeEventSource);
});
afterEach(() => vi.unstubAllGlobals());

const event = (type: LiveChange["type"], id: string, actorId: string): LiveChange => ({
  city: "miami",
  type,
  id,
  postId: id,
  actorId,
});

describe("The feed stays live", () => {
  it("listens to the city's events while shown and stops when it goes", () => {
    const { unmount } = renderFeed([]);
    const [source] = FakeEventSource.open;
    expect(source?.url).toBe("/api/cities/miami/live");
    unmount();
    expect(source?.closed).toBe(true);
  });

  it("removes a post another member deleted", async () => {
    const post = aPost({ content: "Going, going…" });
    renderFeed([post, aPost({ content: "Still here" })]);
    FakeEventSource.open[0]?.send([event("post.deleted", post.id, "user-bob")]);
    await waitFor(() => expect(screen.queryByText("Going, going…")).toBeNull());
    expect(screen.getByText("Still here")).toBeVisible();
  });

  it("fetches the feed again when another member posts, but not for the viewer's own post", async () => {
    const fresh = aPost({ content: "Just in" });
    const calls = serveApi({
      "GET /api/cities/miami/posts": {
        status: 200,
        body: { items: [fresh], nextCursor: null },
      },
    });
    renderFeed([]);
    FakeEventSource.open[0]?.send([event("post.created", "post-mine", member.id)]);
    expect(calls).toHaveLength(0);
    FakeEventSource.open[0]?.send([event("post.created", fresh.id, "user-bob")]);
    expect(await screen.findByText("Just in")).toBeVisible();
    expect(calls.map((call) => call.route)).toEqual(["GET /api/cities/miami/posts"]);
    expect(screen.getByText("1 new post in the feed.")).toBeVisible();
  });

  // Each answer of the feed in turn, the last one again after that.
  const feedAnswers = (...contents: string[][]) => {
    let asked = 0;
    return () => {
      const items = (contents[Math.min(asked++, contents.length - 1)] ?? []).map((content) =>
        aPost({ content }),
      );
      return { status: 200, body: { items, nextCursor: null } };
    };
  };

  it("catches up when its stream first opens: the page's posts may be older than the stream", async () => {
    const calls = serveApi({
      "GET /api/cities/miami/posts": feedAnswers(["Posted while the page was loading"]),
    });
    renderFeed([]);
    const [source] = FakeEventSource.open;
    expect(calls).toHaveLength(0);
    source?.connect();
    expect(await screen.findByText("Posted while the page was loading")).toBeVisible();
    expect(calls.map((call) => call.route)).toEqual(["GET /api/cities/miami/posts"]);
  });

  it("catches up when the server says it may have missed events", async () => {
    const calls = serveApi({
      "GET /api/cities/miami/posts": feedAnswers([], ["Posted while the database was away"]),
    });
    renderFeed([]);
    const [source] = FakeEventSource.open;
    source?.connect();
    await waitFor(() => expect(calls).toHaveLength(1));
    source?.emit("resync");
    expect(await screen.findByText("Posted while the database was away")).toBeVisible();
    expect(calls).toHaveLength(2);
  });

  it("catches up when a dropped stream reconnects", async () => {
    const calls = serveApi({
      "GET /api/cities/miami/posts": feedAnswers([], ["Posted while offline"]),
      "GET /api/me": { status: 200, body: { viewer: member } },
    });
    renderFeed([]);
    const [source] = FakeEventSource.open;
    source?.connect();
    await waitFor(() => expect(calls).toHaveLength(1));
    source?.drop();
    // A drop may mean the session ended: who the viewer is gets asked again.
    await waitFor(() => expect(calls.at(-1)?.route).toBe("GET /api/me"));
    source?.connect();
    expect(await screen.findByText("Posted while offline")).toBeVisible();
    expect(calls.map((call) => call.route)).toEqual([
      "GET /api/cities/miami/posts",
      "GET /api/me",
      "GET /api/cities/miami/posts",
    ]);
  });

  it("finds the viewer signed out when the server ends the stream with their session (a ban)", async () => {
    serveApi({
      "GET /api/me": { status: 200, body: { viewer: null } },
      "GET /api/cities/miami/posts": feedAnswers([]),
    });
    const { queryClient } = renderFeed([]);
    const [source] = FakeEventSource.open;
    source?.connect();
    source?.drop();
    await waitFor(() => expect(queryClient.getQueryData(viewerQueryKey)).toBeNull());
  });
});
