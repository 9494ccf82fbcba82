import type { Page } from "@playwright/test";
import { createVerifiedUser, uniqueEmail } from "../support/e2e-auth.ts";
import { chooseLanguage } from "../support/e2e-i18n.ts";
import { signInContext } from "../support/e2e-sign-in.ts";
import { expect, test } from "../support/e2e-test.ts";

// Issue 31, scope 3: a member signed in on a laptop and a phone signs the phone out from
// /profile, and the phone's open page goes to sign-in without a reload.

const mac =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const iPhone =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";

const devicesOf = (page: Page) => page.getByRole("region", { name: "Where you're signed in" });
const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test("A member signs their phone out from the laptop, and the phone's page goes to sign-in without a reload", async ({
  browser,
  request,
}) => {
  // Any signed-in account: a city's membership plays no part here.
  const email = uniqueEmail("devices");
  await createVerifiedUser(request, email);

  const laptopContext = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    userAgent: mac,
  });
  const phoneContext = await browser.newContext({
    viewport: { width: 390, height: 844 },
    userAgent: iPhone,
  });
  await signInContext(laptopContext, email);
  await signInContext(phoneContext, email);

  const phone = await phoneContext.newPage();
  await phone.goto("/profile");
  const phoneList = devicesOf(phone);
  await expect(phoneList.getByRole("listitem")).toHaveCount(2);
  await expect(phoneList.getByRole("listitem").first()).toContainText("This device");
  await expect(phoneList.getByRole("listitem").first()).toContainText("Safari 17 on iOS 17");
  expect(await noSidewaysScroll(phone)).toBe(true);
  await phoneList.scrollIntoViewIfNeeded();
  await phone.screenshot({ path: "/tmp/sessions-390.png" });
  // Marks this document: a reload would lose it.
  await phone.evaluate(() => {
    (window as unknown as { stillHere: boolean }).stillHere = true;
  });

  const laptop = await laptopContext.newPage();
  await laptop.goto("/profile");
  const list = devicesOf(laptop);
  const here = list.getByRole("listitem").filter({ hasText: "This device" });
  await expect(here).toContainText("Chrome 131 on macOS");
  await expect(here).toContainText("Active now");
  const phoneRow = list.getByRole("listitem").filter({ hasText: "Safari 17 on iOS 17" });
  await expect(phoneRow).toContainText("Apple iPhone");
  await expect(phoneRow).toContainText(/Network 127\.0\.0\.0\/24|Network ::\/48/);
  await expect(phoneRow).toContainText(/Active .* ago/);
  await list.scrollIntoViewIfNeeded();
  await laptop.screenshot({ path: "/tmp/sessions-1280.png" });

  await phoneRow.getByRole("button", { name: "Sign out Safari 17 on iOS 17" }).click();
  const confirm = laptop.getByRole("alertdialog", { name: "Sign out Safari 17 on iOS 17?" });
  await expect(confirm).toContainText("That device will have to sign in again.");
  await laptop.screenshot({ path: "/tmp/sessions-1280-confirm.png" });
  await confirm.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(list.getByRole("listitem")).toHaveCount(1);
  // With no other device left, only "Sign out everywhere" is offered.
  await expect(list.getByRole("button", { name: "Sign out all other devices" })).toHaveCount(0);

  // The phone's open page ends up signed out, in the same document.
  await expect(phone).toHaveURL(/\/auth/);
  await expect(phone.getByLabel("Email", { exact: true })).toBeVisible();
  expect(await phone.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(
    true,
  );

  // "Sign out everywhere" ends the laptop's own session too, after asking.
  await list.getByRole("button", { name: "Sign out everywhere" }).click();
  const everywhere = laptop.getByRole("alertdialog", { name: "Sign out everywhere?" });
  await everywhere.getByRole("button", { name: "Sign out everywhere" }).click();
  await expect(laptop).toHaveURL(/\/auth/);
  expect((await laptopContext.request.get("/api/me")).ok()).toBe(true);
  expect((await (await laptopContext.request.get("/api/me")).json()).viewer).toBeNull();
});

test("In Spanish on a phone, the devices list fits without a sideways scroll", async ({
  browser,
  request,
}) => {
  const email = uniqueEmail("dispositivos");
  await createVerifiedUser(request, email);
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    userAgent: iPhone,
  });
  await chooseLanguage(context, "es");
  await signInContext(context, email);
  const page = await context.newPage();
  await page.goto("/profile");
  const list = page.getByRole("region", { name: "Dónde tienes la sesión iniciada" });
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await expect(list.getByRole("listitem")).toContainText("Este dispositivo");
  await expect(list.getByRole("listitem")).toContainText("Activo ahora");
  await expect(list.getByRole("button", { name: "Cerrar sesión en todas partes" })).toBeVisible();
  expect(await noSidewaysScroll(page)).toBe(true);
  await list.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "/tmp/sessions-390-es.png" });
});
