import type { Page } from "@playwright/test";
import { axeViolations, settleForAxe } from "../support/axe.ts";
import { createVerifiedUser, mailedLink, signIn, uniqueEmail } from "../support/e2e-auth.ts";
import { adminSession, apiSession, createMember, joinApproved } from "../support/e2e-community.ts";
import { adminEmail } from "../support/e2e-config.ts";
import { expect, test } from "../support/e2e-test.ts";
import { smallPng } from "../support/test-images.ts";

type Ready = { role: "link" | "heading" | "button"; name: string };

// Each public page, with something that shows it has finished rendering.
const pages: { path: string; ready: Ready }[] = [
  { path: "/", ready: { role: "link", name: "Login" } },
  { path: "/auth", ready: { role: "heading", name: "Welcome back" } },
  { path: "/auth?mode=signup", ready: { role: "heading", name: "Create your account" } },
  { path: "/communities", ready: { role: "heading", name: "Coastal Communities" } },
  { path: "/city/miami/marketplace", ready: { role: "heading", name: "Marketplace in Miami" } },
  { path: "/city/miami/marketplace/new", ready: { role: "heading", name: "Create New Listing" } },
  { path: "/city/miami/property", ready: { role: "heading", name: "Properties in Miami" } },
  {
    path: "/city/miami/property?listingType=rental",
    ready: { role: "heading", name: "Properties in Miami" },
  },
  { path: "/city/miami/property/new", ready: { role: "heading", name: "List Property" } },
  { path: "/city/cape-town/events", ready: { role: "heading", name: "Events in Cape Town" } },
  { path: "/city/miami/dining", ready: { role: "heading", name: "Dining in Miami" } },
  { path: "/city/miami/restaurant/new", ready: { role: "heading", name: "Add Restaurant" } },
  { path: "/city/gold-coast/shopping", ready: { role: "heading", name: "Shopping in Gold Coast" } },
  { path: "/city/gold-coast/shop/new", ready: { role: "heading", name: "Add Shop" } },
  { path: "/city/miami/search?q=surf", ready: { role: "heading", name: "Results for “surf”" } },
];

async function expectNoViolations(page: Page, ready: Ready) {
  await expect(page.getByRole(ready.role, { name: ready.name })).toBeVisible();
  await settleForAxe(page);
  const violations = await axeViolations(page);
  // Only the essentials, so a failure reads as a list of rules and elements.
  const summary = violations.map((v) => ({
    rule: v.id,
    impact: v.impact,
    help: v.help,
    targets: v.nodes.map((node) => node.target.join(" ")),
  }));
  expect(summary).toEqual([]);
}

for (const { path, ready } of pages) {
  test(`Visitors using assistive technology can use ${path}`, async ({ page }) => {
    await page.goto(path);
    await expectNoViolations(page, ready);
  });
}

test("Visitors using assistive technology can use a listing's and a property's page, and their forms once signed in", async ({
  page,
  request,
}) => {
  const email = uniqueEmail("axe");
  await createVerifiedUser(request, email);
  const owner = await apiSession(email);
  // Two photos, so the gallery has thumbnails and the lightbox previous/next.
  const form = new FormData();
  form.append(
    "data",
    JSON.stringify({
      title: "Folding beach chair",
      description: "Light and sturdy.",
      category: "other",
      condition: "good",
      price: 15,
    }),
  );
  for (const [index, width] of [320, 360].entries()) {
    const png = new Uint8Array(await smallPng(width, 240));
    form.append("photos", new File([png], `chair-${index}.png`, { type: "image/png" }));
  }
  const listing = await owner.post("/api/cities/miami/marketplace-items", { multipart: form });
  expect(listing.status(), await listing.text()).toBe(201);
  const property = await owner.post("/api/cities/miami/properties", {
    data: {
      title: "Studio by the bay",
      description: "Small and bright.",
      price: 1900,
      listingType: "rental",
      propertyType: "apartment",
      bedrooms: 1,
      streetAddress: "5 Bay Rd",
      features: "Balcony, Laundry",
    },
  });
  expect(property.status(), await property.text()).toBe(201);
  const listingId = ((await listing.json()) as { id: string }).id;
  const propertyId = ((await property.json()) as { id: string }).id;

  await page.goto(`/city/miami/marketplace/${listingId}`);
  await expectNoViolations(page, { role: "heading", name: "Folding beach chair" });
  await page.getByRole("button", { name: /View full screen/ }).click();
  await expectNoViolations(page, { role: "button", name: "Close photo viewer" });
  await page.keyboard.press("Escape");
  await page.goto(`/city/miami/property/${propertyId}`);
  await expectNoViolations(page, { role: "heading", name: "Studio by the bay" });

  // The owner's view: forms, Manage your listing, the lightbox-free gallery.
  await page.context().addCookies((await owner.storageState()).cookies);
  await page.goto(`/city/miami/marketplace/${listingId}`);
  await expectNoViolations(page, { role: "heading", name: "Manage your listing" });
  await page.goto(`/city/miami/marketplace/${listingId}/edit`);
  await expectNoViolations(page, { role: "heading", name: "Edit Listing" });
  await page.goto(`/city/miami/property/${propertyId}/edit`);
  await expectNoViolations(page, { role: "heading", name: "Edit Property" });
  await page.goto("/city/miami/property/new");
  await expectNoViolations(page, { role: "heading", name: "List Property" });
  await owner.dispose();
});

