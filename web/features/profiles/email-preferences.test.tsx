import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { EmailPreferences } from "../../../contracts/notifications.ts";
import { emailDefaults, emailMessages } from "../../../contracts/notifications-rules.ts";
import { aViewer } from "../../../tests/support/a-viewer.ts";
import { serveApi } from "../../../tests/support/fake-api.ts";
import { renderAsViewer } from "../../../tests/support/render-as-viewer.tsx";
import { EmailPreferencesSection } from "./email-preferences.tsx";

const answer = (email: EmailPreferences["email"]) => ({ status: 200, body: { email } });
const renderSection = (moderates = false) =>
  renderAsViewer("/profile", <EmailPreferencesSection moderates={moderates} />, {
    viewer: aViewer(),
  });

describe("The email settings on the profile", () => {
  it("shows each kind as a switch, with the defaults: replies and event changes on, reactions off", async () => {
    serveApi({ "GET /api/me/email-preferences": answer(emailDefaults) });
    renderSection();
    expect(await screen.findByRole("switch", { name: "Comments on your posts" })).toBeChecked();
    expect(screen.getByRole("switch", { name: "Reactions to your posts" })).not.toBeChecked();
    expect(
      screen.getByRole("switch", { name: "Changes to events you are going to" }),
    ).toBeChecked();
    expect(screen.getByRole("switch", { name: "Weekly digest of your cities" })).toBeChecked();
    expect(screen.getByText(emailMessages.sectionIntro.defaultMessage)).toBeVisible();
    // Moderation mail is for moderators and admins.
    expect(screen.queryByRole("switch", { name: /cities you moderate/ })).toBeNull();
  });

  it("shows the moderation kinds to moderators", async () => {
    serveApi({ "GET /api/me/email-preferences": answer(emailDefaults) });
    renderSection(true);
    expect(
      await screen.findByRole("switch", { name: "New reports in cities you moderate" }),
    ).toBeChecked();
  });

  it("saves one switch at a time and says so", async () => {
    const calls = serveApi({
      "GET /api/me/email-preferences": answer(emailDefaults),
      "PATCH /api/me/email-preferences": answer({ ...emailDefaults, weekly_digest: false }),
    });
    const { user } = renderSection();
    const digest = await screen.findByRole("switch", { name: "Weekly digest of your cities" });
    await user.click(digest);
    expect(await screen.findByText(emailMessages.saved.defaultMessage)).toBeVisible();
    expect(digest).not.toBeChecked();
    expect(calls.at(-1)).toEqual({
      route: "PATCH /api/me/email-preferences",
      body: { email: { weekly_digest: false } },
    });
  });

  it("puts the switch back and shows the server's words when saving fails", async () => {
    serveApi({
      "GET /api/me/email-preferences": answer(emailDefaults),
      "PATCH /api/me/email-preferences": {
        status: 429,
        body: {
          code: "RATE_LIMITED",
          message: "You're doing that too often. Please wait a minute and try again.",
        },
      },
    });
    const { user } = renderSection();
    const reactions = await screen.findByRole("switch", { name: "Reactions to your posts" });
    await user.click(reactions);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "You're doing that too often. Please wait a minute and try again.",
    );
    expect(reactions).not.toBeChecked();
  });

  it("offers to try again when the settings cannot be loaded", async () => {
    serveApi({
      "GET /api/me/email-preferences": { status: 500, body: { code: "INTERNAL", message: "Oops" } },
    });
    renderSection();
    expect(await screen.findByRole("button", { name: "Try again" })).toBeVisible();
  });
});
