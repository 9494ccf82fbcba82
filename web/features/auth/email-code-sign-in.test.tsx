import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { type FakeRequest, serveApi } from "../../../tests/support/fake-api.ts";
import { renderAuthRoute } from "../../../tests/support/render-auth-route.tsx";
import { AuthPage } from "./auth-page.tsx";

// Issue 31 scope 8: "Email me a sign-in code" on /auth, the code from the mail, and the
// second factor's step after it for a member who has one.

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
  status: 400,
  body: {
    code: "INVALID_OTP",
    message: "That code is not right, or it has expired. Check the mail or ask for a new code.",
  },
};

describe("Signing in with a code by email", () => {
  let requests: FakeRequest[] = [];
  afterEach(() => {
    requests = [];
  });

  function serve(signInAnswer: { status: number; body: unknown }) {
    let signedIn = false;
    requests = serveApi({
      "POST /api/auth/email-otp/send-verification-otp": { status: 200, body: { success: true } },
      "POST /api/auth/sign-in/email-otp": ({ body }) => {
        if ((body as { otp: string }).otp !== "123456") return wrongCode;
        if (
          signInAnswer.status === 200 &&
          !("twoFactorRedirect" in (signInAnswer.body as object))
        ) {
          signedIn = true;
        }
        return signInAnswer;
      },
      "GET /api/me": () => ({ status: 200, body: { viewer: signedIn ? viewer : null } }),
    });
  }

  async function askForCode() {
    const rendered = renderAuthRoute("/auth", <AuthPage />);
    await rendered.user.click(screen.getByRole("button", { name: "Email me a sign-in code" }));
    const panel = screen.getByRole("region", { name: "Email me a sign-in code" });
    const email = within(panel).getByLabelText("Email");
    expect(document.activeElement).toBe(email);
    await rendered.user.type(email, "ana@example.com");
    await rendered.user.click(within(panel).getByRole("button", { name: "Send me a code" }));
    await within(panel).findByText(/If ana@example.com has a Coastal account/);
    return { ...rendered, panel };
  }

  it("asks for a code, is told a wrong one, and is signed in by the right one", async () => {
    serve({ status: 200, body: { user: { id: "u1" } } });
    const { user, panel, router } = await askForCode();
    expect(within(panel).getByText(/It expires in 10 minutes/)).toBeVisible();
    const code = within(panel).getByLabelText("Code from the mail");
    expect(document.activeElement).toBe(code);

    await user.type(code, "654321");
    await user.click(within(panel).getByRole("button", { name: "Sign in with the code" }));
    expect(await within(panel).findByRole("alert")).toHaveTextContent("That code is not right");

    await user.clear(code);
    await user.type(code, "123 456");
    await user.click(within(panel).getByRole("button", { name: "Sign in with the code" }));
    await expect.poll(() => router.state.location.pathname).not.toBe("/auth");
    expect(requests.filter((r) => r.route.includes("email-otp")).map((r) => r.body)).toEqual([
      { email: "ana@example.com", type: "sign-in" },
      { email: "ana@example.com", otp: "654321" },
      { email: "ana@example.com", otp: "123456" },
    ]);
  });

  it("hands a member with a second factor over to the code step", async () => {
    serve({ status: 200, body: { twoFactorRedirect: true, twoFactorMethods: ["totp"] } });
    const { user, panel } = await askForCode();
    await user.type(within(panel).getByLabelText("Code from the mail"), "123456");
    await user.click(within(panel).getByRole("button", { name: "Sign in with the code" }));
    await screen.findByRole("heading", { name: "Enter your code" });
    expect(screen.queryByRole("region", { name: "Email me a sign-in code" })).toBeNull();
  });
});
