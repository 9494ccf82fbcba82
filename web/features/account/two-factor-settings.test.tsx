import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { aViewer } from "../../../tests/support/a-viewer.ts";
import { expectAlert } from "../../../tests/support/expect-alert.ts";
import { noAnswer, serveApi } from "../../../tests/support/fake-api.ts";
import { renderAsViewer } from "../../../tests/support/render-as-viewer.tsx";
import { TwoFactorSettings } from "./two-factor-settings.tsx";

const show = () => renderAsViewer("/profile", <TwoFactorSettings />, { viewer: aViewer() });
const codes = Array.from({ length: 10 }, (_, i) => `abcde-1234${i}`);
const setup = {
  secret: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP",
  totpUri: "otpauth://totp/Coastal:ana%40example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP",
  qrCode: "data:image/png;base64,iVBORw0KGgo=",
};

describe("two-step verification settings", () => {
  it("says while it is loading", async () => {
    serveApi({ "GET /api/account/two-factor": noAnswer });
    show();
    expect(screen.getByText("Loading two-step verification")).toBeInTheDocument();
  });

  it("sets up from a QR code and its key, turning on only once a first code checks", async () => {
    let enabled = false;
    const requests = serveApi({
      "GET /api/account/two-factor": () => ({
        status: 200,
        body: { enabled, backupCodesLeft: enabled ? 10 : null },
      }),
      "GET /api/account/recent-proof": { status: 200, body: { fresh: true } },
      "POST /api/account/two-factor/setup": { status: 200, body: setup },
      "POST /api/account/two-factor/confirm": ({ body }) => {
        if ((body as { code: string }).code !== "123456") {
          return {
            status: 400,
            body: { code: "INVALID_CODE", message: "That code is not correct." },
          };
        }
        enabled = true;
        return { status: 200, body: { backupCodes: codes } };
      },
    });
    const { user } = show();
    const section = await screen.findByRole("region", { name: /Two-step verification/ });
    expect(await within(section).findByText("Off")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Set up authenticator app" }));
    expect(
      await screen.findByRole("img", { name: "QR code for your authenticator app" }),
    ).toBeVisible();
    expect(screen.getByText("JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP")).toBeVisible();

    await user.type(screen.getByLabelText("Code from the app"), "12");
    await user.click(screen.getByRole("button", { name: "Turn on" }));
    expect(screen.getByText("Enter the 6-digit code from your authenticator app.")).toBeVisible();
    expect(requests.some((r) => r.route.endsWith("/confirm"))).toBe(false);

    await user.clear(screen.getByLabelText("Code from the app"));
    await user.type(screen.getByLabelText("Code from the app"), "654321");
    await user.click(screen.getByRole("button", { name: "Turn on" }));
    await expectAlert("That code is not correct.");

    await user.clear(screen.getByLabelText("Code from the app"));
    await user.type(screen.getByLabelText("Code from the app"), "123 456");
    await user.click(screen.getByRole("button", { name: "Turn on" }));
    expect(await screen.findByRole("heading", { name: "Save your backup codes" })).toHaveFocus();
    expect(
      within(screen.getByRole("list", { name: "Backup codes" })).getAllByRole("listitem"),
    ).toHaveLength(10);
    await user.click(screen.getByRole("button", { name: "I saved my codes" }));
    expect(await screen.findByText("You have 10 backup codes left.")).toBeVisible();
    expect(within(section).getByText("On")).toBeVisible();
  });

  it("asks before turning off, then says it is off", async () => {
    let enabled = true;
    serveApi({
      "GET /api/account/two-factor": () => ({
        status: 200,
        body: { enabled, backupCodesLeft: enabled ? 3 : null },
      }),
      "GET /api/account/recent-proof": { status: 200, body: { fresh: true } },
      "DELETE /api/account/two-factor": () => {
        enabled = false;
        return { status: 204 };
      },
    });
    const { user } = show();
    expect(await screen.findByText("You have 3 backup codes left.")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Turn off" }));
    const dialog = await screen.findByRole("alertdialog", {
      name: "Turn off two-step verification?",
    });
    await user.click(within(dialog).getByRole("button", { name: "Turn off" }));
    expect(
      await screen.findByText("Two-step verification is off. We sent you an email about it."),
    ).toBeVisible();
    expect(await screen.findByRole("button", { name: "Set up authenticator app" })).toBeVisible();
  });

  it("takes a code from the app as the proof new backup codes need", async () => {
    let proven = false;
    const requests = serveApi({
      "GET /api/account/two-factor": { status: 200, body: { enabled: true, backupCodesLeft: 2 } },
      "GET /api/account/recent-proof": () => ({
        status: 200,
        body: { fresh: proven, until: null },
      }),
      // The dialog's other way: this member has no passkey.
      "GET /api/account/passkeys": { status: 200, body: { items: [] } },
      "POST /api/account/two-factor/prove": ({ body }) => {
        if ((body as { code: string }).code !== "123456") {
          return {
            status: 400,
            body: { code: "INVALID_CODE", message: "That code is not correct." },
          };
        }
        proven = true;
        return { status: 204 };
      },
      "POST /api/account/two-factor/backup-codes": { status: 200, body: { backupCodes: codes } },
    });
    const { user } = show();
    await user.click(await screen.findByRole("button", { name: "Regenerate backup codes" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Make new backup codes?" });
    await user.click(within(confirm).getByRole("button", { name: "Make new codes" }));

    const proof = await screen.findByRole("dialog", { name: "Confirm it is you" });
    await user.click(
      await within(proof).findByRole("button", { name: "Use a code from your authenticator app" }),
    );
    await user.type(within(proof).getByLabelText("Code from your authenticator app"), "000000");
    await user.click(within(proof).getByRole("button", { name: "Confirm" }));
    await expectAlert("That code is not correct.");
    expect(requests.some((r) => r.route.endsWith("/backup-codes"))).toBe(false);

    await user.clear(within(proof).getByLabelText("Code from your authenticator app"));
    await user.type(within(proof).getByLabelText("Code from your authenticator app"), "123456");
    await user.click(within(proof).getByRole("button", { name: "Confirm" }));
    expect(await screen.findByRole("heading", { name: "Save your backup codes" })).toBeVisible();
    expect(requests.filter((r) => r.route.endsWith("/backup-codes"))).toHaveLength(1);
  });
});
