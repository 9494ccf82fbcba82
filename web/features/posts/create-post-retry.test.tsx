import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { postMessages } from "../../../contracts/posts.ts";
import { aMembership, aViewer } from "../../../tests/support/a-viewer.ts";
import { serveApi, unreachable } from "../../../tests/support/fake-api.ts";
import { aPost, writeInComposer } from "../../../tests/support/feed-test-support.tsx";
import { renderAsViewer } from "../../../tests/support/render-as-viewer.tsx";
import { CreatePostPage } from "./create-post-page.tsx";

const ana = aViewer({ memberships: [aMembership("miami", "Miami", "2026-03-01T00:00:00.000Z")] });

/** The first post never gets its answer (the connection drops); every later one is stored. */
function dropTheFirstAnswer() {
  const keys: (string | null)[] = [];
  serveApi({
    "POST /api/cities/miami/posts": ({ headers }) => {
      keys.push(headers.get("Idempotency-Key"));
      if (keys.length === 1) unreachable();
      return { status: 201, body: aPost({ content: "Sunset swim" }) };
    },
  });
  return keys;
}

describe("Posting again after a failure", () => {
  it("sends the retry with the first attempt's key, so the server stores the post once", async () => {
    const keys = dropTheFirstAnswer();
    const { user } = renderAsViewer("/create-post", <CreatePostPage />, { viewer: ana });
    await writeInComposer(user, "Sunset swim");
    await user.click(screen.getByRole("button", { name: "Post" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      postMessages.createFailed.defaultMessage,
    );

    await user.click(screen.getByRole("button", { name: "Post" }));
    expect(await screen.findByText("Left the page for /city/miami/feed")).toBeVisible();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it("gives a changed post a new key: it is another submission", async () => {
    const keys = dropTheFirstAnswer();
    const { user } = renderAsViewer("/create-post", <CreatePostPage />, { viewer: ana });
    await writeInComposer(user, "Sunset swim");
    await user.click(screen.getByRole("button", { name: "Post" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      postMessages.createFailed.defaultMessage,
    );

    await user.type(screen.getByLabelText("What's happening in Miami?"), " at six");
    await user.click(screen.getByRole("button", { name: "Post" }));
    expect(await screen.findByText("Left the page for /city/miami/feed")).toBeVisible();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).not.toBe(keys[0]);
  });
});
