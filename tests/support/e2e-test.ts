// The journeys' `test`: Playwright's, plus closing every browser context a journey opened
// itself (`browser.newContext()` for a second person). The worker's browser lives for the
// whole run, so pages left open would keep their live streams and redraws going through
// every later journey and slow them all. `signInAs`, `contextSignedInAs` and `pageSignedInAs`
// sign people in through the API (e2e-sign-in.ts).
import {
  type BrowserContext,
  type BrowserContextOptions,
  test as base,
  type Page,
} from "@playwright/test";
import { signInContext } from "./e2e-sign-in.ts";

export { expect } from "@playwright/test";

export const test = base.extend<{
  closeOwnContexts: undefined;
  /** Signs `page`'s browser context in as `email`; resolves with the page. */
  signInAs: (page: Page, email: string) => Promise<Page>;
  /** A second person: a new browser context signed in as `email`. */
  contextSignedInAs: (email: string, options?: BrowserContextOptions) => Promise<BrowserContext>;
  /** The same, with a page open in it. */
  pageSignedInAs: (email: string, options?: BrowserContextOptions) => Promise<Page>;
}>({
  closeOwnContexts: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      await use(undefined);
      const opened = browser.contexts().filter((context) => !before.has(context));
      await Promise.all(opened.map((context) => context.close()));
    },
    { auto: true },
  ],
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern, and it needs none.
  signInAs: async ({}, use) => {
    await use(async (page, email) => {
      await signInContext(page.context(), email);
      return page;
    });
  },
  contextSignedInAs: async ({ browser }, use) => {
    await use(async (email, options) => {
      const context = await browser.newContext(options);
      await signInContext(context, email);
      return context;
    });
  },
  pageSignedInAs: async ({ contextSignedInAs }, use) => {
    await use(async (email, options) => (await contextSignedInAs(email, options)).newPage());
  },
});
