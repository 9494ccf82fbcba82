import AxeBuilder from "@axe-core/playwright";
import { password, uniqueEmail } from "../support/e2e-auth.ts";
import { ensureAdminAccount } from "../support/e2e-community.ts";
import { adminEmail } from "../support/e2e-config.ts";
import { expect, test } from "../support/e2e-test.ts";

/** axe finds nothing on `page` as it is now. */
async function expectNoViolations(page: import("@playwright/test").Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations.map((v) => ({ rule: v.id, targets: v.nodes.map((n) => n.target.join(" ")) })),
  ).toEqual([]);
}

/** The link in the newest invitation mailed to `email`, from the dev outbox. */
async function mailedInvite(request: import("@playwright/test").APIRequestContext, email: string) {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/api/dev/mail?to=${encodeURIComponent(email)}`);
      const { mail } = (await response.json()) as { mail: { subject: string; text: string }[] };
      link = mail
        .find((m) => m.subject.startsWith("You are invited to join"))
        ?.text.match(/https?:\/\/\S+\/invite\/\S+/)?.[0];
      return link;
    })
    .toBeTruthy();
  return new URL(link as string).pathname;
}

for (const width of [390, 1280]) {
  test(`An admin invites an address to a city; the invitee signs up from the mail and lands in its feed (${width} px)`, async ({
    pageSignedInAs,
    browser,
    request,
  }) => {
    await ensureAdminAccount(request);
    const admin = await pageSignedInAs(adminEmail, { viewport: { width, height: 900 } });
    const email = uniqueEmail("invited");
    await admin.goto("/admin?tab=invites");
    const form = admin.getByRole("region", { name: "Invite someone" });
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("City").selectOption({ label: "Miami" });
    await form.getByRole("button", { name: "Send invitation" }).click();
    await expect(form.getByText(`Invitation sent to ${email}.`)).toBeVisible();
    const pending = admin.getByRole("region", { name: "Pending invitations" });
    await expect(pending.getByText(email)).toBeVisible();
    await expect(pending.getByText(/Miami · expires/).first()).toBeVisible();
    await admin.screenshot({ path: `/tmp/invites-panel-${width}.png`, fullPage: true });
    await expectNoViolations(admin);
    expect(
      await admin.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);

    // Withdrawing asks first; cancelling keeps the invite.
    await pending.getByRole("button", { name: `Withdraw the invitation of ${email}` }).click();
    const dialog = admin.getByRole("alertdialog", { name: "Withdraw this invitation?" });
    await expect(dialog).toBeVisible();
    await admin.screenshot({ path: `/tmp/invites-confirm-${width}.png` });
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(pending.getByText(email)).toBeVisible();

    // The invitee, in a browser of their own, follows the mailed link.
    const invitee = await (
      await browser.newContext({ viewport: { width, height: 900 } })
    ).newPage();
    await invitee.goto(await mailedInvite(request, email));
    await expect(invitee.getByRole("heading", { name: "Join Miami on Coastal" })).toBeVisible();
    await expect(invitee.getByLabel("Email", { exact: true })).toHaveValue(email);
    await invitee.getByLabel("Password", { exact: true }).fill(password);
    await invitee.screenshot({ path: `/tmp/invite-sign-up-${width}.png`, fullPage: true });
    await expectNoViolations(invitee);
    expect(
      await invitee.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    await invitee.getByRole("button", { name: "Create my account" }).click();
    await expect(invitee).toHaveURL("/city/miami/feed");
    await expect(invitee.getByLabel(/What's happening in Miami/)).toBeVisible();
    await invitee.screenshot({ path: `/tmp/invite-landed-${width}.png` });

    // Used: the admin's list no longer holds it, and the link says so.
    await admin.reload();
    await expect(admin.getByRole("region", { name: "Pending invitations" })).toBeVisible();
    await expect(admin.getByText(email)).toHaveCount(0);
    const again = await (await browser.newContext()).newPage();
    await again.goto(await mailedInvite(request, email));
    await expect(again.getByRole("alert")).toContainText("no longer valid");
  });
}
