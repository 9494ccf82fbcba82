import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { DataExport as Export } from "../../../contracts/data-export.ts";
import { aViewer } from "../../../tests/support/a-viewer.ts";
import { noAnswer, serveApi } from "../../../tests/support/fake-api.ts";
import { renderAsViewer } from "../../../tests/support/render-as-viewer.tsx";
import { DataExport } from "./data-export.tsx";

const show = () => renderAsViewer("/profile", <DataExport />, { viewer: aViewer() });
const fresh = {
  "GET /api/account/recent-proof": { status: 200, body: { fresh: true, until: "x" } },
};
const anExport = (overrides: Partial<Export> = {}): Export => ({
  id: "5f1c7c39-7b5e-4d38-9a5e-0f1e1d1a2b3c",
  status: "preparing",
  requestedAt: "2026-11-26T10:00:00.000Z",
  readyAt: null,
  expiresAt: "2026-12-03T10:00:00.000Z",
  size: null,
  downloadUrl: null,
  ...overrides,
});
const ready = anExport({
  status: "ready",
  readyAt: "2026-11-26T10:01:00.000Z",
  size: 2048,
  downloadUrl: "/api/account/data-exports/5f1c7c39-7b5e-4d38-9a5e-0f1e1d1a2b3c/download",
});
const latest = (value: Export | null) => ({ status: 200, body: { export: value } });

describe("Download my data", () => {
  it("is loading, then offers the download of nothing yet", async () => {
    serveApi({ "GET /api/account/data-exports/latest": noAnswer });
    show();
    expect(screen.getByRole("status")).toHaveAttribute("aria-busy", "true");
    expect(screen.queryByRole("button", { name: "Download my data" })).toBeNull();
  });

  it("asks for an export and says it is being prepared", async () => {
    const requests = serveApi({
      ...fresh,
      "GET /api/account/data-exports/latest": latest(null),
      "POST /api/account/data-exports": { status: 202, body: anExport() },
    });
    show();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Download my data" }));
    expect(await screen.findByText("Preparing your data…")).toBeVisible();
    expect(screen.queryByRole("button", { name: "Download my data" })).toBeNull();
    expect(requests.map((r) => r.route)).toContain("POST /api/account/data-exports");
  });

  it("shows a ready export's Download link and offers a new copy", async () => {
    serveApi({ "GET /api/account/data-exports/latest": latest(ready) });
    show();
    const link = await screen.findByRole("link", { name: "Download" });
    expect(link).toHaveAttribute("href", ready.downloadUrl);
    expect(screen.getByText(/Your data is ready\. The download link works until/)).toBeVisible();
    expect(screen.getByRole("button", { name: "Prepare a new copy" })).toBeEnabled();
  });

  it("says when a second export the same day is refused", async () => {
    serveApi({
      ...fresh,
      "GET /api/account/data-exports/latest": latest(ready),
      "POST /api/account/data-exports": {
        status: 429,
        body: {
          code: "RATE_LIMITED",
          message: "You can download your data once a day. Please try again in 23 hours.",
        },
      },
    });
    show();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Prepare a new copy" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "You can download your data once a day. Please try again in 23 hours.",
    );
  });

  it("says when an export could not be prepared, and lets the member try again", async () => {
    serveApi({ "GET /api/account/data-exports/latest": latest(anExport({ status: "failed" })) });
    show();
    const failed = await screen.findByText("We could not prepare your data. Please try again.");
    // Said in the live region, so a screen reader hears it.
    expect(failed.closest('[role="status"]')).not.toBeNull();
    expect(screen.getByRole("button", { name: "Prepare a new copy" })).toBeEnabled();
  });

  it("offers to try again when the state cannot be loaded", async () => {
    serveApi({
      "GET /api/account/data-exports/latest": {
        status: 500,
        body: { code: "INTERNAL", message: "Something went wrong." },
      },
    });
    show();
    expect(await screen.findByRole("button", { name: /try again|retry/i })).toBeVisible();
  });
});
