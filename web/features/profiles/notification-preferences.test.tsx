import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { NotificationPreferences } from "../../../contracts/notifications.ts";
import { emailDefaults, emailMessages } from "../../../contracts/notifications-rules.ts";
import { inAppDefaults, pushDefaults, pushMessages } from "../../../contracts/push-rules.ts";
import { aViewer } from "../../../tests/support/a-viewer.ts";
import { serveApi } from "../../../tests/support/fake-api.ts";
import { renderAsViewer } from "../../../tests/support/render-as-viewer.tsx";
import { NotificationPreferencesSection } from "./notification-preferences.tsx";

const defaultPreferences: NotificationPreferences = {
  email: emailDefaults,
  push: pushDefaults,
  inApp: inAppDefaults,
  quietHours: null,
  timeZone: "Australia/Brisbane",
};
const answer = (preferences: Partial<NotificationPreferences> = {}) => ({
  status: 200,
  body: { ...defaultPreferences, ...preferences },
});
const renderSection = (moderates = false) =>
  renderAsViewer("/profile", <NotificationPreferencesSection moderates={moderates} />, {
    viewer: aViewer(),
  });

describe("The notification settings on the profile", () => {
  it("shows each kind against In app, Email and Push, with today's email defaults", async () => {
    serveApi({ "GET /api/me/notification-preferences": answer() });
    renderSection();
    const replies = await screen.findByRole("group", { name: "Comments on your posts" });
    expect(
      within(replies).getByRole("switch", { name: "In app: Comments on your posts" }),
    ).toBeChecked();
    expect(
      within(replies).getByRole("switch", { name: "Email: Comments on your posts" }),
    ).toBeChecked();
    expect(
      within(replies).getByRole("switch", { name: "Push: Comments on your posts" }),
    ).toBeVisible();
    expect(
      screen.getByRole("switch", { name: "Email: Reactions to your posts" }),
    ).not.toBeChecked();
    expect(screen.getByRole("switch", { name: "In app: Reactions to your posts" })).toBeChecked();
    expect(
      screen.getByRole("switch", { name: "Email: Changes to events you are going to" }),
    ).toBeChecked();
    // The weekly digest is an email; it has no bell or push switch.
    const digest = screen.getByRole("group", { name: "Weekly digest of your cities" });
    expect(within(digest).getAllByRole("switch")).toHaveLength(1);
    expect(
      within(digest).getByRole("switch", { name: "Email: Weekly digest of your cities" }),
    ).toBeChecked();
    // Moderation is for moderators and admins.
    expect(screen.queryByRole("group", { name: /cities you moderate/ })).toBeNull();
  });

  it("shows the moderation rows to moderators", async () => {
    serveApi({ "GET /api/me/notification-preferences": answer() });
    renderSection(true);
    expect(
      await screen.findByRole("switch", { name: "Email: New reports in cities you moderate" }),
    ).toBeChecked();
    expect(
      screen.getByRole("switch", {
        name: "In app: New membership requests in cities you moderate",
      }),
    ).toBeChecked();
  });

  it("saves one switch at a time and says so", async () => {
    const calls = serveApi({
      "GET /api/me/notification-preferences": answer(),
      "PATCH /api/me/notification-preferences": answer({
        inApp: { ...inAppDefaults, reaction_on_post: false },
      }),
    });
    const { user } = renderSection();
    const reactions = await screen.findByRole("switch", {
      name: "In app: Reactions to your posts",
    });
    await user.click(reactions);
    expect(await screen.findByText(emailMessages.saved.defaultMessage)).toBeVisible();
    expect(reactions).not.toBeChecked();
    expect(calls.at(-1)).toEqual({
      route: "PATCH /api/me/notification-preferences",
      body: { inApp: { reaction_on_post: false } },
    });
  });

  it("puts the switch back and shows the server's words when saving fails", async () => {
    serveApi({
      "GET /api/me/notification-preferences": answer(),
      "PATCH /api/me/notification-preferences": {
        status: 429,
        body: {
          code: "RATE_LIMITED",
          message: "You're doing that too often. Please wait a minute and try again.",
        },
      },
    });
    const { user } = renderSection();
    const digest = await screen.findByRole("switch", {
      name: "Email: Weekly digest of your cities",
    });
    await user.click(digest);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "You're doing that too often. Please wait a minute and try again.",
    );
    expect(digest).toBeChecked();
  });

  it("offers to try again when the settings cannot be loaded", async () => {
    serveApi({
      "GET /api/me/notification-preferences": {
        status: 500,
        body: { code: "INTERNAL", message: "Oops" },
      },
    });
    renderSection();
    expect(await screen.findByRole("button", { name: "Try again" })).toBeVisible();
  });

  it("sets quiet hours in the city's time zone, and turns them off", async () => {
    const calls = serveApi({
      "GET /api/me/notification-preferences": answer(),
      "PATCH /api/me/notification-preferences": ({ body }) =>
        answer(body as Partial<NotificationPreferences>),
    });
    const { user } = renderSection();
    const quiet = await screen.findByRole("group", { name: "Quiet hours" });
    expect(
      within(quiet).getByText("Times are in your city's time zone: Australia/Brisbane."),
    ).toBeVisible();
    const from = within(quiet).getByLabelText("From");
    expect(from).toBeDisabled();
    await user.click(
      within(quiet).getByRole("checkbox", { name: "Hold pushes during quiet hours" }),
    );
    await user.clear(from);
    await user.type(from, "21:30");
    await user.click(screen.getByRole("button", { name: "Save quiet hours" }));
    expect(await screen.findByText(emailMessages.saved.defaultMessage)).toBeVisible();
    expect(calls.at(-1)).toEqual({
      route: "PATCH /api/me/notification-preferences",
      body: { quietHours: { from: "21:30", to: "07:00" } },
    });
    const saved = screen.getByRole("group", { name: "Quiet hours" });
    expect(within(saved).getByLabelText("From")).toHaveValue("21:30");

    await user.click(
      within(saved).getByRole("checkbox", { name: "Hold pushes during quiet hours" }),
    );
    await user.click(screen.getByRole("button", { name: "Save quiet hours" }));
    await expect.poll(() => calls.at(-1)?.body).toEqual({ quietHours: null });
  });

  it("refuses quiet hours that start and end at the same time", async () => {
    const calls = serveApi({ "GET /api/me/notification-preferences": answer() });
    const { user } = renderSection();
    const quiet = await screen.findByRole("group", { name: "Quiet hours" });
    await user.click(
      within(quiet).getByRole("checkbox", { name: "Hold pushes during quiet hours" }),
    );
    const to = within(quiet).getByLabelText("To");
    await user.clear(to);
    await user.type(to, "22:00");
    await user.click(screen.getByRole("button", { name: "Save quiet hours" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      pushMessages.badQuietHours.defaultMessage,
    );
    expect(calls.map((call) => call.route)).toEqual(["GET /api/me/notification-preferences"]);
  });
});
