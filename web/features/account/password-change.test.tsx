import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { aViewer } from "../../../tests/support/a-viewer.ts";
import { serveApi } from "../../../tests/support/fake-api.ts";
import { renderAsViewer } from "../../../tests/support/render-as-viewer.tsx";
import { PasswordChange } from "./password-change.tsx";

const show = () => renderAsViewer("/profile", <PasswordChange />, { viewer: aViewer() });

async function open() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name: "Change password" }));
  return user;
}

describe("changing one's password", () => {
  it("sends the current and new password, other devices signed out unless unticked", async () => {
    const requests = serveApi({ "POST /api/account/password": { status: 204 } });
    show();
    const user = await open();
    expect(screen.getByLabelText("Current password")).toHaveFocus();
    const signOut = screen.getByRole("checkbox", { name: "Sign out other devices" });
    expect(signOut).toBeChecked();
    await user.type(screen.getByLabelText("Current password"), "Sunny-Beach-42");
    await user.type(screen.getByLabelText("New password"), "Harbour-Lights-19");
    await user.click(signOut);
    await user.click(screen.getByRole("button", { name: "Change password" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Your password was changed.");
    expect(requests).toEqual([
      {
        route: "POST /api/account/password",
        body: {
          currentPassword: "Sunny-Beach-42",
          newPassword: "Harbour-Lights-19",
          revokeOtherSessions: false,
        },
      },
    ]);
    // The form closed and forgot both passwords.
    expect(screen.queryByLabelText("Current password")).toBeNull();
  });

  it("holds the new password to the rules before asking, with the live checklist", async () => {
    const requests = serveApi({});
    show();
    const user = await open();
    await user.type(screen.getByLabelText("Current password"), "Sunny-Beach-42");
    await user.type(screen.getByLabelText("New password"), "short");
    expect(screen.getByText("At least 8 characters").closest("li")).toHaveAttribute(
      "data-met",
      "false",
    );
    await user.click(screen.getByRole("button", { name: "Change password" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Password does not meet requirements");
    expect(screen.getByLabelText("New password")).toHaveFocus();
    expect(requests).toEqual([]);
  });

  it("says a wrong current password and marks that field", async () => {
    serveApi({
      "POST /api/account/password": {
        status: 400,
        body: { code: "INVALID_PASSWORD", message: "Your current password is not correct." },
      },
    });
    show();
    const user = await open();
    await user.type(screen.getByLabelText("Current password"), "Not-my-pass-7");
    await user.type(screen.getByLabelText("New password"), "Harbour-Lights-19");
    await user.click(screen.getByRole("button", { name: "Change password" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Your current password is not correct.",
    );
    expect(screen.getByLabelText("Current password")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("Current password")).toHaveFocus();
  });
});
