import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Member } from "../../../contracts/communities.ts";
import type { MemberProfile } from "../../../contracts/member-profiles.ts";
import { aCity } from "../../../tests/support/a-city.ts";
import { aMembership, aViewer } from "../../../tests/support/a-viewer.ts";
import { serveApi } from "../../../tests/support/fake-api.ts";
import { aPost } from "../../../tests/support/feed-test-support.tsx";
import { renderAsViewer } from "../../../tests/support/render-as-viewer.tsx";
import { cityQueryKey } from "../../lib/use-city.ts";
import { MembersList } from "../communities/members-list.tsx";
import { cityMembersQueryKey } from "../communities/use-city-members.ts";
import { PostCard } from "../posts/post-card.tsx";
import { MemberProfilePage } from "./member-profile-page.tsx";
import { memberProfileQueryKey } from "./use-member-profile.ts";

// Issue 28: names lead to a member's page within the city.

const ana = aViewer({ memberships: [aMembership("gold-coast", "Gold Coast")] });
const goldCoast = aCity({ slug: "gold-coast", name: "Gold Coast", viewerStatus: "member" });

const wave: MemberProfile = {
  id: "user-wave",
  citySlug: "gold-coast",
  username: "Wave Rider",
  avatarUrl: null,
  bio: "Longboards and early swims.",
  memberSince: "2025-03-04T10:00:00.000Z",
  posts: [
    {
      id: "p1",
      excerpt: "Pod of dolphins at dawn",
      thumbnailUrl: null,
      createdAt: new Date(Date.now() - 3 * 60_000).toISOString(),
    },
  ],
  listings: [
    {
      id: "l1",
      title: "Longboard, 9'1",
      price: 350,
      status: "available",
      thumbnailUrl: null,
      createdAt: "2026-11-01T10:00:00.000Z",
    },
  ],
  canReport: true,
};

const openPage = (cached: [readonly unknown[], unknown][]) =>
  renderAsViewer("/city/gold-coast/members/Wave%20Rider", <MemberProfilePage />, {
    viewer: ana,
    path: "/city/:city/members/:username",
    cached: [[cityQueryKey("gold-coast"), goldCoast], ...cached],
  });

describe("A member's page", () => {
  it("shows their picture, name, bio, member since, recent posts and listings, and Report", () => {
    openPage([[memberProfileQueryKey("gold-coast", "Wave Rider"), wave]]);
    expect(screen.getByRole("heading", { level: 1, name: "Wave Rider" })).toBeVisible();
    expect(screen.getByText("Longboards and early swims.")).toBeVisible();
    expect(screen.getByText(/Member of Gold Coast since/)).toHaveTextContent(
      "Member of Gold Coast since Mar 4, 2025",
    );
    const posts = screen.getByRole("region", { name: "Recent posts" });
    expect(within(posts).getByRole("link", { name: /Pod of dolphins at dawn/ })).toHaveAttribute(
      "href",
      "/city/gold-coast/posts/p1",
    );
    expect(within(posts).getByText("3 minutes ago")).toBeVisible();
    const listings = screen.getByRole("region", { name: "Listings" });
    const listing = within(listings).getByRole("link", { name: /Longboard/ });
    expect(listing).toHaveAttribute("href", "/city/gold-coast/marketplace/l1");
    expect(listing).toHaveTextContent("$350.00");
    expect(screen.getByRole("button", { name: "Report Wave Rider" })).toBeVisible();
  });

  it("offers no Report on one's own page", () => {
    openPage([[memberProfileQueryKey("gold-coast", "Wave Rider"), { ...wave, canReport: false }]]);
    expect(screen.queryByRole("button", { name: /Report/ })).toBeNull();
    expect(screen.getByText("This is you")).toBeVisible();
  });

  it("says Member not found when the server does not show them", async () => {
    serveApi({
      "GET /api/cities/gold-coast/members/Wave%20Rider": {
        status: 404,
        body: { code: "NOT_FOUND", message: "Member not found." },
      },
    });
    openPage([]);
    expect(await screen.findByRole("heading", { name: "Member not found." })).toBeVisible();
  });
});

describe("Names that lead to a member's page", () => {
  it("in the feed", () => {
    renderAsViewer(
      "/city/gold-coast/feed",
      <PostCard city="gold-coast" post={aPost({ citySlug: "gold-coast" })} onDelete={() => {}} />,
      { viewer: ana },
    );
    expect(screen.getByRole("link", { name: "bob" })).toHaveAttribute(
      "href",
      "/city/gold-coast/members/bob",
    );
  });

  it("in the members list", () => {
    const members: Member[] = [
      { userId: "user-wave", username: "Wave Rider", avatarUrl: null, joinedAt: wave.memberSince },
    ];
    renderAsViewer("/city/gold-coast/profile", <MembersList slug="gold-coast" viewerId="x" />, {
      viewer: ana,
      cached: [[cityMembersQueryKey("gold-coast"), members]],
    });
    expect(screen.getByRole("link", { name: "Wave Rider" })).toHaveAttribute(
      "href",
      "/city/gold-coast/members/Wave%20Rider",
    );
  });
});