// A member's events pages: the form, and an event with its RSVP buttons.
test("Members using assistive technology can create an event and RSVP", async ({
  page,
  request,
}) => {
  const admin = await adminSession(request);
  const member = await createMember(request, admin, "a11y-events", "cape-town");
  const session = await apiSession(member);
  const created = await session.post("/api/cities/cape-town/events", {
    data: {
      title: "Kirstenbosch sunset concert",
      description: "Blankets and picnics on the lawn.",
      startsAt: "2031-02-01T17:00",
      endsAt: "2031-02-01T19:00",
      venue: "Kirstenbosch Gardens",
      address: "Rhodes Dr, Newlands, Cape Town",
      capacity: 40,
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  await signIn(page, member);
  await page.goto("/city/cape-town/events/new");
  await expectNoViolations(page, { role: "heading", name: "Create an event in Cape Town" });
  await page.goto(`/city/cape-town/events/${id}`);
  await expectNoViolations(page, { role: "button", name: "Interested" });
});

test("Visitors using assistive technology can use a restaurant's and a shop's page, and their forms once signed in", async ({
  page,
  request,
}) => {
  const email = uniqueEmail("axe-dining");
  await createVerifiedUser(request, email);
  const owner = await apiSession(email);
  const add = async (collection: string, data: Record<string, string>) => {
    const form = new FormData();
    form.append("data", JSON.stringify(data));
    const png = new Uint8Array(await smallPng(320, 240));
    form.append("photo", new File([png], "photo.png", { type: "image/png" }));
    const created = await owner.post(`/api/cities/miami/${collection}`, { multipart: form });
    expect(created.status(), await created.text()).toBe(201);
    return ((await created.json()) as { id: string }).id;
  };
  const common = {
    description: "Good and local.",
    priceRange: "$$",
    address: "1 Ocean Drive",
    phone: "305 555 0111",
    website: "https://example.com",
  };
  const restaurantId = await add("restaurants", {
    ...common,
    name: "Arepa Corner",
    cuisine: "Venezuelan",
    hoursPreset: "24/7",
  });
  const shopId = await add("shops", {
    ...common,
    name: "Vinyl Tide",
    category: "Other",
    hours: "Daily 11am-7pm",
  });

  await page.goto(`/city/miami/dining/restaurant/${restaurantId}`);
  await expectNoViolations(page, { role: "heading", name: "Arepa Corner" });
  await page.goto(`/city/miami/shop/${shopId}`);
  await expectNoViolations(page, { role: "heading", name: "Vinyl Tide" });

  await page.context().addCookies((await owner.storageState()).cookies);
  await page.goto(`/city/miami/dining/restaurant/${restaurantId}`);
  await expectNoViolations(page, { role: "heading", name: "Manage your restaurant" });
  await page.goto(`/city/miami/dining/restaurant/${restaurantId}/edit`);
  await expectNoViolations(page, { role: "heading", name: "Edit Restaurant" });
  await page.goto(`/city/miami/shop/${shopId}/edit`);
  await expectNoViolations(page, { role: "heading", name: "Edit Shop" });
  await owner.dispose();
});

test("Admins using assistive technology can use the Users, Reports, Activity and Cities tabs", async ({
  page,
  request,
}) => {
  const admin = await adminSession(request);
  await admin.dispose();
  await signIn(page, adminEmail);
  for (const [tab, name] of [
    ["users", "Search users"],
    ["reports", "Reports"],
    ["activity", "Activity"],
    ["cities", "Cities"],
  ] as const) {
    await page.goto(`/admin?tab=${tab}`);
    await expect(
      page.getByRole("tabpanel", { name: tab === "users" ? "Users" : name }),
    ).toBeVisible();
    await expect(page.getByRole("status")).toHaveCount(0);
    const violations = await axeViolations(page);
    expect(
      violations.map((v) => ({ rule: v.id, targets: v.nodes.map((n) => n.target.join(" ")) })),
    ).toEqual([]);
  }
});

test("Members using assistive technology can use the bell's menu, /notifications and the email settings", async ({
  page,
  request,
}) => {
  const admin = await adminSession(request);
  const ana = await createMember(request, admin, "axe-ana", "miami");
  const bob = await createMember(request, admin, "axe-bob", "miami");
  const anaApi = await apiSession(ana);
  const posted = await anaApi.post("/api/cities/miami/posts", { data: { content: "Axe post" } });
  const bobApi = await apiSession(bob);
  await bobApi.post(`/api/posts/${(await posted.json()).id}/comments`, { data: { content: "Hi" } });
  await signIn(page, ana);
  await expect(page).not.toHaveURL(/\/auth/);
  await page.goto("/notifications");
  await expectNoViolations(page, { role: "heading", name: "Notifications" });
  await page.getByRole("button", { name: /^Notifications, \d+ unread$/ }).click();
  await expect(page.getByRole("menuitem", { name: "Mark all as read" })).toBeVisible();
  await expectNoViolations(page, { role: "heading", name: "Notifications" });
  // The notification settings on the profile: each switch says its column and kind.
  await page.keyboard.press("Escape");
  await page.goto("/profile");
  await expect(page.getByRole("switch", { name: "Email: Comments on your posts" })).toBeChecked();
  await expectNoViolations(page, { role: "heading", name: "Profile Settings" });
  await Promise.all([admin.dispose(), anaApi.dispose(), bobApi.dispose()]);
});

test("Members using assistive technology can use /create-post and the city switcher", async ({
  page,
  request,
}) => {
  const admin = await adminSession(request);
  const ana = await createMember(request, admin, "axe-switch", "gold-coast");
  await joinApproved(admin, ana, "miami");
  await signIn(page, ana);
  await expect(page).not.toHaveURL(/\/auth/);
  await page.goto("/create-post");
  await expectNoViolations(page, { role: "heading", name: "Create a Post" });
  await page.getByRole("button", { name: "Community: Miami" }).click();
  await expect(page.getByRole("menuitemradio", { name: "Gold Coast" })).toBeVisible();
  await expectNoViolations(page, { role: "heading", name: "Create a Post" });
  await admin.dispose();
});

test("Signed-in users without a community using assistive technology can use /create-post", async ({
  page,
  request,
}) => {
  const email = uniqueEmail("axe-nocity");
  await createVerifiedUser(request, email);
  await signIn(page, email);
  await expect(page).not.toHaveURL(/\/auth/);
  await page.goto("/create-post");
  await expectNoViolations(page, { role: "heading", name: "Join a community to post" });
});

// Issue 31: the Security and Your data sections of /profile, the authenticator app's
// setup (QR code, setup key, first code), and the page an invitation's link opens.
test("Members using assistive technology can use /profile's Security and Your data, and invitees /invite/:token", async ({
  page,
  browser,
  request,
}) => {
  const admin = await adminSession(request);
  const member = await createMember(request, admin, "axe-security", "miami");
  await signIn(page, member);
  await expect(page).not.toHaveURL(/\/auth/);
  await page.goto("/profile");
  await expect(page.getByRole("button", { name: "Sign out everywhere" })).toBeVisible();
  await expectNoViolations(page, { role: "heading", name: "Security" });
  await expectNoViolations(page, { role: "heading", name: "Your data" });
  const twoStep = page.getByRole("region", { name: "Two-step verification" });
  await twoStep.getByRole("button", { name: "Set up authenticator app" }).click();
  await expect(
    twoStep.getByRole("img", { name: "QR code for your authenticator app" }),
  ).toBeVisible();
  await expectNoViolations(page, { role: "button", name: "Turn on" });

  const invited = uniqueEmail("axe-invited");
  const invite = await admin.post("/api/admin/invites", {
    data: { email: invited, city: "miami" },
  });
  expect(invite.status(), await invite.text()).toBe(201);
  const link = await mailedLink(request, invited, /You are invited to join/);
  const invitee = await (await browser.newContext()).newPage();
  await invitee.goto(new URL(link).pathname);
  await expectNoViolations(invitee, { role: "heading", name: "Join Miami on Coastal" });
  await invitee.context().close();
  await admin.dispose();
});
