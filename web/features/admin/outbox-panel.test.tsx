import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Outbox } from "../../../contracts/admin.ts";
import type { City } from "../../../contracts/communities.ts";
import { errorCodes } from "../../../contracts/errors.ts";
import { aViewer } from "../../../tests/support/a-viewer.ts";
import { noAnswer, serveApi, serveNothing } from "../../../tests/support/fake-api.ts";
import { loadedTabPanel } from "../../../tests/support/loaded-tab-panel.ts";
import { renderAsViewer } from "../../../tests/support/render-as-viewer.tsx";
import { citiesQueryKey } from "../../lib/use-cities.ts";
import { AdminPage } from "./admin-page.tsx";
import { outboxQueryKey } from "./use-outbox.ts";
import { pendingRequestsQueryKey } from "./use-pending-requests.ts";

const resetLink =
  "http://localhost:3000/api/auth/reset-password/tok3n?callbackURL=%2Freset-password";
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const kept: Outbox = {
  delivery: "outbox",
  mail: [
    {
      id: "m2",
      to: "ben@example.com",
      subject: "Reset your Coastal password",
      text: `Someone asked to reset the password of your Coastal account.\n\nChoose a new password: ${resetLink}\n\n— Coastal`,
      createdAt: minutesAgo(5),
    },
    {
      id: "m1",
      to: "ana@example.com",
      subject: "Verify your email for Coastal",
      text: "Verify my email: http://localhost:3000/api/auth/verify-email?token=abc",
      createdAt: minutesAgo(60 * 3),
    },
  ],
};

const cities: City[] = [
  {
    slug: "miami",
    name: "Miami",
    tagline: "",
    timeZone: "America/New_York",
    utcOffsetMinutes: -300,
    locale: "en-US",
    currency: "USD",
    coverUrl: null,
    viewerStatus: "none",
  },
  {
    slug: "cape-town",
    name: "Cape Town",
    tagline: "",
    timeZone: "Africa/Johannesburg",
    utcOffsetMinutes: 120,
    locale: "en-ZA",
    currency: "ZAR",
    coverUrl: null,
    viewerStatus: "none",
  },
];

const renderOutbox = (cached: [readonly unknown[], Outbox][] = [[outboxQueryKey(""), kept]]) =>
  renderAsViewer("/admin?tab=outbox", <AdminPage />, {
    viewer: aViewer({ isAdmin: true }),
    cached: [
      ...cached.map(([key, data]): [unknown[], unknown] => [[...key], data]),
      // The Pending Users tab's count: nothing waiting.
      [[...pendingRequestsQueryKey], []],
      [[...citiesQueryKey], cities],
    ],
  });

describe("The admin Outbox tab", () => {
  it("lists each mail as an article with its recipient, time and clickable links", async () => {
    const requests = serveNothing();
    renderOutbox();
    expect(screen.getByRole("tab", { name: "Outbox" }).getAttribute("aria-selected")).toBe("true");
    const panel = await loadedTabPanel("Outbox");
    expect(within(panel).getByRole("heading", { level: 2, name: "Outbox" })).toBeVisible();
    expect(panel.textContent).toContain("SMTP_URL is not set");

    const items = within(within(panel).getByRole("list", { name: "Mail" })).getAllByRole(
      "listitem",
    );
    expect(items).toHaveLength(2);
    const reset = within(panel).getByRole("article", { name: "Reset your Coastal password" });
    expect(within(reset).getByRole("heading", { level: 3 })).toBeVisible();
    expect(reset.textContent).toContain("To ben@example.com");
    expect(within(reset).getByText("5 minutes ago").tagName).toBe("TIME");
    const link = within(reset).getByRole("link", { name: resetLink });
    expect(link.getAttribute("href")).toBe(resetLink);
    expect(
      within(panel).getByRole("article", { name: "Verify your email for Coastal" }),
    ).toBeVisible();
    expect(requests).toEqual([]);
  });

  it("says so when nothing was kept", async () => {
    renderOutbox([[outboxQueryKey(""), { delivery: "smtp", mail: [] }]]);
    await loadedTabPanel("Outbox");
    expect(screen.getByText("No mail yet.")).toBeVisible();
    expect(screen.getByText(/Mail is delivered over SMTP/)).toBeVisible();
    expect(screen.queryByRole("list", { name: "Mail" })).toBeNull();
  });

  it("shows the mail to one address", async () => {
    const onlyBen = { ...kept, mail: kept.mail.slice(0, 1) };
    const { user } = renderOutbox([
      [outboxQueryKey(""), kept],
      [outboxQueryKey("ben@example.com"), onlyBen],
    ]);
    await loadedTabPanel("Outbox");
    await user.type(screen.getByLabelText("Recipient"), "Ben@Example.com");
    await user.click(screen.getByRole("button", { name: "Show mail" }));
    const list = screen.getByRole("list", { name: "Mail to ben@example.com" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(1);
    await user.click(screen.getByRole("button", { name: "Show all" }));
    expect(
      within(screen.getByRole("list", { name: "Mail" })).getAllByRole("listitem"),
    ).toHaveLength(2);
  });

  it("shows a loading state while the mail is on its way", async () => {
    serveApi({ "GET *": noAnswer });
    renderOutbox([]);
    await loadedTabPanel("Outbox");
    const loading = screen.getByText("Loading mail").closest('[role="status"]');
    expect(loading?.getAttribute("aria-busy")).toBe("true");
  });

  it("explains a failure and offers to try again", async () => {
    const requests = serveApi({
      "GET *": {
        status: 403,
        body: { code: errorCodes.FORBIDDEN, message: "You do not have permission to do that." },
      },
    });
    renderOutbox([]);
    await loadedTabPanel("Outbox");
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe(
      "Could not load the outbox. You do not have permission to do that.",
    );
    expect(screen.getByRole("button", { name: "Try again" })).toBeVisible();
    expect(requests[0]?.route).toBe("GET /api/admin/outbox");
  });

  it("previews a city's weekly digest in a dialog, sending nothing", async () => {
    const requests = serveApi({
      "GET *": {
        status: 200,
        body: {
          city: "cape-town",
          subject: "This week in Cape Town on Coastal",
          text: "Upcoming events\n- Table Mountain hike, Sat, Dec 5, 6:00 PM at The lifeguard tower",
          html: "<p>…</p>",
          empty: false,
        },
      },
    });
    const { user } = renderOutbox();
    await loadedTabPanel("Outbox");
    await user.selectOptions(screen.getByLabelText("Weekly digest of"), "cape-town");
    await user.click(screen.getByRole("button", { name: "Preview digest" }));
    const dialog = await screen.findByRole("dialog", { name: "This week's digest: Cape Town" });
    expect(
      await within(dialog).findByRole("heading", { name: "This week in Cape Town on Coastal" }),
    ).toBeVisible();
    expect(dialog.textContent).toContain("Table Mountain hike");
    expect(requests).toEqual([
      { route: "GET /api/admin/cities/cape-town/digest", body: undefined },
    ]);
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
