import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { eventMessages } from "../../../contracts/events-rules.ts";
import { I18nProvider } from "../../lib/i18n/i18n-provider.tsx";
import { loadMessages } from "../../lib/i18n/messages.ts";
import { EventForm, emptyEvent } from "./event-form.tsx";

function renderForm(repeatable = false) {
  const onSubmit = vi.fn();
  render(
    <EventForm
      repeatable={repeatable}
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
  it("repeats weekly until a date, summed up in plain words, and sends the rule", async () => {
    const { onSubmit, user } = renderForm(true);
    await fillIn(user, "2031-06-01T07:30");
    await user.clear(screen.getByLabelText("Starts"));
    await user.type(screen.getByLabelText("Starts"), "2031-06-07T06:30");
    await user.clear(screen.getByLabelText("Ends"));
    await user.type(screen.getByLabelText("Ends"), "2031-06-07T07:30");
    await user.selectOptions(screen.getByLabelText("Repeats"), "Weekly, on chosen days");
    // The first date's weekday is chosen to begin with.
    expect(screen.getByRole("checkbox", { name: "Saturday" })).toBeChecked();
    expect(screen.getByText("Every Saturday")).toBeVisible();
    await user.click(screen.getByRole("radio", { name: "On a date" }));
    await user.type(screen.getByLabelText("Last date"), "2031-08-30");
    expect(screen.getByText("Every Saturday until August 30")).toBeVisible();
    await user.click(screen.getByRole("checkbox", { name: "Wednesday" }));
    await user.selectOptions(screen.getByLabelText("How often"), "Every 2 weeks");
    expect(
      screen.getByText("Every 2 weeks on Wednesday and Saturday until August 30"),
    ).toBeVisible();
    await user.clear(screen.getByLabelText("Guests each member may bring"));
    await user.type(screen.getByLabelText("Guests each member may bring"), "2");
    await user.click(screen.getByRole("button", { name: "Create event" }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      guestsAllowed: 2,
      repeat: { frequency: "weekly", interval: 2, weekdays: ["SA", "WE"], until: "2031-08-30" },
    });
  });

  it("repeats monthly on the first Saturday a number of times, in Spanish too", async () => {
    render(
      <I18nProvider language="es" messages={await loadMessages("es")}>
        <EventForm
          repeatable
          defaultValues={{ ...emptyEvent, startsAt: "2031-06-07T06:30" }}
          cityName="Miami"
          busy={false}
          progress={null}
          serverProblem={null}
          submitLabel="Crear evento"
          onSubmit={vi.fn()}
        />
      </I18nProvider>,
    );
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText("Se repite"), "monthly-weekday");
    expect(screen.getByLabelText("Cuál")).toHaveValue("1");
    expect(screen.getByLabelText("Día de la semana")).toHaveValue("SA");
    await user.click(screen.getByRole("radio", { name: "Después de un número de veces" }));
    await user.type(screen.getByLabelText("Número de veces"), "6");
    expect(screen.getByText("Cada mes el primer sábado, 6 veces")).toBeVisible();
    await user.selectOptions(screen.getByLabelText("Cuál"), "-1");
    expect(screen.getByText("Cada mes el último sábado, 6 veces")).toBeVisible();
  });
  it("asks whether an edit of a repeating event is for this date or every later one", async () => {
    const onSubmit = vi.fn();
    render(
      <EventForm
        scopeChoice
        defaultValues={{
          ...emptyEvent,
          title: "Sunrise yoga",
          description: "Bring a mat.",
          startsAt: "2031-06-07T06:30",
          endsAt: "2031-06-07T07:30",
          venue: "Lummus Park",
          address: "Ocean Dr",
          scope: "one",
        }}
        cityName="Miami"
        busy={false}
        progress={null}
        serverProblem={null}
        submitLabel="Save changes"
        onSubmit={onSubmit}
      />,
    );
    const user = userEvent.setup();
    expect(screen.queryByLabelText("Repeats")).toBeNull();
    expect(screen.getByRole("radio", { name: "This date only" })).toBeChecked();
    await user.click(screen.getByRole("radio", { name: "This and all later dates" }));
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ scope: "this-and-later", repeat: null });
  });
});
