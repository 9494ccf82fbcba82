import type { Page } from "@playwright/test";
import { adminSession, apiSession, createMember } from "../support/e2e-community.ts";
import { expect, test } from "../support/e2e-test.ts";

// Issue 34: a member saves a marketplace search with a filter; another member lists a
// match; the bell says so once, also after the listing is edited; the profile keeps it.
const city = "gold-coast";

async function fitsTheScreen(page: Page) {
  const past = await page.evaluate(() =>
    [...document.querySelectorAll("main *")]
      .filter((node) => node.getBoundingClientRect().right > window.innerWidth + 0.5)
      .filter((node) => node.closest("[aria-hidden='true'], .overflow-hidden") === null)
      .map((node) => `${node.tagName.toLowerCase()} ${node.textContent?.slice(0, 40)}`),
  );
  expect(past).toEqual([]);
}

test("A member saves a marketplace search and is told once in the bell when a neighbour lists a match", async ({
  request,
  pageSignedInAs,
}) => {
  const admin = await adminSession(request);
  const anaEmail = await createMember(request, admin, "ss-ana", city);
  const benEmail = await createMember(request, admin, "ss-ben", city);
  const ana = await apiSession(anaEmail);
  const ben = await apiSession(benEmail);
  await ana.post("/api/me/notifications/read-all");
  const word = `Fish${Date.now().toString(36)}`;

  // The list with a filter in its address, then "Save this search" with a name.
  const page = await pageSignedInAs(anaEmail, { viewport: { width: 390, height: 844 } });
  await page.goto(`/city/${city}/marketplace?category=sports&q=${word}`);
  await page.getByRole("button", { name: "Save this search" }).click();
  const dialog = page.getByRole("dialog", { name: "Save this search" });
  await expect(dialog.getByLabel("Name")).toHaveValue(word);
  await page.screenshot({ path: "/tmp/ss-shots/save-dialog-390.png" });
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await page.getByRole("button", { name: "Save this search" }).click();
  await dialog.getByLabel("Name").fill("Fishing gear");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Search saved. You will be told about new matches.")).toBeVisible();
  await fitsTheScreen(page);
  await page.screenshot({ path: "/tmp/ss-shots/saved-390.png" });
  const saved = (await (await ana.get("/api/me/saved-searches")).json()).items;
  expect(saved).toHaveLength(1);
  expect(saved[0]).toMatchObject({ filters: { category: "sports" }, query: word });

  // Ben lists a match, and one that is not (another category): the bell says 1.
  const listed = await ben.post(`/api/cities/${city}/marketplace-items`, {
    data: {
      title: `${word} rod and reel`,
      description: "Barely used.",
      category: "sports",
      condition: "good",
      price: 80,
    },
  });
  expect(listed.status(), await listed.text()).toBe(201);
  const itemId = ((await listed.json()) as { id: string }).id;
  const other = await ben.post(`/api/cities/${city}/marketplace-items`, {
    data: {
      title: `${word} armchair`,
      description: "Comfy.",
      category: "furniture",
      condition: "good",
      price: 80,
    },
  });
  expect(other.status()).toBe(201);
  const bell = page.getByRole("button", { name: "Notifications, 1 unread" });
  await expect(bell).toBeVisible({ timeout: 15_000 });
  // An edit of the same listing does not tell her again.
  const edited = await ben.put(`/api/marketplace-items/${itemId}`, {
    data: { description: "Barely used, with a tackle box." },
  });
  expect(edited.status(), await edited.text()).toBe(200);
  await bell.click();
  const notice = page.getByRole("menuitem", {
    name: new RegExp(`New match for your saved search "Fishing gear": ${word} rod and reel`),
  });
  await expect(notice).toBeVisible();
  await page.screenshot({ path: "/tmp/ss-shots/bell-390.png" });
  const notices = JSON.stringify(await (await ana.get("/api/me/notifications")).json());
  expect(notices.match(/saved_search_match/g)?.length).toBe(1);
  await notice.click();
  await expect(page).toHaveURL(new RegExp(`/city/${city}/marketplace/${itemId}$`));

  // The profile lists it: rename, pause, then delete after asking.
  const wide = await pageSignedInAs(anaEmail, { viewport: { width: 1280, height: 900 } });
  await wide.goto("/profile");
  const section = wide.getByRole("heading", { name: "Saved searches" }).locator("..");
  await expect(section.getByRole("heading", { name: "Fishing gear" })).toBeVisible();
  await section.scrollIntoViewIfNeeded();
  await wide.screenshot({ path: "/tmp/ss-shots/profile-1280.png" });
  await section.getByRole("button", { name: "Rename" }).click();
  await section.getByLabel("New name for “Fishing gear”").fill("Rods");
  await section.getByRole("button", { name: "Save" }).click();
  await expect(section.getByRole("heading", { name: "Rods" })).toBeVisible();
  await section.getByRole("button", { name: "Pause" }).click();
  await expect(section.getByText("Paused")).toBeVisible();
  await page.goto("/profile");
  const narrow = page.getByRole("heading", { name: "Saved searches" }).locator("..");
  await expect(narrow.getByRole("heading", { name: "Rods" })).toBeVisible();
  await narrow.scrollIntoViewIfNeeded();
  await fitsTheScreen(page);
  await page.screenshot({ path: "/tmp/ss-shots/profile-390.png" });
  await section.getByRole("button", { name: "Delete" }).click();
  const ask = wide.getByRole("alertdialog", { name: "Delete “Rods”?" });
  await ask.getByRole("button", { name: "Delete" }).click();
  await expect(section.getByText(/No saved searches yet/)).toBeVisible();

  await Promise.all([admin.dispose(), ana.dispose(), ben.dispose()]);
});
