import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Poll } from "../../../contracts/polls.ts";
import { aPoll } from "../../../tests/support/a-poll.ts";
import { aViewer } from "../../../tests/support/a-viewer.ts";
import { type FakeRequest, serveNothing } from "../../../tests/support/fake-api.ts";
import { renderAsViewer } from "../../../tests/support/render-as-viewer.tsx";
import { PollCard } from "./poll-card.tsx";
import { pollPowers } from "./poll-powers.ts";

const renderCard = (poll: Poll, isAdmin = false) =>
  renderAsViewer("/", <PollCard poll={poll} powers={{ manage: isAdmin, close: isAdmin }} />, {
    viewer: aViewer({ isAdmin }),
  });

const voted = aPoll({ hasVotes: true, myVote: 0, results: [3, 1], totalVotes: 4 });

describe("A poll card", () => {
  let requests: FakeRequest[];
  beforeEach(() => {
    requests = serveNothing();
  });
  afterEach(() => {
    expect(requests).toEqual([]);
  });

  it("offers the options as voting buttons and View Results before the member votes", () => {
    renderCard(aPoll());
    const group = screen.getByRole("group", { name: "Where should the next beach clean-up be?" });
    expect(within(group).getByRole("button", { name: "Clifton" })).toBeVisible();
    expect(within(group).getByRole("button", { name: "Muizenberg" })).toBeVisible();
    expect(screen.getByRole("button", { name: "View Results" })).toBeVisible();
    expect(screen.queryByRole("img")).toBeNull();
  });

  it("says results are hidden until the member votes, and goes back to voting", async () => {
    const { user } = renderCard(aPoll({ hasVotes: true }));
    await user.click(screen.getByRole("button", { name: "View Results" }));
    expect(screen.getByText(/Vote to see the results/)).toBeVisible();
    const back = screen.getByRole("button", { name: "Back to voting" });
    expect(document.activeElement).toBe(back);
    await user.click(back);
    expect(screen.getByRole("button", { name: "Clifton" })).toBeVisible();
  });

  it("shows counts and percentages with a bar per option, and marks the member's vote", () => {
    renderCard(voted);
    expect(screen.getByRole("img", { name: "Clifton: 3 votes, 75%, your vote" })).toBeVisible();
    expect(screen.getByRole("img", { name: "Muizenberg: 1 vote, 25%" })).toBeVisible();
    expect(screen.getByText("75%")).toBeVisible();
    expect(screen.getByText("25%")).toBeVisible();
    expect(screen.getAllByText("Your vote")).toHaveLength(1);
    expect(screen.getByText("4 votes in total")).toBeVisible();
  });

  it("lets the member change their vote while the poll is open", async () => {
    const { user } = renderCard(voted);
    await user.click(screen.getByRole("button", { name: "Change vote" }));
    const current = screen.getByRole("button", { name: "Clifton" });
    expect(current.getAttribute("aria-pressed")).toBe("true");
    expect(document.activeElement).toBe(current);
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.getByRole("img", { name: "Clifton: 3 votes, 75%, your vote" })).toBeVisible();
  });

  it("shows a closed poll's results without Change vote or admin actions", () => {
    renderCard({ ...voted, isActive: false, isOpen: false }, true);
    expect(screen.getByText("Closed")).toBeVisible();
    expect(screen.queryByRole("button", { name: "Change vote" })).toBeNull();
    expect(screen.queryByRole("button", { name: /^Edit/ })).toBeNull();
  });

  it("tells when an open poll closes", () => {
    const inThreeDays = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000 + 60_000).toISOString();
    renderCard(aPoll({ expiresAt: inThreeDays }));
    expect(screen.getByText("Closes in 3 days")).toBeVisible();
  });

  it("gives admins Edit, and Close behind a confirmation", async () => {
    const { user } = renderCard(aPoll(), true);
    expect(screen.getByRole("button", { name: /^Edit/ })).toBeVisible();
    await user.click(screen.getByRole("button", { name: /^Close poll/ }));
    const dialog = await screen.findByRole("dialog", { name: "Close this poll?" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("gives a moderator of the poll's city Close alone (decision 30)", () => {
    const moderator = aViewer({ moderates: ["cape-town"] });
    expect(pollPowers(moderator, "miami")).toEqual({ manage: false, close: false });
    renderAsViewer("/", <PollCard poll={aPoll()} powers={pollPowers(moderator, "cape-town")} />, {
      viewer: moderator,
    });
    expect(screen.getByRole("button", { name: /^Close poll/ })).toBeVisible();
    expect(screen.queryByRole("button", { name: /^Edit/ })).toBeNull();
  });

  it("gives members no admin actions", () => {
    renderCard(aPoll());
    expect(screen.queryByRole("button", { name: /^Edit/ })).toBeNull();
    expect(screen.queryByRole("button", { name: /^Close/ })).toBeNull();
  });
});
