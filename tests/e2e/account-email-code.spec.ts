import AxeBuilder from "@axe-core/playwright";
import { createVerifiedUser, uniqueEmail } from "../support/e2e-auth.ts";
import { expect, test } from "../support/e2e-test.ts";

/** axe finds nothing on `page` as it is now. */
async function expectNoViolations(page: import("@playwright/test").Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations.map((v) => ({ rule: v.id, targets: v.nodes.map((n) => n.target.join(" ")) })),
  ).toEqual([]);
}

/** The 6-digit code in the newest sign-in code mail to `email`, from the dev outbox. */
async function mailedCode(request: import("@playwright/test").APIRequestContext, email: string) {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/api/dev/mail?to=${encodeURIComponent(email)}`);
      const { mail } = (await response.json()) as { mail: { subject: string; text: string }[] };
      code = mail
        .find((m) => m.subject === "Your Coastal sign-in code")
        ?.text.match(/\b(\d{6})\b/)?.[1];
      return code;
    })
    .toBeTruthy();
  return code as string;
}

for (const width of [390, 1280]) {
  test(`A member signs in with a code from their mail instead of a password (${width} px)`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const email = uniqueEmail("code");
    await createVerifiedUser(request, email);

    await page.goto("/auth");
    await expect(page.getByRole("heading", { name: "Welcome back" })).toBeVisible();
    await page.getByRole("button", { name: "Email me a sign-in code" }).click();
    const panel = page.getByRole("region", { name: "Email me a sign-in code" });
    await expect(panel.getByLabel("Email", { exact: true })).toBeFocused();
    await panel.getByLabel("Email", { exact: true }).fill(email);
    await page.screenshot({ path: `/tmp/email-code-ask-${width}.png`, fullPage: true });
    await panel.getByRole("button", { name: "Send me a code" }).click();
    await expect(panel.getByText(`If ${email} has a Coastal account`)).toBeVisible();
    await expect(panel.getByLabel("Code from the mail")).toBeFocused();

    // A wrong code is refused in words, and the right one still works after it.
    const code = await mailedCode(request, email);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    await panel.getByLabel("Code from the mail").fill(wrong);
    await panel.getByRole("button", { name: "Sign in with the code" }).click();
    await expect(panel.getByRole("alert")).toContainText("That code is not right");
    await page.screenshot({ path: `/tmp/email-code-enter-${width}.png`, fullPage: true });
    await expectNoViolations(page);
    const noSideways = await page.evaluate(
      () => document.documentElement.scrollWidth <= window.innerWidth,
    );
    expect(noSideways).toBe(true);

    await panel.getByLabel("Code from the mail").fill(code);
    await panel.getByRole("button", { name: "Sign in with the code" }).click();
    await expect(page).toHaveURL("/communities");
  });
}
