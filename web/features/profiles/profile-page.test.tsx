import { fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { emailDefaults } from "../../../contracts/notifications-rules.ts";
import type { OwnProfile } from "../../../contracts/profiles.ts";
import { profileMessages } from "../../../contracts/profiles-rules.ts";
import { inAppDefaults, pushDefaults } from "../../../contracts/push-rules.ts";
import type { SavedItem } from "../../../contracts/saved.ts";
import { aViewer } from "../../../tests/support/a-viewer.ts";
import { type FakeRequest, serveNothing } from "../../../tests/support/fake-api.ts";
import { renderAsViewer } from "../../../tests/support/render-as-viewer.tsx";
import { savedQueryKey } from "../../lib/saved-query-key.ts";
import { ProfilePage } from "./profile-page.tsx";
import { notificationPreferencesQueryKey } from "./use-notification-preferences.ts";
import { ownProfileQueryKey } from "./use-own-profile.ts";

const profile: OwnProfile = {
  id: "user-ana",
  email: "ana@example.com",
  username: "ana",
  bio: "Surfing at dawn.",
  avatarUrl: null,
  isAdmin: false,
  memberships: [
    { citySlug: "gold-coast", cityName: "Gold Coast", joinedAt: "2025-03-04T10:00:00.000Z" },
  ],
  phone: null,
  phoneCountry: "AU",
};

const renderProfile = (viewer = aViewer(), own: OwnProfile = profile, saved: SavedItem[] = []) =>
  renderAsViewer("/profile", <ProfilePage />, {
    viewer,
    cached: [
      [ownProfileQueryKey, own],
      [savedQueryKey, { pages: [{ items: saved, nextCursor: null }], pageParams: [null] }],
      [["me", "reports"], { reports: [] }],
      [
        notificationPreferencesQueryKey,
        {
          email: emailDefaults,
          push: pushDefaults,
          inApp: inAppDefaults,
          quietHours: null,
          timeZone: "America/New_York",
        },
      ],
    ],
  });

describe("The profile page", () => {
  let requests: FakeRequest[];
  beforeEach(() => {
    requests = serveNothing();
  });
  afterEach(() => {
    expect(requests).toEqual([]);
  });

  it("sends visitors to sign in", () => {
    renderAsViewer("/profile", <ProfilePage />, { viewer: null });
    expect(screen.getByText("Left the page for /auth")).toBeVisible();
  });

  it("is called Profile Settings for members", () => {
    renderProfile();
    expect(screen.getByRole("heading", { level: 1, name: "Profile Settings" })).toBeVisible();
  });

  it("is called Personal Profile for admins", () => {
    renderProfile(aViewer({ isAdmin: true }), { ...profile, isAdmin: true });
    expect(screen.getByRole("heading", { level: 1, name: "Personal Profile" })).toBeVisible();
  });

  it("shows the email read-only and the username and bio to edit", () => {
    renderProfile();
    const email = screen.getByLabelText("Email") as HTMLInputElement;
    expect(email.value).toBe("ana@example.com");
    expect(email.readOnly).toBe(true);
    // The address changes in the Security section (issue 31); the hint points there.
    expect(email).toHaveAccessibleDescription(
      "You sign in with this address. To change it, go to Security below.",
    );
    expect(screen.getByRole("link", { name: "Security" })).toHaveAttribute("href", "#security");
    expect((screen.getByLabelText("Username") as HTMLInputElement).value).toBe("ana");
    expect((screen.getByLabelText("Bio") as HTMLTextAreaElement).value).toBe("Surfing at dawn.");
  });

  it("refuses to save a blank username", async () => {
    const { user } = renderProfile();
    await user.clear(screen.getByLabelText("Username"));
    await user.type(screen.getByLabelText("Username"), "   ");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText(profileMessages.usernameEmpty.defaultMessage)).toBeVisible();
    expect(screen.getByLabelText("Username").getAttribute("aria-invalid")).toBe("true");
  });

  it("puts the stored username and bio back on Cancel", async () => {
    const { user } = renderProfile();
    await user.clear(screen.getByLabelText("Username"));
    await user.type(screen.getByLabelText("Username"), "someone else");
    await user.type(screen.getByLabelText("Bio"), " And kayaking.");
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect((screen.getByLabelText("Username") as HTMLInputElement).value).toBe("ana");
    expect((screen.getByLabelText("Bio") as HTMLTextAreaElement).value).toBe("Surfing at dawn.");
  });

  it("asks for an image when none was chosen, and checks the type before uploading", async () => {
    const { user } = renderProfile();
    expect(screen.getByRole("button", { name: "Change Picture" })).toBeVisible();
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error("no file input");
    expect(input.accept).toBe("image/jpeg,image/png,image/webp,image/gif");

    fireEvent.change(input, { target: { files: [] } });
    expect(screen.getByRole("alert").textContent).toBe(profileMessages.noImage.defaultMessage);

    await user.upload(input, new File(["hello"], "notes.txt", { type: "text/plain" }));
    expect(screen.getByRole("alert").textContent).toBe(
      "Error uploading avatar: Only JPEG, PNG, WebP or GIF images can be uploaded.",
    );
  });

  it("lists the user's communities with the date they joined", () => {
    renderProfile();
    expect(screen.getByRole("heading", { name: "Gold Coast" })).toBeVisible();
    expect(screen.getByText("Member since", { exact: false }).textContent).toBe(
      "Member since Mar 4, 2025",
    );
    const link = screen.getByRole("link", { name: /View Community Profile/ });
    expect(link.getAttribute("href")).toBe("/city/gold-coast/profile");
  });

  it("lists the user's requests still waiting for an admin", () => {
    renderProfile(aViewer({ pendingCitySlugs: ["cape-town"] }));
    expect(screen.getByRole("heading", { name: "Cape Town" })).toBeVisible();
    expect(screen.getByText("Pending")).toBeVisible();
  });

  it("points a user without communities to the list of communities", () => {
    renderProfile(aViewer(), { ...profile, memberships: [] });
    expect(screen.getByText("You haven't joined a community yet.")).toBeVisible();
    expect(screen.getByRole("link", { name: "Browse communities" }).getAttribute("href")).toBe(
      "/communities",
    );
  });
});
