import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";

// Each public page, with something that shows it has finished rendering.
const pages = [
  { path: "/", ready: { role: "link" as const, name: "Login" } },
  { path: "/auth", ready: { role: "heading" as const, name: "Welcome back" } },
  { path: "/auth?mode=signup", ready: { role: "heading" as const, name: "Create your account" } },
  { path: "/communities", ready: { role: "heading" as const, name: "Coastal Communities" } },
];

for (const { path, ready } of pages) {
  test(`Visitors using assistive technology can use ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole(ready.role, { name: ready.name })).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).analyze();
    // Only the essentials, so a failure reads as a list of rules and elements.
    const summary = violations.map((v) => ({
      rule: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((node) => node.target.join(" ")),
    }));
    expect(summary).toEqual([]);
  });
}
