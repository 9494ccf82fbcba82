import type { Browser } from "@playwright/test";
import { signIn } from "../support/e2e-auth.ts";
import { adminSession, createMember } from "../support/e2e-community.ts";
import { adminEmail } from "../support/e2e-config.ts";
import { expect, test } from "../support/e2e-test.ts";

async function pollsPage(browser: Browser, email: string, city: string) {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email);
  await expect(page).not.toHaveURL(/\/auth/);
  await page.goto(`/city/${city}/polls`);
  await expect(page.getByRole("heading", { name: "Community Polls" })).toBeVisible();
  return page;
}

test("An admin runs a poll: create, edit, votes lock the wording, close shows the results", async ({
  browser,
  request,
}) => {
  const admin = await adminSession(request);
  const member = await createMember(request, admin, "voter", "cape-town");
  const question = `Best beach for sunset? ${Date.now()}`;

  const adminPage = await pollsPage(browser, adminEmail, "cape-town");
  await adminPage.getByRole("button", { name: "Create Poll" }).click();
  const create = adminPage.getByRole("dialog", { name: "Create a New Poll" });
  await create.getByLabel("Question").fill(question);
  await create.getByRole("button", { name: "Create Poll" }).click();
  await expect(create.getByText("Please enter a question and at least two options.")).toBeVisible();
  await create.getByRole("textbox", { name: "Option 1", exact: true }).fill("Clifton");
  await create.getByRole("textbox", { name: "Option 2", exact: true }).fill("Camps Bay");
  await create.getByRole("button", { name: "Add option" }).click();
  await create.getByRole("textbox", { name: "Option 3", exact: true }).fill("Muizenberg");
  await create.getByRole("button", { name: "Create Poll" }).click();
  await expect(create).toBeHidden();
  const adminCard = adminPage.getByRole("article").filter({ hasText: question });
  await expect(adminCard).toBeVisible();

  // Before any vote the wording can change.
  await adminCard.getByRole("button", { name: /^Edit poll/ }).click();
  const edit = adminPage.getByRole("dialog", { name: "Edit Poll" });
  await edit.getByRole("textbox", { name: "Option 3", exact: true }).fill("Llandudno");
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(edit).toBeHidden();
  await expect(adminCard.getByRole("button", { name: "Llandudno" })).toBeVisible();

  const memberPage = await pollsPage(browser, member, "cape-town");
  const card = memberPage.getByRole("article").filter({ hasText: question });
  await card.getByRole("button", { name: "Camps Bay" }).click();
  await expect(card.getByText("Your vote")).toBeVisible();
  await expect(card.getByText(/100%/)).toBeVisible();
  await card.getByRole("button", { name: "Change vote" }).click();
  await card.getByRole("button", { name: "Clifton" }).click();
  await expect(card.getByText("Your vote")).toBeVisible();

  // Once voted on, only the closing time can change.
  await adminPage.reload();
  await adminCard.getByRole("button", { name: /^Edit poll/ }).click();
  await expect(edit.getByLabel("Question")).not.toBeEditable();
  await expect(edit.getByRole("textbox", { name: "Option 1", exact: true })).not.toBeEditable();
  await edit.getByRole("button", { name: "Cancel" }).click();

  await adminCard.getByRole("button", { name: /^Close poll/ }).click();
  await adminPage.getByRole("dialog").getByRole("button", { name: "Close poll" }).click();
  await expect(adminPage.getByRole("dialog")).toBeHidden();
  await expect(adminPage.getByRole("article").filter({ hasText: question })).toHaveCount(0);

  await memberPage.reload();
  await expect(memberPage.getByRole("article").filter({ hasText: question })).toHaveCount(0);
  await memberPage.getByRole("tab", { name: "Closed" }).click();
  const closed = memberPage.getByRole("article").filter({ hasText: question });
  await expect(closed.getByText("Your vote")).toBeVisible();
  await expect(closed.getByRole("button", { name: "Clifton" })).toHaveCount(0);
  await admin.dispose();
});
