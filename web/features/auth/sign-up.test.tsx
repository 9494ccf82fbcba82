import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { authLimits, meetsPasswordRules, passwordRules } from "../../../contracts/auth.ts";
import { expectAlert } from "../../../tests/support/expect-alert.ts";
import { type FakeRequest, serveNothing } from "../../../tests/support/fake-api.ts";
import { renderAuthRoute } from "../../../tests/support/render-auth-route.tsx";
import { AuthPage } from "./auth-page.tsx";

const checklistItem = (label: string) => {
  const item = screen.getByText(label).closest("li");
  if (!item) throw new Error(`no checklist item "${label}"`);
  return item;
};
const isMet = (label: string) => checklistItem(label).textContent?.endsWith("(met)") ?? false;
const passwordInput = () => screen.getByLabelText("Password") as HTMLInputElement;

describe("Visitors signing up", () => {
  let requests: FakeRequest[];
  beforeEach(() => {
    requests = serveNothing();
  });
  afterEach(() => {
    // Every check here happens in the browser, before any request.
    expect(requests).toEqual([]);
  });

  it("see the sign-up form", () => {
    renderAuthRoute("/auth?mode=signup", <AuthPage />);
    expect(screen.getByRole("heading", { level: 1, name: "Create your account" })).toBeVisible();
    expect(screen.getByRole("button", { name: "Sign Up" })).toBeVisible();
    expect(screen.getByRole("link", { name: "Already have an account? Sign in" })).toBeVisible();
  });

  it("see the password checklist tick items as they type", async () => {
    const { user } = renderAuthRoute("/auth?mode=signup", <AuthPage />);
    for (const rule of passwordRules) expect(isMet(rule.label)).toBe(false);

    await user.type(passwordInput(), "abc");
    expect(isMet("One lowercase letter")).toBe(true);
    expect(isMet("One uppercase letter")).toBe(false);
    expect(isMet("At least 8 characters")).toBe(false);

    await user.type(passwordInput(), "DEF12!");
    for (const rule of passwordRules) expect(isMet(rule.label)).toBe(true);
  });

  it("can generate a password that meets every rule and see it", async () => {
    const { user } = renderAuthRoute("/auth?mode=signup", <AuthPage />);
    expect(passwordInput().type).toBe("password");

    await user.click(screen.getByRole("button", { name: "Generate" }));

    const generated = passwordInput().value;
    expect(generated).toHaveLength(authLimits.generatedPasswordLength);
    expect(meetsPasswordRules(generated)).toBe(true);
    for (const rule of passwordRules) expect(isMet(rule.label)).toBe(true);
    expect(passwordInput().type).toBe("text");
    expect(screen.getByRole("button", { name: "Hide password" })).toBeVisible();
  });

  it("can show and hide the password", async () => {
    const { user } = renderAuthRoute("/auth?mode=signup", <AuthPage />);
    await user.click(screen.getByRole("button", { name: "Show password" }));
    expect(passwordInput().type).toBe("text");
    await user.click(screen.getByRole("button", { name: "Hide password" }));
    expect(passwordInput().type).toBe("password");
  });

  it("are told to fill in all fields when they submit an empty form", async () => {
    const { user } = renderAuthRoute("/auth?mode=signup", <AuthPage />);
    await user.click(screen.getByRole("button", { name: "Sign Up" }));
    await expectAlert("Please fill in all fields");
    expect(screen.getByLabelText("Email").getAttribute("aria-invalid")).toBe("true");
    expect(passwordInput().getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(screen.getByLabelText("Email"));

    // Fixing a field clears its mark; the message stays until the next try.
    await user.type(screen.getByLabelText("Email"), "ana@example.com");
    expect(screen.getByLabelText("Email").getAttribute("aria-invalid")).toBeNull();
    expect(passwordInput().getAttribute("aria-invalid")).toBe("true");
  });

  it("are told about an invalid email address before a weak password", async () => {
    const { user } = renderAuthRoute("/auth?mode=signup", <AuthPage />);
    await user.type(screen.getByLabelText("Email"), "ana at example.com");
    await user.type(passwordInput(), "weak");
    await user.click(screen.getByRole("button", { name: "Sign Up" }));
    await expectAlert("Please enter a valid email address");
    expect(passwordInput().getAttribute("aria-invalid")).toBeNull();
  });

  it("are told when the password does not meet the requirements", async () => {
    const { user } = renderAuthRoute("/auth?mode=signup", <AuthPage />);
    await user.type(screen.getByLabelText("Email"), "ana@example.com");
    await user.type(passwordInput(), "alllowercase1");
    await user.click(screen.getByRole("button", { name: "Sign Up" }));
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("Password does not meet requirements")).toBeVisible();
    expect(passwordInput().getAttribute("aria-invalid")).toBe("true");
  });
});
