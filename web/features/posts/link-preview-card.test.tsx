import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { aMembership, aViewer } from "../../../tests/support/a-viewer.ts";
import { serveApi } from "../../../tests/support/fake-api.ts";
import { aPost, renderFeed, writeInComposer } from "../../../tests/support/feed-test-support.tsx";
import { renderAsViewer } from "../../../tests/support/render-as-viewer.tsx";
import { CreatePostPage } from "./create-post-page.tsx";

// Issue 35: the first link of a post shows as a card; the author sees it while writing and
// can remove it, and the post is then sent without one.
const card = {
  url: "https://bay.example/news",
  title: "Harbour clean-up & picnic",
  description: "Bring gloves; we bring lunch.",
  siteName: "Bay News",
  imageUrl: "/uploads/post-1-thumb.webp",
};
const ana = aViewer({
  memberships: [aMembership("miami", "Miami", "2026-03-01T00:00:00.000Z")],
  activeCitySlug: "miami",
});

describe("link cards", () => {
  it("show in the feed as one link to the page, with our copy of its image", () => {
    renderFeed([aPost({ content: "See https://bay.example/news", linkPreview: card })]);
    const link = screen.getByRole("link", { name: "Link preview: Harbour clean-up & picnic" });
    expect(link).toHaveAttribute("href", card.url);
    expect(link).toHaveAttribute("rel", "noopener noreferrer nofollow ugc");
    expect(within(link).getByText("Bay News")).toBeVisible();
    expect(within(link).getByText(card.description)).toBeVisible();
    expect(link.querySelector("img")).toHaveAttribute("src", card.imageUrl);
  });

  it("appear while writing, and a removed card is not asked for when posting", async () => {
    const calls = serveApi({
      "POST /api/link-previews": { status: 200, body: { preview: card } },
      "POST /api/cities/miami/posts": { status: 201, body: aPost() },
    });
    const { user } = renderAsViewer("/create-post", <CreatePostPage />, { viewer: ana });
    await writeInComposer(user, "Clean-up: https://bay.example/news");
    expect(
      await screen.findByRole(
        "link",
        { name: "Link preview: Harbour clean-up & picnic" },
        { timeout: 3000 },
      ),
    ).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Remove preview" }));
    expect(screen.queryByRole("link", { name: /Link preview/ })).toBeNull();
    expect(screen.getByLabelText("What's happening in Miami?")).toHaveFocus();
    await user.click(screen.getByRole("button", { name: "Post" }));
    await screen.findByText("Left the page for /city/miami/feed");
    expect(calls).toEqual([
      { route: "POST /api/link-previews", body: { url: "https://bay.example/news" } },
      {
        route: "POST /api/cities/miami/posts",
        body: { content: "Clean-up: https://bay.example/news", linkPreview: false },
      },
    ]);
  });
});
