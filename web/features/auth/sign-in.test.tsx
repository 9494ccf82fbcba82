import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { authMessages } from "../../../contracts/auth.ts";
import { expectAlert } from "../../../tests/support/expect-alert.ts";
import { type FakeRequest, serveNothing } from "../../../tests/support/fake-api.ts";
import { renderAuthRoute } from "../../../tests/support/render-auth-route.tsx";
import { AuthPage } from "./auth-page.tsx";

describe("Visitors signing in", () => {
  let requests: FakeRequest[];
  beforeEach(() => {
    requests = serveNothing();
  });
  afterEach(() => {
    expect(requests).toEqual([]);
    window.localStorage.clear();
  });

  it("see the sign-in form unless they asked for sign-up", () => {
    renderAuthRoute("/auth?mode=other", <AuthPage />);
    expect(screen.getByRole("heading", { level: 1, name: "Welcome back" })).toBeVisible();
    expect(screen.getByRole("button", { name: "Sign In" })).toBeVisible();
    expect(screen.queryByRole("button", { name: "Generate" })).toBeNull();
    expect(screen.queryByRole("button", { name: /Continue with/ })).toBeNull();
  });

  it("can switch between sign-in and sign-up", async () => {
    const { user, router } = renderAuthRoute("/auth", <AuthPage />);
    await user.type(screen.getByLabelText("Email"), "ana@example.com");
    await user.click(screen.getByRole("link", { name: "Don't have an account? Sign up" }));
    expect(router.state.location.search).toBe("?mode=signup");
    expect(screen.getByRole("heading", { level: 1, name: "Create your account" })).toBeVisible();
    // The address typed so far carries over.
    expect((screen.getByLabelText("Email") as HTMLInputElement).value).toBe("ana@example.com");
  });

  it("are told to fill in all fields, then about an invalid address", async () => {
    const { user } = renderAuthRoute("/auth", <AuthPage />);
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    await expectAlert(authMessages.emptyFields);

    await user.type(screen.getByLabelText("Email"), "ana@example");
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    await expectAlert(authMessages.emptyFields);

    await user.type(screen.getByLabelText("Password"), "anything");
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    await expectAlert(authMessages.invalidEmail);
    expect(screen.getByLabelText("Email").getAttribute("aria-invalid")).toBe("true");
  });

  it("see that their email is verified when they come back from the mail", () => {
    window.localStorage.setItem("coastal.pendingEmail", "ana@example.com");
    renderAuthRoute("/auth?verified=true&mode=signup", <AuthPage />);
    expect(screen.getByRole("status").textContent).toBe(authMessages.emailVerified);
    expect(screen.getByRole("heading", { level: 1, name: "Welcome back" })).toBeVisible();
    expect((screen.getByLabelText("Email") as HTMLInputElement).value).toBe("ana@example.com");
  });

  it("with an expired link get their address prefilled and a Resend email button", () => {
    window.localStorage.setItem("coastal.pendingEmail", "ana@example.com");
    renderAuthRoute("/auth?error_code=otp_expired", <AuthPage />);
    expect(screen.getByText(authMessages.linkExpired)).toBeVisible();
    expect((screen.getByLabelText("Email") as HTMLInputElement).value).toBe("ana@example.com");
    expect(screen.getByRole("button", { name: "Resend email" })).toBeVisible();
  });

  it("see the identity provider's button only when the server offers one", () => {
    renderAuthRoute("/auth", <AuthPage />, {
      signInOptions: { oidc: { providerId: "oidc", name: "Coastal ID" } },
    });
    expect(screen.getByRole("button", { name: "Continue with Coastal ID" })).toBeVisible();
  });

  it("who forgot their password must enter an address to get a reset link", async () => {
    const { user } = renderAuthRoute("/auth", <AuthPage />);
    await user.click(screen.getByRole("button", { name: "Forgot password?" }));
    expect(document.activeElement).toBe(screen.getByLabelText("Email"));
    await user.click(screen.getByRole("button", { name: "Send reset link" }));
    await expectAlert(authMessages.emptyResetEmail);

    await user.click(screen.getByRole("button", { name: "Back to sign in" }));
    expect(screen.getByRole("button", { name: "Sign In" })).toBeVisible();
  });
});
