import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { AccountPasskey } from "../../../contracts/account-passkeys.ts";
import { aViewer } from "../../../tests/support/a-viewer.ts";
import { serveApi } from "../../../tests/support/fake-api.ts";
import { renderAsViewer } from "../../../tests/support/render-as-viewer.tsx";
import { passkeyProofOption } from "./passkey-proof-option.tsx";
import { PasskeysSettings } from "./passkeys-settings.tsx";

const aPasskey = (overrides: Partial<AccountPasskey> = {}): AccountPasskey => ({
  id: crypto.randomUUID(),
  name: null,
  provider: null,
  synced: false,
  createdAt: "2026-11-20T08:00:00.000Z",
  ...overrides,
});

const show = () => renderAsViewer("/profile", <PasskeysSettings />, { viewer: aViewer() });

// jsdom has no WebAuthn; a browser with it is one with PublicKeyCredential.
const withWebAuthn = () => {
  Object.defineProperty(window, "PublicKeyCredential", {
    configurable: true,
    value: function PublicKeyCredential() {},
  });
};
afterEach(() => {
  Reflect.deleteProperty(window, "PublicKeyCredential");
});

describe("the passkeys of the Security section", () => {
  it("names each passkey by the member's name, its password manager's, or 'Passkey'", async () => {
    withWebAuthn();
    serveApi({
      "GET /api/account/passkeys": {
        status: 200,
        body: {
          items: [
            aPasskey({ name: "Work laptop" }),
            aPasskey({ provider: "Google Password Manager", synced: true }),
            aPasskey(),
          ],
        },
      },
    });
    show();
    const rows = await screen.findAllByRole("listitem");
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining("Work laptop"),
      expect.stringContaining("Google Password ManagerSynced"),
      expect.stringContaining("Passkey"),
    ]);
    expect(within(rows[0] as HTMLElement).getByRole("button", { name: "Remove Work laptop" }));
    expect(screen.getByRole("button", { name: "Add a passkey" })).toBeVisible();
  });

  it("says when there is none, and when the browser cannot use passkeys", async () => {
    serveApi({ "GET /api/account/passkeys": { status: 200, body: { items: [] } } });
    show();
    expect(await screen.findByText("You have no passkeys yet.")).toBeVisible();
    expect(screen.getByText(/This browser cannot use passkeys/)).toBeVisible();
    expect(screen.queryByRole("button", { name: "Add a passkey" })).toBeNull();
  });

  it("asks before removing a passkey, then sends only its id", async () => {
    withWebAuthn();
    const laptop = aPasskey({ name: "Work laptop" });
    let items = [laptop];
    const requests = serveApi({
      // Signed in a minute ago: no need to confirm it is them.
      "GET /api/account/recent-proof": { status: 200, body: { fresh: true, until: null } },
      "GET /api/account/passkeys": () => ({ status: 200, body: { items } }),
      [`DELETE /api/account/passkeys/${laptop.id}`]: () => {
        items = [];
        return { status: 204 };
      },
    });
    const { user } = show();
    await user.click(await screen.findByRole("button", { name: "Remove Work laptop" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Remove Work laptop?" });
    expect(requests.some((r) => r.route.startsWith("DELETE"))).toBe(false);
    await user.click(within(dialog).getByRole("button", { name: "Remove" }));
    await waitFor(() => expect(screen.getByText("You have no passkeys yet.")).toBeVisible());
    expect(requests.filter((r) => r.route.startsWith("DELETE"))).toHaveLength(1);
  });

  it("renames a passkey and shows the server's refusal in the dialog", async () => {
    withWebAuthn();
    const laptop = aPasskey({ name: "Work laptop" });
    serveApi({
      "GET /api/account/passkeys": { status: 200, body: { items: [laptop] } },
      [`PATCH /api/account/passkeys/${laptop.id}`]: {
        status: 400,
        body: { code: "VALIDATION", message: "A passkey's name can be up to 60 characters." },
      },
    });
    const { user } = show();
    await user.click(await screen.findByRole("button", { name: "Rename Work laptop" }));
    const dialog = await screen.findByRole("dialog", { name: "Rename passkey" });
    const field = within(dialog).getByLabelText("Name");
    expect(field).toHaveValue("Work laptop");
    await user.clear(field);
    await user.type(field, "Phone");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(
      await within(dialog).findByText("A passkey's name can be up to 60 characters."),
    ).toBeVisible();
  });

  it("offers to try again when the list could not load", async () => {
    serveApi({
      "GET /api/account/passkeys": { status: 500, body: { code: "INTERNAL", message: "Boom" } },
    });
    show();
    expect(await screen.findByText(/Could not load your passkeys/)).toBeVisible();
  });
});

describe("'Use a passkey' in the 'Confirm it is you' dialog", () => {
  const { Choice } = passkeyProofOption;

  it("is offered to a member with a passkey, in a browser that can use it", async () => {
    withWebAuthn();
    serveApi({ "GET /api/account/passkeys": { status: 200, body: { items: [aPasskey()] } } });
    let chosen = false;
    const { user } = renderAsViewer("/profile", <Choice onChoose={() => (chosen = true)} />, {
      viewer: aViewer(),
    });
    await user.click(await screen.findByRole("button", { name: "Use a passkey" }));
    expect(chosen).toBe(true);
  });

  it("is not offered to a member without one", async () => {
    withWebAuthn();
    const requests = serveApi({
      "GET /api/account/passkeys": { status: 200, body: { items: [] } },
    });
    renderAsViewer("/profile", <Choice onChoose={() => {}} />, { viewer: aViewer() });
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(screen.queryByRole("button", { name: "Use a passkey" })).toBeNull();
  });
});
