import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { CityDetail } from "../../../contracts/communities.ts";
import type { EventSummary } from "../../../contracts/events.ts";
import { eventMessages } from "../../../contracts/events-rules.ts";
import type { Viewer } from "../../../contracts/profiles.ts";
import { aCity } from "../../../tests/support/a-city.ts";
import { aMembership, aViewer } from "../../../tests/support/a-viewer.ts";
import { anEvent } from "../../../tests/support/an-event.ts";
import { serveApi } from "../../../tests/support/fake-api.ts";
import { I18nProvider } from "../../lib/i18n/i18n-provider.tsx";
import type { Catalog } from "../../lib/i18n/intl.ts";
import { loadMessages } from "../../lib/i18n/messages.ts";
import { cityQueryKey } from "../../lib/use-city.ts";
import { viewerQueryKey } from "../../lib/use-viewer.ts";
import { EventsPage } from "./events-page.tsx";
import { cityEventsQueryKey } from "./use-events.ts";

const page = (events: EventSummary[]) => ({
  pages: [{ items: events, nextCursor: null }],
  pageParams: [null],
});

function renderEvents(
  viewer: Viewer | null,
  status: CityDetail["viewerStatus"],
  upcoming: EventSummary[] | null,
  spanish?: Catalog,
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false } },
  });
  queryClient.setQueryData(viewerQueryKey, viewer);
  queryClient.setQueryData(cityQueryKey("gold-coast"), aCity({ viewerStatus: status }));
  if (upcoming) {
    queryClient.setQueryData([...cityEventsQueryKey("gold-coast"), "upcoming"], page(upcoming));
  }
  queryClient.setQueryData([...cityEventsQueryKey("gold-coast"), "past"], page([]));
  const router = createMemoryRouter([{ path: "/city/:city/events", element: <EventsPage /> }], {
    initialEntries: ["/city/gold-coast/events"],
  });
  const app = (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
  render(
    spanish ? (
      <I18nProvider language="es" messages={spanish}>
        {app}
      </I18nProvider>
    ) : (
      app
    ),
  );
  return userEvent.setup();
}

describe("The events page", () => {
  it("lists upcoming events for anyone, with the seats taken, and no create button for visitors", () => {
    renderEvents(null, "none", [
      anEvent(),
      anEvent({ id: "e2", title: "Paddle", cancelled: true }),
    ]);
    expect(screen.getByRole("heading", { level: 1, name: "Events in Gold Coast" })).toBeVisible();
    expect(screen.getByRole("link", { name: "Burleigh beach clean-up" })).toBeVisible();
    expect(screen.getAllByText("19/50 going")).toHaveLength(2);
    expect(screen.getByText("Cancelled")).toBeVisible();
    expect(screen.queryByRole("link", { name: "Create event" })).toBeNull();
    expect(
      screen
        .getByRole("link", { name: "Subscribe to the Gold Coast calendar" })
        .getAttribute("href"),
    ).toMatch(/^webcal:\/\/.+\/api\/cities\/gold-coast\/calendar\.ics$/);
  });

  it("lets members create an event and shows each tab's empty state", async () => {
    const member = aViewer({
      memberships: [aMembership("gold-coast", "Gold Coast", "2026-01-01")],
    });
    const user = renderEvents(member, "member", []);
    expect(screen.getByRole("link", { name: "Create event" }).getAttribute("href")).toBe(
      "/city/gold-coast/events/new",
    );
    expect(screen.getByText(eventMessages.noUpcoming.defaultMessage)).toBeVisible();
    await user.click(screen.getByRole("tab", { name: "Past" }));
    expect(await screen.findByText(eventMessages.noPast.defaultMessage)).toBeVisible();
  });

  it("speaks Spanish, with the event's day and times written the Spanish way in the city's zone", async () => {
    renderEvents(null, "none", [anEvent()], await loadMessages("es"));
    expect(screen.getByRole("heading", { level: 1, name: "Eventos en Gold Coast" })).toBeVisible();
    // 9:00 to 11:30 AM on Monday, March 10 in Brisbane, whatever the test machine's zone.
    expect(screen.getByText("lun, 10 mar 2031, 9:00–11:30")).toBeVisible();
    expect(screen.getByText("(hora de Gold Coast)")).toBeVisible();
    expect(screen.getByText("19/50 van")).toBeVisible();
    expect(screen.getByRole("tab", { name: "Pasados" })).toBeVisible();
    expect(
      screen.getByRole("link", { name: "Suscribirse al calendario de Gold Coast" }),
    ).toBeVisible();
  });

  it("offers a retry when the events cannot be loaded", async () => {
    serveApi({ "GET *": { status: 500, body: { message: "Server trouble" } } });
    renderEvents(null, "none", null);
    expect(await screen.findByText(eventMessages.fetchError.defaultMessage)).toBeVisible();
    expect(screen.getByRole("button", { name: "Try again" })).toBeVisible();
  });
});
