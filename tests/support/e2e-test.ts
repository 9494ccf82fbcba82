// The journeys' `test`: Playwright's, plus closing every browser context a journey opened
// itself (`browser.newContext()` for a second person). The worker's browser lives for the
// whole run, so pages left open would keep their live streams and redraws going through
// every later journey and slow them all.
import { test as base } from "@playwright/test";

export { expect } from "@playwright/test";

export const test = base.extend<{ closeOwnContexts: undefined }>({
  closeOwnContexts: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      await use(undefined);
      const opened = browser.contexts().filter((context) => !before.has(context));
      await Promise.all(opened.map((context) => context.close()));
    },
    { auto: true },
  ],
});
