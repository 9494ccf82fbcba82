import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { expectAlert } from "../../../tests/support/expect-alert.ts";
import { type FakeRequest, serveApi } from "../../../tests/support/fake-api.ts";
import { renderAuthRoute } from "../../../tests/support/render-auth-route.tsx";
import { AuthPage } from "./auth-page.tsx";

// Sign-in's second step (issue 31): after a right password for an account with an
// authenticator app, the page asks for a code before anyone is signed in.

const viewer = {
  id: "u1",
  email: "ana@example.com",
  username: "ana",
  avatarUrl: null,
  isAdmin: false,
  memberships: [],
  activeCitySlug: null,
  pendingCitySlugs: [],
  moderates: [],
  notices: [],
  secondFactorRequired: false,
};

const wrongCode = {
  status: 401,
  body: {
    code: "INVALID_CODE",
    message: "That code is not correct. Check your authenticator app and try again.",
  },
};

describe("A member with an authenticator app signing in", () => {
  let requests: FakeRequest[] = [];
  afterEach(() => {
    requests = [];
  });

  async function passwordStep() {
    let signedIn = false;
    requests = serveApi({
      "POST /api/auth/sign-in/email": {
        status: 200,
        body: { twoFactorRedirect: true, twoFactorMethods: ["totp"] },
      },
      "POST /api/auth/two-factor/verify-totp": ({ body }) => {
        if ((body as { code: string }).code !== "123456") return wrongCode;
        signedIn = true;
        return { status: 200, body: { user: { id: "u1" } } };
      },
      "POST /api/auth/two-factor/verify-backup-code": { status: 200, body: {} },
      "GET /api/me": () => ({ status: 200, body: { viewer: signedIn ? viewer : null } }),
    });
    const rendered = renderAuthRoute("/auth", <AuthPage />);
    await rendered.user.type(screen.getByLabelText("Email"), "ana@example.com");
    await rendered.user.type(screen.getByLabelText("Password"), "Sunny-Beach-42");
    await rendered.user.click(screen.getByRole("button", { name: "Sign In" }));
    await screen.findByRole("heading", { name: "Enter your code" });
    return rendered;
  }

  it("is asked for the code alone, told when it is wrong, and signed in when it is right", async () => {
    const { user } = await passwordStep();
    expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Enter your code" }));
    // Only the code step: no other way to sign in is offered meanwhile.
    expect(screen.queryByRole("button", { name: "Sign In" })).toBeNull();
    expect(screen.queryByRole("link", { name: /Sign up/ })).toBeNull();

    await user.click(screen.getByRole("button", { name: "Verify" }));
    await expectAlert("Please enter your code.");

    await user.type(screen.getByLabelText("Authenticator code"), "654 321");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    await expectAlert("That code is not correct. Check your authenticator app and try again.");
    expect(document.activeElement).toBe(screen.getByLabelText("Authenticator code"));

    await user.clear(screen.getByLabelText("Authenticator code"));
    await user.type(screen.getByLabelText("Authenticator code"), "123 456");
    await user.click(screen.getByRole("checkbox", { name: "Trust this device for 30 days" }));
    await user.click(screen.getByRole("button", { name: "Verify" }));
    await expect.poll(() => requests.filter((r) => r.route === "GET /api/me").length).toBe(1);
    expect(requests.filter((r) => r.route.includes("verify-totp")).map((r) => r.body)).toEqual([
      { code: "654321", trustDevice: false },
      { code: "123456", trustDevice: true },
    ]);
  });

  it("can use a backup code instead, typed in any case", async () => {
    const { user } = await passwordStep();
    await user.click(screen.getByRole("button", { name: "Use a backup code instead" }));
    expect(document.activeElement).toBe(screen.getByLabelText("Backup code"));
    await user.type(screen.getByLabelText("Backup code"), " ABCDE-12345 ");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    await expect
      .poll(() => requests.find((r) => r.route.includes("verify-backup-code"))?.body)
      .toEqual({ code: "abcde-12345", trustDevice: false });
  });

  it("can go back to the password form", async () => {
    const { user } = await passwordStep();
    await user.click(screen.getByRole("button", { name: "Back to sign in" }));
    expect(screen.getByRole("button", { name: "Sign In" })).toBeVisible();
    expect(screen.getByRole("link", { name: "Don't have an account? Sign up" })).toBeVisible();
  });
});
