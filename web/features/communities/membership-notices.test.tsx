import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, Link, Navigate, Outlet, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Notice, Viewer } from "../../../contracts/profiles.ts";
import { aViewer } from "../../../tests/support/a-viewer.ts";
import { type FakeRequest, serveApi } from "../../../tests/support/fake-api.ts";
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

let requests: FakeRequest[] = [];

function renderNotices(viewer: Viewer | null, at = "/city/gold-coast/profile") {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false } },
  });
  queryClient.setQueryData(viewerQueryKey, viewer);
  requests = serveApi({ "POST *": { status: 204 } });
  // As in the app: the notices sit in the layout around every page.
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <MembershipNotices />
            <Outlet />
          </>
        ),
        children: [
          // The join page sends a member on to the city's home.
          { path: "/city/gold-coast", element: <Navigate to="/city/gold-coast/profile" replace /> },
          {
            path: "*",
            element: (
              <>
                <Link to="/city/gold-coast/feed">Feed</Link>
                <Link to="/communities">Communities</Link>
              </>
            ),
          },
        ],
      },
    ],
    { initialEntries: [at] },
  );
  const { container } = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const notices = () => screen.queryByRole("region", { name: "Membership updates" });
  return { container, notices, user: userEvent.setup() };
}

afterEach(() => vi.unstubAllGlobals());

describe("Membership notices", () => {
  it("tell an approved applicant on their new city's page and link to their community", () => {
    renderNotices(aViewer({ notices: [approved] }));
    expect(screen.getByText("Your request to join Gold Coast was approved!")).toBeVisible();
    expect(screen.getByRole("link", { name: "Open your community" }).getAttribute("href")).toBe(
      "/city/gold-coast/profile",
    );
  });

  it("show once: the city's next page no longer has the banner, and the server hears it was seen", async () => {
    const { user, notices } = renderNotices(aViewer({ notices: [approved] }));
    expect(notices()).toHaveTextContent("Your request to join Gold Coast was approved!");
    await vi.waitFor(() =>
      expect(requests).toEqual([
        { route: `POST /api/me/notices/${approved.id}/dismiss`, body: undefined },
      ]),
    );
    // Still there on the page that showed it, until the reader moves on.
    expect(notices()).toHaveTextContent("was approved!");
    await user.click(screen.getByRole("link", { name: "Feed" }));
    expect(notices()).toBeNull();
  });

  it("stay through the join page's redirect to the city's home", async () => {
    const { notices } = renderNotices(aViewer({ notices: [approved] }), "/city/gold-coast");
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    expect(await screen.findByRole("link", { name: "Feed" })).toBeVisible();
    expect(notices()).toHaveTextContent("Your request to join Gold Coast was approved!");
  });

  it("stay off every other page, and show only that city's decision on its pages", async () => {
    expect(
      renderNotices(aViewer({ notices: [approved, rejected] }), "/communities").notices(),
    ).toBeNull();
    cleanup();
    const { notices } = renderNotices(
      aViewer({ notices: [approved, rejected] }),
      "/city/miami/feed",
    );
    expect(notices()).toBeNull();
    cleanup();
    const gold = renderNotices(aViewer({ notices: [approved, rejected] }));
    expect(gold.notices()).toHaveTextContent("Gold Coast was approved!");
    expect(gold.notices()).not.toHaveTextContent("Cape Town");
  });

  it("tell a rejected applicant why, and that they can apply again", () => {
    renderNotices(aViewer({ notices: [rejected] }), "/city/cape-town");
    expect(screen.getByText("Your request to join Cape Town was not approved.")).toBeVisible();
    expect(screen.getByText("Reason: Tell us more about your plans.")).toBeVisible();
    expect(screen.getByRole("link", { name: "You can apply again." }).getAttribute("href")).toBe(
      "/city/cape-town",
    );
  });

  it("leave out the reason line when the admin gave none", () => {
    renderNotices(aViewer({ notices: [{ ...rejected, reason: null }] }), "/city/cape-town");
    expect(screen.queryByText(/^Reason:/)).toBeNull();
  });

  it("show nothing when there are no decisions, or to visitors", () => {
    expect(renderNotices(aViewer()).notices()).toBeNull();
    cleanup();
    expect(renderNotices(null).notices()).toBeNull();
  });

  it("can be closed at once", async () => {
    const { user, notices } = renderNotices(aViewer({ notices: [approved] }));
    await user.click(screen.getByRole("button", { name: "Dismiss" }));
    expect(notices()).toBeNull();
  });
});
