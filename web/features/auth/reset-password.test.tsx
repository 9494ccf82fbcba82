import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { authMessages, meetsPasswordRules } from "../../../contracts/auth.ts";
import { expectAlert } from "../../../tests/support/expect-alert.ts";
import { type FakeRequest, serveNothing } from "../../../tests/support/fake-api.ts";
import { renderAuthRoute } from "../../../tests/support/render-auth-route.tsx";
import { ResetPasswordPage } from "./reset-password-page.tsx";

const newPassword = () => screen.getByLabelText("New Password") as HTMLInputElement;

describe("Users resetting their password", () => {
  let requests: FakeRequest[];
  beforeEach(() => {
    requests = serveNothing();
  });
  afterEach(() => {
    expect(requests).toEqual([]);
  });

  it("are told a link without a token cannot be used", () => {
    renderAuthRoute("/reset-password", <ResetPasswordPage />);
    expect(screen.getByRole("alert").textContent).toBe(authMessages.resetLinkInvalid);
    expect(screen.getByRole("link", { name: "Back to sign in" }).getAttribute("href")).toBe(
      "/auth",
    );
  });

  it("are told when the server found the link used or expired", () => {
    renderAuthRoute("/reset-password?error=INVALID_TOKEN", <ResetPasswordPage />);
    expect(screen.getByRole("alert").textContent).toBe(authMessages.resetLinkInvalid);
    expect(screen.queryByLabelText("New Password")).toBeNull();
  });

  it("see the checklist and are told when the new password is too weak", async () => {
    const { user } = renderAuthRoute("/reset-password?token=abc", <ResetPasswordPage />);
    await user.type(newPassword(), "Short1!");
    expect(screen.getByText("One number").closest("li")?.textContent).toMatch(/\(met\)$/);
    expect(screen.getByText("At least 8 characters").closest("li")?.textContent).toMatch(
      /\(not met\)$/,
    );
    await user.click(screen.getByRole("button", { name: "Set New Password" }));
    await expectAlert(authMessages.weakPassword);
  });

  it("can generate a strong new password", async () => {
    const { user } = renderAuthRoute("/reset-password?token=abc", <ResetPasswordPage />);
    await user.click(screen.getByRole("button", { name: "Generate" }));
    expect(meetsPasswordRules(newPassword().value)).toBe(true);
    expect(newPassword().type).toBe("text");
  });
});
