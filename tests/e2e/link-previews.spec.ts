// Issue 35, link previews: a member types a link, sees its card while writing, posts it,
// and a neighbour's open feed shows the card live; a card removed before posting never
// appears. The linked site is the tests' own on 127.0.0.1, let through only by the
// test-only allow-list the app runs with (playwright.config.ts).
import { adminSession, createMember } from "../support/e2e-community.ts";
import { previewTargetPort } from "../support/e2e-config.ts";
import { chooseLanguage } from "../support/e2e-i18n.ts";
import { expect, test } from "../support/e2e-test.ts";
import { type PreviewTarget, startPreviewTarget } from "../support/preview-target.ts";

let target: PreviewTarget;
test.beforeAll(async () => {
  target = await startPreviewTarget(previewTargetPort);
});
test.afterAll(() => target.close());

const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 900 };
const cardName = "Link preview: Harbour clean-up & picnic";

test("A member's link gets its card while writing and in neighbours' feeds, unless removed", async ({
  request,
  pageSignedInAs,
}) => {
  const admin = await adminSession(request);
  const ana = await createMember(request, admin, "ana", "miami");
  const bob = await createMember(request, admin, "bob", "miami");
  const pageA = await pageSignedInAs(ana, { viewport: phone });
  const pageB = await pageSignedInAs(bob, { viewport: desktop });
  await pageA.goto("/city/miami/feed");
  await pageB.goto("/city/miami/feed");
  const box = pageA.getByLabel(/What's happening in Miami/);
  await expect(box).toBeVisible();
  await expect(pageB.getByLabel(/What's happening in Miami/)).toBeVisible();

  const stamp = Date.now();
  const text = `Harbour clean-up on Sunday ${stamp}: ${target.origin}/og?e2e=${stamp}`;
  await box.fill(text);
  const composerCard = pageA.getByRole("link", { name: cardName });
  await expect(composerCard).toBeVisible();
  await expect(composerCard.locator("img")).toHaveAttribute("src", /^\/uploads\/post-/);
  await expect(pageA.getByRole("button", { name: "Remove preview" })).toBeVisible();
  await pageA.screenshot({ path: "test-results/link-preview-composer-390.png" });

  await pageA.getByRole("button", { name: "Post", exact: true }).click();
  const postA = pageA.getByRole("article").filter({ hasText: `${stamp}` });
  await expect(postA.getByRole("link", { name: cardName })).toBeVisible();
  // Nothing on the phone scrolls sideways, the card included.
  expect(await pageA.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    phone.width,
  );
  await postA.screenshot({ path: "test-results/link-preview-post-390.png" });

  // Bob never reloads: the post and its card reach his open feed.
  const postB = pageB.getByRole("article").filter({ hasText: `${stamp}` });
  await expect(postB.getByRole("link", { name: cardName })).toBeVisible({ timeout: 15_000 });
  await postB.screenshot({ path: "test-results/link-preview-post-1280.png" });

  // Removed before posting: the post goes without a card.
  const removed = `Not this one ${stamp}: ${target.origin}/twitter?e2e=${stamp}`;
  await box.fill(removed);
  const tides = pageA.getByRole("link", { name: "Link preview: Tide tables" });
  await expect(tides).toBeVisible();
  await pageA.getByRole("button", { name: "Remove preview" }).click();
  await expect(tides).toHaveCount(0);
  await expect(box).toBeFocused();
  await pageA.getByRole("button", { name: "Post", exact: true }).click();
  const plain = pageA.getByRole("article").filter({ hasText: "Not this one" });
  await expect(plain).toBeVisible();
  await expect(plain.getByRole("link", { name: /Link preview/ })).toHaveCount(0);

  // In Spanish, on the desktop and the phone: the card's name and the composer's Remove.
  const cardNameEs = "Vista previa del enlace: Harbour clean-up & picnic";
  for (const each of [pageA, pageB]) {
    await chooseLanguage(each.context(), "es");
    await each.reload();
    const posted = each.getByRole("article").filter({ hasText: "Harbour clean-up on Sunday" });
    await expect(posted.getByRole("link", { name: cardNameEs })).toBeVisible();
  }
  await pageA.getByLabel("¿Qué está pasando en Miami?").fill(`Otra vez: ${target.origin}/og`);
  await expect(pageA.getByRole("button", { name: "Quitar vista previa" })).toBeVisible();
  expect(await pageA.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    phone.width,
  );
  await pageA.screenshot({ path: "test-results/link-preview-composer-es-390.png" });
  await admin.dispose();
});
