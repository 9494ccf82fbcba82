import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Member } from "../../../contracts/communities.ts";
import type { MemberProfile } from "../../../contracts/member-profiles.ts";
import { aCity } from "../../../tests/support/a-city.ts";
import { aMembership, aViewer } from "../../../tests/support/a-viewer.ts";
import { serveNothing } from "../../../tests/support/fake-api.ts";
import { renderAsViewer } from "../../../tests/support/render-as-viewer.tsx";
import { MembersList } from "../../features/communities/members-list.tsx";
import { cityMembersQueryKey } from "../../features/communities/use-city-members.ts";
import { memberProfileQueryKey } from "../../features/profiles/use-member-profile.ts";
import { cityQueryKey } from "../../lib/use-city.ts";
import { MemberProfilePage } from "./member-profile-page.tsx";
import { WithMessageMember } from "./message-member.tsx";

// Issue 32: "Message" beside a member, composed here from the messages feature.
const ana = aViewer({ id: "user-ana", memberships: [aMembership("gold-coast", "Gold Coast")] });
const goldCoast = aCity({ slug: "gold-coast", name: "Gold Coast", viewerStatus: "member" });

const wave: MemberProfile = {
  id: "user-wave",
  citySlug: "gold-coast",
  username: "Wave Rider",
  avatarUrl: null,
  bio: "",
  memberSince: "2025-03-04T10:00:00.000Z",
  posts: [],
  listings: [
    {
      id: "l1",
      title: "Longboard, 9'1",
      price: 350,
      status: "reserved",
      thumbnailUrl: null,
      createdAt: "2026-11-01T10:00:00.000Z",
    },
  ],
  canReport: true,
};

describe("Message beside a member", () => {
  it("shows in the city's member list for everyone but oneself", async () => {
    serveNothing();
    const members: Member[] = [
      { userId: "user-wave", username: "Wave Rider", avatarUrl: null, joinedAt: wave.memberSince },
      { userId: "user-ana", username: "ana", avatarUrl: null, joinedAt: wave.memberSince },
    ];
    renderAsViewer(
      "/city/gold-coast/profile",
      <WithMessageMember>
        <MembersList slug="gold-coast" viewerId="user-ana" />
      </WithMessageMember>,
      { viewer: ana, cached: [[cityMembersQueryKey("gold-coast"), members]] },
    );
    const [waveRow, anaRow] = screen.getAllByRole("listitem");
    expect(
      await within(waveRow as HTMLElement).findByRole("button", { name: "Message Wave Rider" }),
    ).toBeVisible();
    expect(within(anaRow as HTMLElement).queryByRole("button", { name: /Message/ })).toBeNull();
  });

  it("shows on a member's page beside Report, with their reserved listing marked", async () => {
    serveNothing();
    renderAsViewer("/city/gold-coast/members/Wave%20Rider", <MemberProfilePage />, {
      viewer: ana,
      path: "/city/:city/members/:username",
      cached: [
        [cityQueryKey("gold-coast"), goldCoast],
        [memberProfileQueryKey("gold-coast", "Wave Rider"), wave],
      ],
    });
    expect(await screen.findByRole("button", { name: "Message" })).toBeVisible();
    expect(screen.getByRole("button", { name: "Report Wave Rider" })).toBeVisible();
    expect(screen.getByRole("link", { name: /Longboard/ })).toHaveTextContent("$350.00 · Reserved");
  });

  it("is not on one's own page", async () => {
    serveNothing();
    renderAsViewer("/city/gold-coast/members/ana", <MemberProfilePage />, {
      viewer: ana,
      path: "/city/:city/members/:username",
      cached: [
        [cityQueryKey("gold-coast"), goldCoast],
        [
          memberProfileQueryKey("gold-coast", "ana"),
          { ...wave, id: "user-ana", username: "ana", canReport: false },
        ],
      ],
    });
    expect(await screen.findByText("This is you")).toBeVisible();
    expect(screen.queryByRole("button", { name: /Message/ })).toBeNull();
  });
});
