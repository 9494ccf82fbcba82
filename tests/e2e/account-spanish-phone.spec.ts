import { chooseLanguage } from "../support/e2e-i18n.ts";
import { expect, test } from "../support/e2e-test.ts";

// Issue 31's QA: Spanish labels are longer than English ones, and on a 390 px phone the
// passkey and sign-in code buttons of /auth ran past their own edges, hiding their icons
// (the page itself did not scroll, so the layout journey could not see it).
test("On a 390 px phone in Spanish, /auth's passkey and code buttons hold their whole label", async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await chooseLanguage(context, "es");
  const page = await context.newPage();
  await page.goto("/auth");
  for (const name of [
    "Iniciar sesión con una llave de acceso",
    "Envíame un código para iniciar sesión",
  ]) {
    const button = page.getByRole("button", { name });
    await expect(button).toBeVisible();
    const fits = await button.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return (
        element.scrollWidth <= element.clientWidth &&
        [...element.children].every((child) => {
          const inner = child.getBoundingClientRect();
          return inner.left >= box.left && inner.right <= box.right;
        })
      );
    });
    expect(fits, name).toBe(true);
  }
  await context.close();
});
