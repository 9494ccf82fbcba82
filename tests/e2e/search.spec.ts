import type { APIRequestContext } from "@playwright/test";
import { adminSession, apiSession, createMember } from "../support/e2e-community.ts";
import { chooseLanguage } from "../support/e2e-i18n.ts";
import { expect, test } from "../support/e2e-test.ts";
import { smallPng } from "../support/test-images.ts";

// City-wide search (issue 34): the nav's box, the grouped results with their marks, a
// section and a sort, the device's recent searches, members-only sections, Spanish, 390 px.

async function created(answer: Awaited<ReturnType<APIRequestContext["post"]>>) {
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as { id: string }).id;
}

/** Letters only, so the word is one search term; new on every run. */
const stamp = () =>
  Array.from(
    { length: 8 },
    () => "abcdefghijklmnopqrstuvwxyz"[Math.floor(Math.random() * 26)],
  ).join("");

test("A neighbour finds a surfboard, a post and a café from the nav's search box, by section and in Spanish", async ({
  page,
  request,
  signInAs,
  browser,
}) => {
  const word = stamp();
  const admin = await adminSession(request);
  const memberEmail = await createMember(request, admin, "searcher", "gold-coast");
  const member = await apiSession(memberEmail);
  await created(
    await member.post("/api/cities/gold-coast/posts", {
      data: { content: `Anyone up for surfing at Burleigh? ${word}` },
    }),
  );
  await created(
    await member.post("/api/cities/gold-coast/marketplace-items", {
      data: {
        title: `Surfboard ${word}`,
        description: "Seven foot six, new fins, wax included.",
        category: "sports",
        condition: "good",
        price: 280,
      },
    }),
  );
  const form = new FormData();
  form.append(
    "photo",
    new File([new Uint8Array(await smallPng(320, 240))], "cafe.png", { type: "image/png" }),
  );
  form.append(
    "data",
    JSON.stringify({
      name: `Café Paloma ${word}`,
      description: "Café con leche y medialunas cada mañana.",
      cuisine: "Café",
      priceRange: "$",
      address: "2 Marine Parade",
      phone: "+61 7 5555 0199",
      hoursPreset: "Mon-Sun: 10am-10pm",
      hoursOther: "",
      website: "",
    }),
  );
  await created(await member.post("/api/cities/gold-coast/restaurants", { multipart: form }));

  // A visitor: "/" focuses "Search Gold Coast"; listings are found, the post is not theirs to see.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/city/gold-coast/dining");
  // A box with this device's recent searches as suggestions: a combobox.
  const box = page.getByRole("combobox", { name: "Search Gold Coast" });
  // The list comes drawn by the server: keys reach the page once React has adopted it, when
  // its fields are enabled.
  await expect(box).toBeEnabled();
  await page.locator("body").press("/");
  await expect(box).toBeFocused();
  await box.fill(`surf ${word}`);
  await box.press("Enter");
  await expect(page).toHaveURL(/\/city\/gold-coast\/search\?q=surf/);
  await expect(
    page.getByRole("heading", { level: 1, name: `Results for “surf ${word}”` }),
  ).toBeVisible();
  const marketplace = page.getByRole("region", { name: "Marketplace" });
  await expect(marketplace.getByRole("link", { name: `Surfboard ${word}` })).toBeVisible();
  await expect(marketplace.locator("mark").first()).toHaveText("Surfboard");
  await expect(page.getByRole("heading", { name: "Posts" })).toHaveCount(0);
  await page.screenshot({ path: "/tmp/search-visitor-1280.png", fullPage: true });

  // Nothing matches: the page says so.
  await page.goto("/city/gold-coast/search?q=qqqzzzxxxyyy");
  await expect(
    page.getByText("Nothing in Gold Coast matches “qqqzzzxxxyyy”.", { exact: false }),
  ).toBeVisible();

  // The member sees the post too; a section and a sort narrow the page.
  await signInAs(page, memberEmail);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/city/gold-coast/search?q=${encodeURIComponent(`surf ${word}`)}`);
  const posts = page.getByRole("region", { name: "Posts" });
  await expect(
    posts.getByRole("link", { name: /Anyone up for surfing at Burleigh/ }),
  ).toBeVisible();
  await expect(posts.locator("mark").first()).toHaveText("surfing");
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await page.screenshot({ path: "/tmp/search-member-390.png", fullPage: true });
  await page.getByLabel("Section").selectOption({ label: "Posts" });
  await expect(page).toHaveURL(/section=posts/);
  await expect(page.getByRole("region", { name: "Marketplace" })).toHaveCount(0);
  await page.getByLabel("Sort by").selectOption({ label: "Newest" });
  await expect(page).toHaveURL(/sort=date/);
  await expect(posts.getByRole("link", { name: /Anyone up for surfing/ })).toBeVisible();

  // Recent searches stay on this device.
  await page.getByLabel("Section").selectOption({ label: "All sections" });
  await expect(page).not.toHaveURL(/section=/);
  await page.getByRole("searchbox", { name: "Search Gold Coast" }).fill(`leche ${word}`);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByRole("region", { name: "Dining" })).toBeVisible();
  await page.goto("/city/gold-coast/search");
  const recent = page.getByRole("region", { name: "Recent searches" });
  await expect(recent.getByRole("button", { name: `leche ${word}` })).toBeVisible();

  // On a phone the nav's box folds into an icon that opens the results page.
  await page.goto("/city/gold-coast/feed");
  await page.getByRole("link", { name: "Search Gold Coast" }).click();
  await expect(page).toHaveURL(/\/city\/gold-coast\/search$/);
  await expect(page.getByRole("searchbox", { name: "Search Gold Coast" })).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/city/gold-coast/feed");
  await expect(page.getByRole("combobox", { name: "Search Gold Coast" })).toBeVisible();
  await page.screenshot({ path: "/tmp/search-nav-member-1280.png" });

  // In Spanish: "cafe con leche" finds the café, accents or not.
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await chooseLanguage(context, "es");
  const spanish = await context.newPage();
  await spanish.goto(`/city/gold-coast/search?q=${encodeURIComponent(`cafe con leche ${word}`)}`);
  await expect(
    spanish.getByRole("heading", { level: 1, name: `Resultados para “cafe con leche ${word}”` }),
  ).toBeVisible();
  const dining = spanish.getByRole("region", { name: "Restaurantes" });
  await expect(dining.getByRole("link", { name: new RegExp(`Café Paloma ${word}`) })).toBeVisible();
  await spanish.screenshot({ path: "/tmp/search-spanish-1280.png", fullPage: true });
  await member.dispose();
  await admin.dispose();
});
