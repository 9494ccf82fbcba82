// Lighthouse's mobile preset on the pages a signed-in member uses most, beyond the feed and
// a listing that bench/lighthouse.ts measures (issue 37): the marketplace list, the events
// list, the inbox, search results and, as an admin, the dashboard. Then a timespan as the
// member acts on the feed (a reaction, a comment) and on the polls page (a vote): the total
// blocking time during those interactions is the nearest to INP that Lighthouse measures.
// Same settings as bench/lighthouse.ts (CHROME_PATH, PORT, LIGHTHOUSE_RUNS, LIGHTHOUSE_REPORTS).
import { startFlow } from "lighthouse";
import puppeteer, { type Page } from "puppeteer-core";
import { type BenchResult, type Figure, figure } from "./lib/figures.ts";
import {
  goldCoastMember,
  type Query,
  scorePage,
  startAppAndChrome,
  stopAppAndChrome,
} from "./lib/lighthouse-runs.ts";

export const description =
  "Lighthouse mobile preset signed in: marketplace, events, inbox, search, admin; TBT while acting";

/** Whether the app's read caches were on for this bench's figures (issue 37). */
export const caches = "on";

const goals = { score: 95, lcpSeconds: 2.5, firstRouteJsKiB: 150, interactionTbtMs: 100 };

/**
 * The member is also an admin with a second factor (decision 067), has 8 conversations,
 * and the city has an open poll to vote in.
 */
async function adminWithInbox(query: Query, userId: string) {
  await query("update users set role = 'admin', two_factor_enabled = true where id = $1", [userId]);
  await query(
    `insert into polls (city_id, question, options, created_by)
     values ((select id from cities where slug = 'gold-coast'), 'Best beach for a sunrise swim?',
             array['Burleigh', 'Kirra', 'Currumbin'], $1)`,
    [userId],
  );
  const { rows } = await query(
    `select m.user_id from memberships m join cities c on c.id = m.city_id
     where c.slug = 'gold-coast' and m.user_id <> $1 order by m.user_id limit 8`,
    [userId],
  );
  for (const { user_id: other } of rows as { user_id: string }[]) {
    const [low, high] = [userId, other].sort();
    const conversation = await query(
      `insert into conversations (user_low, user_high, pair_key, city_id, started_by, last_message_at)
       values ($1, $2, $1 || ':' || $2, (select id from cities where slug = 'gold-coast'), $3, now())
       on conflict do nothing returning id`,
      [low, high, other],
    );
    const id = conversation.rows[0]?.id;
    if (!id) continue;
    await query(
      `insert into conversation_members (conversation_id, user_id, last_read_at)
       values ($1, $2, now() - interval '1 day'), ($1, $3, now())`,
      [id, userId, other],
    );
    await query(
      `insert into messages (conversation_id, author_id, text, created_at)
       select $1, case when k % 2 = 0 then $2 else $3 end, 'Is the board still available? ' || k,
              now() - k * interval '5 minutes'
       from generate_series(1, 6) k`,
      [id, userId, other],
    );
  }
}

/** TBT of one timespan in which `act` runs on the open page. */
async function blockingWhile(page: Page, label: string, act: () => Promise<void>) {
  const flow = await startFlow(page, { flags: { screenEmulation: { disabled: true } } });
  await flow.startTimespan({ name: label });
  await act();
  await flow.endTimespan();
  const result = await flow.createFlowResult();
  const tbt = result.steps[0]?.lhr.audits["total-blocking-time"]?.numericValue ?? Number.NaN;
  console.log(`  ${label.padEnd(30)} TBT during the interactions ${Math.round(tbt)} ms`);
  return figure(`Lighthouse timespan ${label}: TBT`, tbt, "ms", { max: goals.interactionTbtMs });
}

/** Reacts to and comments on the feed's first post, then votes in the first open poll. */
async function interactionFigures(chromePort: number, appUrl: string, cookie: string) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chromePort}` });
  const page = await browser.newPage();
  try {
    await page.setViewport({ width: 390, height: 844, deviceScaleFactor: 3, isMobile: true });
    await page.setExtraHTTPHeaders({ cookie });
    // "load", not network idle: a feed keeps its live stream open.
    await page.goto(`${appUrl}/city/gold-coast/feed`, { waitUntil: "load" });
    // `:enabled`, not `:not([disabled])`: until the page is adopted the site-wide fieldset
    // holds every control (root-layout.tsx) while the buttons' own attribute stays unset, and
    // a press made then does nothing.
    await page.waitForSelector("article button[aria-label='Like']:enabled");
    const figures: Figure[] = [];
    figures.push(
      await blockingWhile(page, "feed: react and comment", async () => {
        await page.locator("article button[aria-label='Like']").click();
        await page.waitForSelector("article button[aria-label='Like'][aria-pressed='true']");
        await page.locator("article button::-p-text(comments)").click();
        await page.locator("article textarea").fill("Lovely morning for it.");
        await page.locator("article button::-p-text(Comment)").click();
        await page.waitForSelector("article ::-p-text(Lovely morning for it.)");
      }),
    );
    await page.goto(`${appUrl}/city/gold-coast/polls`, { waitUntil: "load" });
    await page.waitForSelector("article fieldset button[aria-pressed='false']:enabled");
    figures.push(
      await blockingWhile(page, "polls: vote", async () => {
        await page.locator("article fieldset button[aria-pressed='false']").click();
        // A vote shows the results with the member's choice marked.
        await page.waitForSelector("article ::-p-text(Your vote)");
      }),
    );
    return figures;
  } finally {
    await page.close();
    await browser.disconnect();
  }
}

export async function run(): Promise<BenchResult> {
  const started = await startAppAndChrome();
  const { app, chrome } = started;
  const figures: Figure[] = [];
  let ok = true;
  try {
    const member = await goldCoastMember(
      app.url,
      started.dataDir,
      "bench.signed-in@example.com",
      adminWithInbox,
    );
    const pages = [
      ["/city/gold-coast/marketplace", "/city/:city/marketplace"],
      ["/city/gold-coast/events", "/city/:city/events"],
      ["/messages", "/messages"],
      ["/city/gold-coast/search?q=waves", "/city/:city/search?q="],
      ["/admin", "/admin"],
    ];
    for (const [page, label] of pages) {
      const scored = await scorePage(
        chrome.port,
        `${app.url}${page}`,
        `${label} (signed in)`,
        { cookie: member.cookie },
        goals,
      );
      ok &&= scored.ok;
      figures.push(...scored.figures);
    }
    figures.push(...(await interactionFigures(chrome.port, app.url, member.cookie)));
  } finally {
    await stopAppAndChrome(started);
  }
  return { ok: ok && figures.every((each) => each.ok !== false), figures };
}
