// A Spanish-speaking neighbour in Miami, on a 390 px phone whose browser asks for Spanish
// (issue 30): signs up, asks to join Miami, posts and lists an item, all in Spanish,
// with none of the English it replaces on the page and no page scrolling sideways.
import type { Page, TestInfo } from "@playwright/test";
import { mailedLink, password, uniqueEmail } from "../support/e2e-auth.ts";
import { adminSession, approve } from "../support/e2e-community.ts";
import { expect, test } from "../support/e2e-test.ts";
import { englishOf, spanishWords } from "../support/spanish-words.ts";

const email = uniqueEmail("vecina");

const english = {
  createAccount: "Create your account",
  email: "Email",
  password: "Password",
  signUp: "Sign Up",
  checkEmail: ["Check your email! We sent a verification link to {}.", email],
  welcomeBack: "Welcome back",
  signIn: "Sign In",
  communities: "Coastal Communities",
  whyJoin: "Why do you want to join?",
  resident: "I live here",
  interests: "Your interests",
  expectations: "What do you hope to get from the community?",
  submitRequest: "Submit Request",
  requested: "Request submitted! An admin will review it soon.",
  composer: ["What's happening in {}?", "Miami"],
  post: "#posts.post",
  newListing: "Create New Listing",
  title: "Title",
  description: "Description",
  category: "Category",
  sports: "Sports",
  condition: "Condition",
  good: "Good",
  price: ["Price ({})", "$"],
  createListing: "Create Listing",
  created: "Listing created successfully!",
  view: "View",
  emailSeller: "Email Seller",
  skip: "Skip to content",
  tagline: "Local communities for life by the sea.",
} as const;
const { words, missing } = spanishWords(english);

// English that stays English in Spanish ("Email" may be the same word) is not looked for.
const replaced = (keys: (keyof typeof english)[]) =>
  keys
    .map((key) => [english[key], words[key]] as const)
    .map(([en, es]) => [typeof en === "string" ? englishOf(en) : en, es] as const)
    .filter(([en, es]) => typeof en === "string" && en !== es)
    .map(([en]) => en as string);

/** The page speaks Spanish, shows none of `keys`' English, and is no wider than the phone. */
async function inSpanish(page: Page, info: TestInfo, name: string, keys: (keyof typeof english)[]) {
  await expect(page.locator("html"), name).toHaveAttribute("lang", "es");
  // biome-ignore lint/performance/useDomNodeTextContent: only the words a reader sees count.
  const text = await page.locator("body").innerText();
  // A label is a line of its own ("Post" on its button); a sentence may sit inside a line.
  // Looking for a short label anywhere would find it in other journeys' posts in the same
  // city ("Posted while you were away").
  const lines = new Set(text.split("\n").map((line) => line.trim()));
  for (const phrase of replaced(["skip", "tagline", ...keys])) {
    const sentence = phrase.length > 12 && phrase.includes(" ");
    const shown = sentence ? text.includes(phrase) : lines.has(phrase);
    expect.soft(shown, `English on ${name}: ${phrase}`).toBe(false);
  }
  const past = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect.soft(past, `${name} scrolls sideways by ${past} px`).toBeLessThanOrEqual(0);
  await page.screenshot({ path: info.outputPath(`${name}.png`), fullPage: true });
}

// A step that cannot find its Spanish fails in seconds, not at the end of the journey's time.
test.use({ viewport: { width: 390, height: 844 }, locale: "es-US", actionTimeout: 15_000 });

test("A Spanish-speaking neighbour signs up, joins Miami, posts and lists an item, all in Spanish on a phone", async ({
  page,
  request,
}, info) => {
  test.setTimeout(180_000);
  // Every word the journey needs has its Spanish, or the run names each one missing (and
  // walks on with the English, to find what else is missing further along).
  expect.soft(missing).toEqual([]);

  await page.goto("/auth?mode=signup");
  await expect(page.getByRole("heading", { name: words.createAccount })).toBeVisible();
  await inSpanish(page, info, "sign-up", ["createAccount", "signUp"]);
  await page.getByLabel(words.email, { exact: true }).fill(email);
  await page.getByLabel(words.password, { exact: true }).fill(password);
  await page.getByRole("button", { name: words.signUp, exact: true }).click();
  await expect(page.locator("main")).toContainText(words.checkEmail);
  await inSpanish(page, info, "check-email", ["checkEmail"]);

  // The newest mail to a new address is its verification.
  await page.goto(await mailedLink(request, email, /./));
  await expect(page.getByRole("heading", { name: words.welcomeBack })).toBeVisible();
  await page.getByLabel(words.email, { exact: true }).fill(email);
  await page.getByLabel(words.password, { exact: true }).fill(password);
  await page.getByRole("button", { name: words.signIn, exact: true }).click();
  await expect(page.getByRole("heading", { name: words.communities })).toBeVisible();
  await inSpanish(page, info, "communities", ["communities"]);

  await page.goto("/city/miami");
  await page.getByLabel(words.whyJoin).fill("Acabo de mudarme a Brickell con mi familia");
  await page.getByRole("radio", { name: words.resident }).check();
  await page.getByLabel(words.interests).fill("La playa, el café y los mercados");
  await page.getByLabel(words.expectations).fill("Conocer a mis vecinos");
  await inSpanish(page, info, "join-miami", ["whyJoin", "interests", "submitRequest"]);
  await page.getByRole("button", { name: words.submitRequest }).click();
  await expect(page.getByText(words.requested)).toBeVisible();
  const admin = await adminSession(request);
  await approve(admin, email);
  await admin.dispose();

  await page.goto("/city/miami/feed");
  const text = "¡Hola, vecinos! ¿Alguien sabe dónde venden pastelitos de guayaba?";
  await page.getByLabel(words.composer).fill(text);
  await page.getByRole("button", { name: words.post, exact: true }).click();
  await expect(page.getByRole("article").filter({ hasText: text })).toBeVisible();
  await inSpanish(page, info, "feed", ["composer", "post"]);

  await page.goto("/city/miami/marketplace");
  await page.getByRole("link", { name: words.newListing }).first().click();
  const title = "Tabla de surf de 7 pies";
  await page.getByLabel(words.title).fill(title);
  await page
    .getByLabel(words.description)
    .fill("Poco uso, con quillas nuevas. Se recoge en Brickell.");
  await page.getByLabel(words.category).selectOption({ label: words.sports });
  await page.getByLabel(words.condition).selectOption({ label: words.good });
  // The label names the city's currency symbol as the page's language writes it.
  await page.getByLabel(words.price.replace(/\s*\(.*\)$/, "")).fill("280");
  await inSpanish(page, info, "new-listing", ["title", "category", "condition", "createListing"]);
  await page.getByRole("button", { name: words.createListing }).click();
  await expect(page.getByText(words.created)).toBeVisible();
  await expect(page).toHaveURL(/\/city\/miami\/marketplace$/);
  const card = page.getByRole("article").filter({ hasText: title });
  await expect(card.getByText(words.sports)).toBeVisible();
  await inSpanish(page, info, "marketplace", ["created", "view"]);
  await card.getByRole("link", { name: new RegExp(words.view) }).click();
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  await expect(page.getByText(words.emailSeller)).toBeVisible();
  await inSpanish(page, info, "listing", ["category", "condition", "emailSeller"]);
});
