import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { EventDetail } from "../../../contracts/events.ts";
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
import { EventDetailPage } from "./event-detail-page.tsx";
import { eventQueryKey } from "./use-events.ts";

const member = aViewer({ memberships: [aMembership("gold-coast", "Gold Coast", "2026-01-01")] });

function renderEvent(
  event: EventDetail,
  viewer: Viewer | null = member,
  isMember = true,
  spanish?: Catalog,
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false } },
  });
  queryClient.setQueryData(viewerQueryKey, viewer);
  queryClient.setQueryData(
    cityQueryKey("gold-coast"),
    aCity({ viewerStatus: isMember ? "member" : "none" }),
  );
  queryClient.setQueryData(eventQueryKey(event.id), event);
  const router = createMemoryRouter(
    [{ path: "/city/:city/events/:id", element: <EventDetailPage /> }],
    { initialEntries: [`/city/gold-coast/events/${event.id}`] },
  );
  const page = (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
  render(
    spanish ? (
      <I18nProvider language="es" messages={spanish}>
        {page}
      </I18nProvider>
    ) : (
      page
    ),
  );
  return userEvent.setup();
}

describe("An event's page", () => {
  it("speaks Spanish to a visitor, with the city's time written the Spanish way", async () => {
    renderEvent(
      anEvent({ interestedCount: 1, canRsvp: false }),
      null,
      false,
      await loadMessages("es"),
    );
    expect(screen.getByText("lun, 10 mar 2031, 9:00–11:30")).toBeVisible();
    expect(screen.getByRole("heading", { name: /19\/50 van · 1 interesado/ })).toBeVisible();
    expect(screen.getByText(/Organizado por/).textContent).toBe("Organizado por ana");
    expect(screen.getByRole("link", { name: "Agregar al calendario" })).toBeVisible();
    expect(screen.getByText(/para confirmar asistencia/).textContent).toBe(
      "Inicia sesión para confirmar asistencia.",
    );
    expect(screen.getByRole("heading", { name: "Acerca de este evento" })).toBeVisible();
  });

  it("shows the time in the city, the seats taken, who is going and the organiser", () => {
    renderEvent(anEvent());
    expect(
      screen.getByRole("heading", { level: 1, name: "Burleigh beach clean-up" }),
    ).toBeVisible();
    expect(screen.getByText("Mon, Mar 10, 2031, 9:00 AM – 11:30 AM")).toBeVisible();
    expect(screen.getByText("(Gold Coast time)")).toBeVisible();
    expect(screen.getByRole("heading", { name: /19\/50 going/ })).toBeVisible();
    expect(screen.getByText("ben")).toBeVisible();
    expect(screen.getByText(/Organised by/).textContent).toBe("Organised by ana");
    expect(screen.getByRole("link", { name: "Add to calendar" }).getAttribute("href")).toBe(
      "/api/events/8a1f6c2e-7a4b-4c1e-9f3d-2b5a6c7d8e9f/calendar.ics",
    );
    expect(screen.queryByRole("link", { name: "Edit event" })).toBeNull();
  });

  it("lets a member answer, and says so when the server finds the event full", async () => {
    // Someone took the last seat since the page loaded: the answer is refused and the
    // page shows the count the server has now.
    serveApi({
      "PUT *": {
        status: 409,
        body: { code: "CONFLICT", message: eventMessages.full.defaultMessage },
      },
      "GET *": { status: 200, body: anEvent({ goingCount: 50, full: true }) },
    });
    const user = renderEvent(anEvent({ goingCount: 49 }));
    await user.click(screen.getByRole("button", { name: /^Going$/ }));
    expect(await screen.findByRole("alert")).toHaveTextContent(eventMessages.full.defaultMessage);
    expect(await screen.findByRole("heading", { name: /50\/50 going/ })).toBeVisible();
  });

  it("marks the member's answer as pressed and keeps Going shut when full", () => {
    renderEvent(anEvent({ myRsvp: "interested", full: true, goingCount: 50 }));
    expect(screen.getByRole("button", { name: "Interested" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect(screen.getByRole("button", { name: /^Going$/ })).toBeDisabled();
    expect(screen.getByText(eventMessages.full.defaultMessage)).toBeVisible();
  });

  it("says a cancelled event is cancelled and offers no answers", () => {
    renderEvent(anEvent({ cancelled: true, canRsvp: false, canEdit: true }));
    expect(screen.getByText(eventMessages.cancelled.defaultMessage)).toBeVisible();
    expect(screen.queryByRole("button", { name: "Interested" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Cancel event" })).toBeNull();
  });

  it("asks visitors to log in and non-members to join before they RSVP", () => {
    renderEvent(anEvent({ canRsvp: false }), null, false);
    const counts = screen.getByRole("heading", { name: /19\/50 going/ }).parentElement;
    expect(within(counts as HTMLElement).getByRole("link", { name: "Log in" })).toBeVisible();
  });

  it("gives the organiser edit and cancel, asking before cancelling", async () => {
    const user = renderEvent(anEvent({ canEdit: true }));
    expect(screen.getByRole("link", { name: "Edit event" }).getAttribute("href")).toBe(
      "/city/gold-coast/events/8a1f6c2e-7a4b-4c1e-9f3d-2b5a6c7d8e9f/edit",
    );
    await user.click(screen.getByRole("button", { name: "Cancel event" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Cancel this event?" });
    expect(dialog).toBeVisible();
    // Two different words for the two ways out, never "Cancel" beside "Cancel event".
    expect(within(dialog).getByRole("button", { name: "Cancel event" })).toBeVisible();
    expect(within(dialog).queryByRole("button", { name: "Cancel" })).toBeNull();
    await user.click(within(dialog).getByRole("button", { name: "Keep event" }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(screen.queryByRole("button", { name: "Delete event" })).toBeNull();
  });

  it("cancels this and every later date of a repeating event when the organiser says so", async () => {
    const asked: string[] = [];
    serveApi({
      "POST *": ({ url }) => {
        asked.push(url);
        return { status: 200, body: anEvent({ cancelled: true }) };
      },
    });
    const user = renderEvent(anEvent({ canEdit: true, repeats: true }));
    await user.click(screen.getByRole("button", { name: "Cancel event" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Cancel this event?" });
    expect(within(dialog).getByRole("radio", { name: "This date only" })).toBeChecked();
    await user.click(within(dialog).getByRole("radio", { name: "This and all later dates" }));
    await user.click(within(dialog).getByRole("button", { name: "Cancel event" }));
    expect(await screen.findByText(eventMessages.cancelled.defaultMessage)).toBeVisible();
    expect(asked).toEqual([
      expect.stringMatching(
        /\/api\/events\/8a1f6c2e-7a4b-4c1e-9f3d-2b5a6c7d8e9f\/cancel\?scope=this-and-later$/,
      ),
    ]);
  });

  it("shows how many are interested on the RSVP card, none included", () => {
    renderEvent(anEvent({ interestedCount: 3 }));
    expect(screen.getByRole("heading", { name: /19\/50 going · 3 interested/ })).toBeVisible();
    cleanup();
    renderEvent(anEvent({ interestedCount: 0 }));
    expect(screen.getByRole("heading", { name: /19\/50 going · 0 interested/ })).toBeVisible();
  });

  it("gives a moderator of the city Delete event instead of Report, asking first", async () => {
    const user = renderEvent(anEvent({ canDelete: true }));
    expect(screen.queryByRole("link", { name: "Edit event" })).toBeNull();
    expect(screen.queryByRole("button", { name: /^Report/ })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Delete event" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Delete this event?" });
    expect(dialog).toHaveTextContent("It disappears for everyone, with its RSVPs");
  });
  it("offers the waitlist when full, then says the member's place and lets them leave it", async () => {
    const requests = serveApi({
      "PUT /api/events/8a1f6c2e-7a4b-4c1e-9f3d-2b5a6c7d8e9f/rsvp": ({ body }) => ({
        status: 200,
        body:
          (body as { status: string }).status === "going"
            ? anEvent({
                full: true,
                goingCount: 50,
                myRsvp: "waiting",
                waitlistPosition: 3,
                waitingCount: 3,
              })
            : anEvent({ full: true, goingCount: 50, myRsvp: "not_going", waitingCount: 2 }),
      }),
    });
    const user = renderEvent(anEvent({ full: true, goingCount: 50, waitingCount: 2 }));
    expect(
      screen.getByRole("heading", { name: /50\/50 going · 4 interested · 2 waiting/ }),
    ).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Join the waitlist" }));
    expect(await screen.findByText("You are number 3 on the waitlist.")).toBeVisible();
    expect(requests[0]?.body).toEqual({ status: "going", guests: 0, scope: "one", waitlist: true });
    expect(screen.queryByRole("button", { name: "Join the waitlist" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Leave the waitlist" }));
    expect(await screen.findByRole("button", { name: "Join the waitlist" })).toBeVisible();
    expect(requests[1]?.body).toEqual({ status: "not_going", guests: 0, scope: "one" });
  });

  it("sends guests with Going and answers a repeating event for all upcoming dates", async () => {
    const requests = serveApi({
      "PUT *": { status: 200, body: anEvent({ myRsvp: "going", myGuests: 2, guestsAllowed: 3 }) },
    });
    const user = renderEvent(anEvent({ guestsAllowed: 3, repeats: true }));
    await user.selectOptions(screen.getByLabelText("Guests coming with you"), "2");
    await user.click(screen.getByRole("radio", { name: "All upcoming dates" }));
    await user.click(screen.getByRole("button", { name: /^Going$/ }));
    expect(await screen.findByRole("button", { name: /Going/, pressed: true })).toBeVisible();
    expect(requests).toHaveLength(1);
    expect(requests[0]?.body).toEqual({ status: "going", guests: 2, scope: "all-upcoming" });
  });

  it("lists a repeating event's other dates as links and marks a changed date", async () => {
    renderEvent(
      anEvent({
        repeats: true,
        changed: true,
        repeat: { frequency: "weekly", interval: 1, weekdays: ["MO"], until: "2031-03-24" },
        otherDates: [
          {
            occurrenceId: "o2",
            startsAt: "2031-03-16T23:00:00.000Z",
            endsAt: "2031-03-17T01:30:00.000Z",
            cancelled: false,
          },
          {
            occurrenceId: "o3",
            startsAt: "2031-03-23T23:00:00.000Z",
            endsAt: "2031-03-24T01:30:00.000Z",
            cancelled: true,
          },
        ],
      }),
      member,
      true,
      await loadMessages("es"),
    );
    expect(screen.getByText("Esta fecha cambió")).toBeVisible();
    expect(screen.getByText("Cada lunes hasta el 24 de marzo")).toBeVisible();
    const dates = screen.getByRole("region", { name: "Otras fechas" });
    const links = within(dates).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "/city/gold-coast/events/o2",
      "/city/gold-coast/events/o3",
    ]);
    expect(links[0]).toHaveTextContent("lun, 17 mar 2031");
    expect(links[1]).toHaveTextContent("Cancelada");
    expect(screen.getByRole("radio", { name: "Solo esta fecha" })).toBeChecked();
  });
});
