import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { eventMessages } from "../../../contracts/events-rules.ts";
import { I18nProvider } from "../../lib/i18n/i18n-provider.tsx";
import { loadMessages } from "../../lib/i18n/messages.ts";
import { EventForm, emptyEvent } from "./event-form.tsx";

function renderForm() {
  const onSubmit = vi.fn();
  render(
    <EventForm
      defaultValues={emptyEvent}
      cityName="Miami"
      busy={false}
      progress={null}
      serverProblem={null}
      submitLabel="Create event"
      onSubmit={onSubmit}
    />,
  );
  return { onSubmit, user: userEvent.setup() };
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, ends: string) {
  await user.type(screen.getByLabelText("Title"), "Sunrise yoga");
  await user.type(screen.getByLabelText("Description"), "Bring a mat.");
  await user.type(screen.getByLabelText("Starts"), "2031-06-01T06:30");
  await user.type(screen.getByLabelText("Ends"), ends);
  await user.type(screen.getByLabelText("Venue"), "Lummus Park");
  await user.type(screen.getByLabelText("Address"), "Ocean Dr, Miami Beach");
}

describe("The event form", () => {
  it("says the times are the city's", () => {
    renderForm();
    expect(screen.getAllByText("Miami time")).toHaveLength(2);
  });

  it("refuses an end before the start and empty fields, next to the field", async () => {
    const { onSubmit, user } = renderForm();
    await user.click(screen.getByRole("button", { name: "Create event" }));
    expect(await screen.findByText(eventMessages.titleRequired.defaultMessage)).toBeVisible();
    await fillIn(user, "2031-06-01T06:00");
    await user.click(screen.getByRole("button", { name: "Create event" }));
    expect(await screen.findByText(eventMessages.endBeforeStart.defaultMessage)).toBeVisible();
    expect(screen.getByLabelText("Ends")).toHaveAttribute("aria-invalid", "true");
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("speaks Spanish, refusals next to their fields too", async () => {
    render(
      <I18nProvider language="es" messages={await loadMessages("es")}>
        <EventForm
          defaultValues={emptyEvent}
          cityName="Miami"
          busy={false}
          progress={null}
          serverProblem={null}
          submitLabel="Crear evento"
          onSubmit={vi.fn()}
        />
      </I18nProvider>,
    );
    expect(screen.getAllByText("hora de Miami")).toHaveLength(2);
    await userEvent.setup().click(screen.getByRole("button", { name: "Crear evento" }));
    expect(await screen.findByText("Ingresa un título.")).toBeVisible();
    expect(screen.getByText("Ingresa una descripción.")).toBeVisible();
    expect(screen.getByLabelText("Título")).toHaveAttribute("aria-invalid", "true");
  });

  it("sends the fields with a number for the capacity, or none", async () => {
    const { onSubmit, user } = renderForm();
    await fillIn(user, "2031-06-01T07:30");
    await user.click(screen.getByRole("button", { name: "Create event" }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ title: "Sunrise yoga", capacity: null });
    await user.type(screen.getByLabelText("Capacity (optional)"), "12");
    await user.click(screen.getByRole("button", { name: "Create event" }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect(onSubmit.mock.calls[1]?.[0]).toMatchObject({ capacity: 12 });
  });
});
