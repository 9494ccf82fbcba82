import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { EventPeople } from "../../../contracts/events.ts";
import { eventMessages } from "../../../contracts/events-rules.ts";
import { anEvent } from "../../../tests/support/an-event.ts";
import { serveApi } from "../../../tests/support/fake-api.ts";
import { I18nProvider } from "../../lib/i18n/i18n-provider.tsx";
import { loadMessages } from "../../lib/i18n/messages.ts";
import { EventPeopleCard } from "./event-people.tsx";

const id = "8a1f6c2e-7a4b-4c1e-9f3d-2b5a6c7d8e9f";
const person = (name: string) => ({ id: `user-${name}`, username: name, avatarUrl: null });
const people = (overrides: Partial<EventPeople> = {}): EventPeople => ({
  occurrenceId: id,
  capacity: 2,
  seatsTaken: 2,
  guests: 1,
  going: [{ person: person("ben"), guests: 1, since: "2031-03-01T00:00:00.000Z" }],
  waitlist: [
    { person: person("cat"), guests: 0, since: "2031-03-02T00:00:00.000Z", position: 1 },
    { person: person("dan"), guests: 0, since: "2031-03-03T00:00:00.000Z", position: 2 },
  ],
  ...overrides,
});

function renderCard(children = <EventPeopleCard event={anEvent({ canManage: true })} />) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(<QueryClientProvider client={queryClient}>{children}</QueryClientProvider>);
  return userEvent.setup();
}

describe("The organiser's people view", () => {
  it("shows who is going with their guests, the waitlist in order, seats and the CSV", async () => {
    serveApi({ [`GET /api/events/${id}/people`]: { status: 200, body: people() } });
    renderCard();
    expect(await screen.findByText("Seats taken: 2 of 2 · Guests: 1")).toBeVisible();
    const going = screen.getByRole("heading", { name: "Going (1)" }).parentElement as HTMLElement;
    expect(within(going).getByRole("listitem")).toHaveTextContent("ben+ 1 guest");
    const waitlist = screen.getByRole("heading", { name: "Waitlist (2)" })
      .parentElement as HTMLElement;
    expect(
      within(waitlist)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([expect.stringMatching(/^1\..*cat$/), expect.stringMatching(/^2\..*dan$/)]);
    expect(screen.getByRole("link", { name: "Download CSV" })).toHaveAttribute(
      "href",
      `/api/events/${id}/people.csv`,
    );
  });

  it("raises the capacity, promoting the waitlist, and says a refusal", async () => {
    let refuse = true;
    const requests = serveApi({
      [`GET /api/events/${id}/people`]: { status: 200, body: people() },
      [`PUT /api/events/${id}/capacity`]: () =>
        refuse
          ? {
              status: 400,
              body: { code: "VALIDATION", message: eventMessages.capacityTooLow.defaultMessage },
            }
          : {
              status: 200,
              body: people({
                capacity: 4,
                seatsTaken: 4,
                going: [...people().going, ...people().waitlist],
                waitlist: [],
              }),
            },
    });
    const user = renderCard();
    await screen.findByText("Waitlist (2)");
    await user.type(screen.getByLabelText("New capacity"), "1");
    await user.click(screen.getByRole("button", { name: "Raise capacity" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      eventMessages.capacityTooLow.defaultMessage,
    );
    refuse = false;
    await user.clear(screen.getByLabelText("New capacity"));
    await user.type(screen.getByLabelText("New capacity"), "4");
    await user.click(screen.getByRole("button", { name: "Raise capacity" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Capacity is now 4.");
    expect(screen.getByText("Waitlist (0)")).toBeVisible();
    expect(screen.getByText("Going (3)")).toBeVisible();
    expect(requests.filter((r) => r.route.startsWith("PUT")).at(-1)?.body).toEqual({ capacity: 4 });
  });

  it("speaks Spanish, and offers a retry when the people cannot be loaded", async () => {
    serveApi({ [`GET /api/events/${id}/people`]: { status: 500, body: { message: "x" } } });
    renderCard(
      <I18nProvider language="es" messages={await loadMessages("es")}>
        <EventPeopleCard event={anEvent({ canManage: true })} />
      </I18nProvider>,
    );
    expect(await screen.findByText("No se pudieron cargar las personas.")).toBeVisible();
    expect(screen.getByRole("link", { name: "Descargar CSV" })).toBeVisible();
    expect(screen.getByRole("button", { name: "Aumentar capacidad" })).toBeVisible();
  });
});
