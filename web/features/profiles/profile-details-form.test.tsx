import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { phoneMessages } from "../../../contracts/phone-rules.ts";
import type { OwnProfile } from "../../../contracts/profiles.ts";
import { profileMessages } from "../../../contracts/profiles-rules.ts";
import { aViewer } from "../../../tests/support/a-viewer.ts";
import { serveApi } from "../../../tests/support/fake-api.ts";
import { renderAsViewer } from "../../../tests/support/render-as-viewer.tsx";
import { ProfileDetailsForm } from "./profile-details-form.tsx";

// Issue 28: a taken name is refused in words, and a phone number can be set.

const ana: OwnProfile = {
  id: "user-ana",
  email: "ana@example.com",
  username: "ana",
  bio: "",
  avatarUrl: null,
  isAdmin: false,
  memberships: [],
  phone: null,
  phoneCountry: "US",
};

const renderForm = (profile: OwnProfile = ana) =>
  renderAsViewer("/profile", <ProfileDetailsForm profile={profile} />, { viewer: aViewer() });

describe("Account details", () => {
  it("says a username is taken when someone else has it", async () => {
    serveApi({
      "PATCH /api/profile": {
        status: 409,
        body: { code: "CONFLICT", message: profileMessages.usernameTaken.defaultMessage },
      },
    });
    const { user } = renderForm();
    await user.clear(screen.getByLabelText("Username"));
    await user.type(screen.getByLabelText("Username"), "bo");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(
      await screen.findByText("That username is taken. Please choose another one."),
    ).toBeVisible();
    expect(screen.getByLabelText("Username")).toHaveAttribute("aria-invalid", "true");
  });

  it("starts the phone's country at the member's city and saves the number in E.164", async () => {
    const calls = serveApi({
      "PATCH /api/profile": { status: 200, body: { ...ana, phone: "+13055550123" } },
    });
    const { user } = renderForm();
    expect(screen.getByRole("combobox", { name: "Country" })).toHaveValue("US");
    await user.type(screen.getByLabelText("Phone number"), "(305) 555-0123");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Your profile is saved.")).toBeVisible();
    expect(calls).toEqual([{ route: "PATCH /api/profile", body: { phone: "+13055550123" } }]);
    expect(screen.getByLabelText("Phone number")).toHaveValue("3055550123");
  });

  it("takes a number as Australians write it once Australia is chosen", async () => {
    const calls = serveApi({
      "PATCH /api/profile": { status: 200, body: { ...ana, phone: "+61412345678" } },
    });
    const { user } = renderForm();
    await user.selectOptions(screen.getByRole("combobox", { name: "Country" }), "AU");
    await user.type(screen.getByLabelText("Phone number"), "0412 345 678");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Your profile is saved.")).toBeVisible();
    expect(calls[0]?.body).toEqual({ phone: "+61412345678" });
  });

  it("refuses a number that is not one of the country's, without sending it", async () => {
    const calls = serveApi({});
    const { user } = renderForm();
    await user.type(screen.getByLabelText("Phone number"), "555 01");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText(phoneMessages.invalid.defaultMessage)).toBeVisible();
    expect(calls).toEqual([]);
  });

  it("removes the number when the field is emptied", async () => {
    const calls = serveApi({
      "PATCH /api/profile": { status: 200, body: { ...ana, phone: null } },
    });
    const { user } = renderForm({ ...ana, phone: "+13055550123" });
    expect(screen.getByLabelText("Phone number")).toHaveValue("3055550123");
    await user.clear(screen.getByLabelText("Phone number"));
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Your profile is saved.")).toBeVisible();
    expect(calls[0]?.body).toEqual({ phone: null });
  });
});
