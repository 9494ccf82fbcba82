import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { serveApi } from "../../../tests/support/fake-api.ts";
import { FakeEventSource } from "../../../tests/support/fake-event-source.ts";
import { aPost, renderFeed } from "../../../tests/support/feed-test-support.tsx";

const editedAt = "2026-11-26T16:17:00.000Z";
// The edit form and the versions dialog load on first use: the test runner compiles them then.
const firstLoad = { timeout: 10_000 };

describe("Editing a post", () => {
  it("edits in place from Edit: Save shows the new text and 'edited', focus returns to Edit", async () => {
    const post = aPost({ content: "Lost cat near the pier", canEdit: true, canDelete: true });
    const sent: unknown[] = [];
    serveApi({
      [`PATCH /api/posts/${post.id}`]: (request) => {
        sent.push(request.body);
        return {
          status: 200,
          body: { ...post, content: "Found: the cat is home", editedAt },
        };
      },
    });
    const { user } = renderFeed([post]);
    const edit = screen.getByRole("button", { name: "Edit post" });
    await user.click(edit);
    // The form's code comes on the first press (a slow first import in the tests); the box
    // then takes the focus.
    const box = await screen.findByRole("textbox", { name: "Edit post" }, firstLoad);
    // Focus moves in an effect after the form's first paint, a moment after it appears.
    await waitFor(() => expect(box).toHaveFocus());
    await user.clear(box);
    await user.type(box, "Found: the cat is home");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    await screen.findByText("Found: the cat is home");
    expect(sent).toEqual([{ content: "Found: the cat is home" }]);
    expect(screen.queryByRole("textbox", { name: "Edit post" })).toBeNull();
    expect(screen.getByText("edited")).toBeVisible();
    await waitFor(() => expect(edit).toHaveFocus());
  });

  it("refuses an empty text in posting's words, and Escape puts the text back", async () => {
    const post = aPost({ content: "Keep me", canEdit: true });
    serveApi({});
    const { user } = renderFeed([post]);
    await user.click(screen.getByRole("button", { name: "Edit post" }));
    const box = await screen.findByRole("textbox", { name: "Edit post" }, firstLoad);
    await user.clear(box);
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Please write something to post.");
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("textbox", { name: "Edit post" })).toBeNull();
    expect(screen.getByText("Keep me")).toBeVisible();
  });

  it("says why the server refused, and keeps the form open", async () => {
    const post = aPost({ content: "Old words", canEdit: true });
    serveApi({
      [`PATCH /api/posts/${post.id}`]: {
        status: 403,
        body: {
          code: "FORBIDDEN",
          message: "Only its author can edit this, while a member of the community.",
        },
      },
    });
    const { user } = renderFeed([post]);
    await user.click(screen.getByRole("button", { name: "Edit post" }));
    await user.type(
      await screen.findByRole("textbox", { name: "Edit post" }, firstLoad),
      " and more",
    );
    await user.keyboard("{Control>}{Enter}{/Control}");
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Only its author can edit this, while a member of the community.",
    );
    expect(screen.getByRole("textbox", { name: "Edit post" })).toBeVisible();
  });

  it("offers Edit only to the author", () => {
    serveApi({});
    renderFeed([aPost({ canEdit: false })]);
    expect(screen.queryByRole("button", { name: "Edit post" })).toBeNull();
  });
});

describe("A post's history", () => {
  it("opens the versions, newest first, for moderators", async () => {
    const post = aPost({ content: "Third", editedAt, canViewHistory: true });
    serveApi({
      [`GET /api/posts/${post.id}/history`]: {
        status: 200,
        body: {
          current: { version: 3, content: "Third", editedAt },
          versions: [
            {
              version: 2,
              content: "Second",
              fields: {},
              writtenAt: "2026-11-26T15:00:00.000Z",
              replacedAt: editedAt,
              editor: { id: "user-bob", username: "bob" },
            },
            {
              version: 1,
              content: "First",
              fields: {},
              writtenAt: "2026-11-26T14:00:00.000Z",
              replacedAt: "2026-11-26T15:00:00.000Z",
              editor: { id: "user-bob", username: "bob" },
            },
          ],
        },
      },
    });
    const { user } = renderFeed([post]);
    await user.click(screen.getByRole("button", { name: /^History/ }));
    const dialog = await screen.findByRole("dialog", { name: "Earlier versions" }, firstLoad);
    await waitFor(() => expect(within(dialog).getAllByRole("listitem")).toHaveLength(3));
    const items = within(dialog).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Current version 3.*Third$/),
      expect.stringMatching(/^Version 2.*Second$/),
      expect.stringMatching(/^Version 1.*First$/),
    ]);
  });

  it("is not offered to members", () => {
    serveApi({});
    renderFeed([aPost({ editedAt, canViewHistory: false })]);
    expect(screen.getByText("edited")).toBeVisible();
    expect(screen.queryByRole("button", { name: /^History/ })).toBeNull();
  });
});

describe("An edit by someone else", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows in an open feed without a reload", async () => {
    FakeEventSource.open = [];
    vi.stubGlobal("EventSource", FakeEventSource);
    const post = aPost({ content: "Market at 9" });
    serveApi({
      "GET /api/cities/miami/posts": {
        status: 200,
        body: { items: [{ ...post, content: "Market at 10", editedAt }], nextCursor: null },
      },
    });
    renderFeed([post]);
    FakeEventSource.open[0]?.send([
      { city: "miami", type: "post.edited", id: post.id, actorId: "user-bob" },
    ]);
    expect(await screen.findByText("Market at 10")).toBeVisible();
    expect(screen.getByText("edited")).toBeVisible();
  });
});
