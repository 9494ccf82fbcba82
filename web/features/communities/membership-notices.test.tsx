import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Notice, Viewer } from "../../../contracts/profiles.ts";
import { aViewer } from "../../../tests/support/a-viewer.ts";
import { viewerQueryKey } from "../../lib/use-viewer.ts";
import { MembershipNotices } from "./membership-notices.tsx";

const approved: Notice = {
  id: "11111111-1111-4111-8111-111111111111",
  citySlug: "gold-coast",
  cityName: "Gold Coast",
  decision: "approved",
  reason: null,
  decidedAt: "2026-05-01T10:00:00.000Z",
};
const rejected: Notice = {
  id: "22222222-2222-4222-8222-222222222222",
  citySlug: "cape-town",
  cityName: "Cape Town",
  decision: "rejected",
  reason: "Tell us more about your plans.",
  decidedAt: "2026-05-02T10:00:00.000Z",
};

function renderNotices(viewer: Viewer | null) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false } },
  });
  queryClient.setQueryData(viewerQueryKey, viewer);
  const router = createMemoryRouter([{ path: "/", element: <MembershipNotices /> }]);
  const { container } = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { container, user: userEvent.setup() };
}

afterEach(() => vi.unstubAllGlobals());

describe("Membership notices", () => {
  it("tell an approved applicant and link to their new community", () => {
    renderNotices(aViewer({ notices: [approved] }));
    expect(screen.getByText("Your request to join Gold Coast was approved!")).toBeVisible();
    expect(screen.getByRole("link", { name: "Open your community" }).getAttribute("href")).toBe(
      "/city/gold-coast/profile",
    );
  });

  it("tell a rejected applicant why, and that they can apply again", () => {
    renderNotices(aViewer({ notices: [rejected] }));
    expect(screen.getByText("Your request to join Cape Town was not approved.")).toBeVisible();
    expect(screen.getByText("Reason: Tell us more about your plans.")).toBeVisible();
    expect(screen.getByRole("link", { name: "You can apply again." }).getAttribute("href")).toBe(
      "/city/cape-town",
    );
  });

  it("leave out the reason line when the admin gave none", () => {
    renderNotices(aViewer({ notices: [{ ...rejected, reason: null }] }));
    expect(screen.queryByText(/^Reason:/)).toBeNull();
  });

  it("show nothing when there are no decisions, or to visitors", () => {
    expect(renderNotices(aViewer()).container.textContent).toBe("");
    expect(renderNotices(null).container.textContent).toBe("");
  });

  it("can be dismissed", async () => {
    const calls: [string, RequestInit | undefined][] = [];
    vi.stubGlobal("fetch", async (url: string, init?: RequestInit) => {
      calls.push([url, init]);
      if (url === "/api/me") return Response.json({ viewer: aViewer({ notices: [rejected] }) });
      return new Response(null, { status: 204 });
    });
    const { user } = renderNotices(aViewer({ notices: [approved, rejected] }));
    const [dismissApproved] = screen.getAllByRole("button", { name: "Dismiss" });
    await user.click(dismissApproved as HTMLElement);

    expect(
      await screen.findByText("Your request to join Cape Town was not approved."),
    ).toBeVisible();
    await vi.waitFor(() => expect(screen.queryByText(/Gold Coast was approved/)).toBeNull());
    expect(calls[0]?.[0]).toBe(`/api/me/notices/${approved.id}/dismiss`);
    expect(calls[0]?.[1]?.method).toBe("POST");
    expect(calls[1]?.[0]).toBe("/api/me");
  });
});
