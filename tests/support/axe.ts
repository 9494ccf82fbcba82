import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * axe's violations on the page, less one accepted exception: the post and comment boxes
 * are text areas with the ARIA combobox role (the @ suggestions the issue asks for, whose
 * active option screen readers follow), which ARIA in HTML does not list for a textarea;
 * axe's best-practice rule aria-allowed-role says so (decision 085). Any other element
 * that rule flags still counts.
 */
export async function axeViolations(page: Page, builder = new AxeBuilder({ page })) {
  const { violations } = await builder.analyze();
  return violations
    .map((violation) =>
      violation.id === "aria-allowed-role"
        ? {
            ...violation,
            nodes: violation.nodes.filter(
              (node) => !/^<textarea\b[^>]*\brole="combobox"/.test(node.html),
            ),
          }
        : violation,
    )
    .filter((violation) => violation.nodes.length > 0);
}

/**
 * Waits for the page a user keeps, for axe to read: adopted by React (a page the server drew
 * or the build prerendered keeps its controls disabled until then, decision 040) and with no
 * colour transition still running, which would be measured half-way, as the enabled buttons
 * fade in. A button enabled late (the passkey and email-code choices on /auth wait for the
 * browser's answers) would otherwise be measured whenever its fade happens to be.
 */
export async function settleForAxe(page: Page) {
  await expect(page.locator("fieldset[role=none]").first()).toBeEnabled();
  await page.addStyleTag({
    content: "*, *::before, *::after { transition: none !important; animation: none !important; }",
  });
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
}
