import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Identity, IdentityList } from "../../../contracts/account-linked.ts";
import { aViewer } from "../../../tests/support/a-viewer.ts";
import { serveApi } from "../../../tests/support/fake-api.ts";
import { renderAsViewer } from "../../../tests/support/render-as-viewer.tsx";
import { LinkedSignIns } from "./linked-sign-ins.tsx";

const provider = { id: "oidc", name: "Coastal ID" };
const password: Identity = { id: "pw", kind: "password", linkedAt: "2026-11-01T10:00:00.000Z" };
const linked: Identity = { id: "idp", kind: "provider", linkedAt: "2026-11-20T10:00:00.000Z" };
const list = (items: Identity[]): IdentityList => ({ items, provider });

const show = (url = "/profile") => renderAsViewer(url, <LinkedSignIns />, { viewer: aViewer() });

describe("the ways to sign in", () => {
  it("lists the password and offers to link the provider", async () => {
    serveApi({ "GET /api/account/identities": { status: 200, body: list([password]) } });
    show();
    const rows = await screen.findAllByRole("listitem");
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent("Password");
    expect(rows[1]).toHaveTextContent("Coastal ID");
    expect(rows[1]).toHaveTextContent("Not linked");
    expect(
      within(rows[1] as HTMLElement).getByRole("button", { name: "Link Coastal ID" }),
    ).toBeVisible();
  });

  it("asks before unlinking, then sends only that identity's id", async () => {
    let items = [password, linked];
    const requests = serveApi({
      "GET /api/account/recent-proof": { status: 200, body: { fresh: true } },
      "GET /api/account/identities": () => ({ status: 200, body: list(items) }),
      "DELETE /api/account/identities/idp": () => {
        items = [password];
        return { status: 204 };
      },
    });
    const { user } = show();
    await user.click(await screen.findByRole("button", { name: "Unlink Coastal ID" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Unlink Coastal ID?" });
    expect(requests.some((r) => r.route.startsWith("DELETE"))).toBe(false);
    await user.click(within(dialog).getByRole("button", { name: "Unlink" }));
    await waitFor(() => expect(screen.getByText("Not linked")).toBeVisible());
    expect(requests.filter((r) => r.route.startsWith("DELETE"))).toHaveLength(1);
  });

  it("offers no Unlink for the only way to sign in", async () => {
    serveApi({ "GET /api/account/identities": { status: 200, body: list([linked]) } });
    show();
    expect(await screen.findByText("You cannot remove your only way to sign in.")).toBeVisible();
    expect(screen.queryByRole("button", { name: "Unlink Coastal ID" })).toBeNull();
  });

  it("says why the provider came back without a link", async () => {
    serveApi({ "GET /api/account/identities": { status: 200, body: list([password]) } });
    show("/profile?linkError=IDENTITY_ALREADY_EXISTS");
    expect(
      await screen.findByText("That sign-in is already linked to another Coastal account."),
    ).toBeVisible();
  });

  it("says the list could not load, with a retry", async () => {
    serveApi({
      "GET /api/account/identities": { status: 500, body: { code: "INTERNAL", message: "Boom" } },
    });
    show();
    expect(await screen.findByText(/Could not load your ways to sign in/)).toBeVisible();
    expect(screen.getByRole("button", { name: /try again|retry/i })).toBeVisible();
  });
});
