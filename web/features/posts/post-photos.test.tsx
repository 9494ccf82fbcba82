import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { serveApi } from "../../../tests/support/fake-api.ts";
import { aPost, renderFeed } from "../../../tests/support/feed-test-support.tsx";

const photo = (n: number, alt = `Photo ${n} of the pier`) => ({
  thumbnailUrl: `/uploads/post-${n}-thumb.webp`,
  width: 800,
  height: 600,
  alt,
});

describe("A post's photos and content warning in the feed", () => {
  it("hides the text and photos behind the warning until Show is tapped", async () => {
    serveApi({});
    const { user } = renderFeed([
      aPost({ content: "The butler did it", contentWarning: "Spoilers", photos: [photo(1)] }),
    ]);
    expect(screen.getByText("Spoilers")).toBeInTheDocument();
    expect(screen.queryByText("The butler did it")).toBeNull();
    expect(screen.queryByRole("img", { name: "Photo 1 of the pier" })).toBeNull();
    const show = screen.getByRole("button", { name: "Show" });
    expect(show).toHaveAttribute("aria-expanded", "false");

    await user.click(show);
    expect(screen.getByRole("button", { name: "Hide" })).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByText("The butler did it")).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Photo 1 of the pier" })).toBeInTheDocument();
  });

  it("shows up to four tiles, the last saying how many more, with each photo's alt text", () => {
    serveApi({});
    renderFeed([aPost({ photos: [1, 2, 3, 4, 5, 6].map((n) => photo(n)) })]);
    const tiles = screen.getAllByRole("button", { name: /of the pier/ });
    expect(tiles).toHaveLength(4);
    expect(tiles[3]).toHaveTextContent("+2");
    expect(tiles[3]).toHaveAccessibleName("Photo 4 of the pier 2 more photos");
  });

  it("names a photo without a description after its author", () => {
    serveApi({});
    renderFeed([aPost({ photos: [photo(1, "")] })]);
    expect(screen.getByRole("img", { name: "Photo shared by bob" })).toBeInTheDocument();
  });

  it("opens the lightbox at the tapped photo, goes through the set and shows the alt text", async () => {
    const post = aPost({ photos: [photo(1), photo(2), photo(3)] });
    serveApi({
      [`GET /api/posts/${post.id}/photos`]: {
        status: 200,
        body: {
          photos: post.photos.map((each, i) => ({ ...each, url: `/uploads/post-${i + 1}.webp` })),
        },
      },
    });
    const { user } = renderFeed([post]);
    await user.click(screen.getByRole("button", { name: "Photo 2 of the pier" }));
    const dialog = await screen.findByRole("dialog", { name: "Photo 2 of 3" });
    expect(within(dialog).getByText("Photo 2 of the pier")).toBeInTheDocument();
    const full = await within(dialog).findByRole("img", { name: "Photo 2 of the pier" });
    await expect.poll(() => full.getAttribute("src")).toBe("/uploads/post-2.webp");

    await user.click(within(dialog).getByRole("button", { name: "Next photo" }));
    expect(within(dialog).getByText("Photo 3 of the pier")).toBeInTheDocument();
    await user.keyboard("{ArrowRight}");
    expect(within(dialog).getByText("Photo 1 of the pier")).toBeInTheDocument();
    await user.keyboard("{ArrowLeft}{ArrowLeft}");
    expect(within(dialog).getByText("Photo 2 of the pier")).toBeInTheDocument();

    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByRole("button", { name: "Photo 2 of the pier" })).toHaveFocus();
  });
});
