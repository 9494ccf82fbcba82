import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { aViewer } from "../../../tests/support/a-viewer.ts";
import { serveApi } from "../../../tests/support/fake-api.ts";
import { renderAsViewer } from "../../../tests/support/render-as-viewer.tsx";
import { EmailChange } from "./email-change.tsx";

const viewer = aViewer({ email: "ana@example.com" });
const show = () => renderAsViewer("/profile", <EmailChange />, { viewer });
// The dialog's other ways to prove it is them ask whether the member has them.
const noOtherProofs = {
  "GET /api/account/two-factor": { status: 200, body: { enabled: false } },
  "GET /api/account/passkeys": { status: 200, body: { items: [] } },
};
const reauth = {
  status: 403,
  body: {
    code: "REAUTHENTICATION_REQUIRED",
    message: "For your security, please confirm it is you before making this change.",
  },
};

async function askFor(newEmail: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name: "Change email" }));
  await user.type(screen.getByLabelText("New email address"), newEmail);
  await user.click(screen.getByRole("button", { name: "Send confirmation link" }));
  return user;
}

describe("changing one's email", () => {
  it("sends at once when this session proved itself recently", async () => {
    const requests = serveApi({
      "GET /api/account/recent-proof": { status: 200, body: { fresh: true, until: "x" } },
      "POST /api/account/email": { status: 202, body: { sentTo: "ana@example.org" } },
    });
    show();
    await askFor("ana@example.org");
    expect(await screen.findByRole("status")).toHaveTextContent("Check ana@example.org");
    expect(requests.map((request) => request.route)).toEqual([
      "GET /api/account/recent-proof",
      "POST /api/account/email",
    ]);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("asks for the password first when it did not, says a wrong one, then sends", async () => {
    let proven = false;
    const requests = serveApi({
      ...noOtherProofs,
      "GET /api/account/recent-proof": { status: 200, body: { fresh: false, until: null } },
      "POST /api/account/recent-proof": ({ body }) => {
        if ((body as { password: string }).password !== "Sunny-Beach-42") {
          return {
            status: 400,
            body: { code: "INVALID_PASSWORD", message: "That password is not correct." },
          };
        }
        proven = true;
        return { status: 204 };
      },
      "POST /api/account/email": () =>
        proven ? { status: 202, body: { sentTo: "ana@example.org" } } : reauth,
    });
    show();
    const user = await askFor("ana@example.org");
    const dialog = await screen.findByRole("dialog", { name: "Confirm it is you" });
    await user.click(within(dialog).getByRole("button", { name: "Confirm" }));
    expect(within(dialog).getByRole("alert")).toHaveTextContent("Please enter your password");
    await user.type(within(dialog).getByLabelText("Password"), "Wrong-pass-1!");
    await user.click(within(dialog).getByRole("button", { name: "Confirm" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "That password is not correct.",
    );
    await user.clear(within(dialog).getByLabelText("Password"));
    await user.type(within(dialog).getByLabelText("Password"), "Sunny-Beach-42");
    await user.click(within(dialog).getByRole("button", { name: "Confirm" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Check ana@example.org");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(requests.filter((request) => request.route === "POST /api/account/email")).toHaveLength(
      1,
    );
  });

  it("asks again when the ten minutes ran out between the check and the change", async () => {
    let fresh = true;
    let tries = 0;
    const requests = serveApi({
      ...noOtherProofs,
      "GET /api/account/recent-proof": () => ({ status: 200, body: { fresh, until: null } }),
      "POST /api/account/recent-proof": () => {
        fresh = true;
        return { status: 204 };
      },
      "POST /api/account/email": () => {
        tries += 1;
        if (tries > 1) return { status: 202, body: { sentTo: "ana@example.org" } };
        fresh = false;
        return reauth;
      },
    });
    show();
    const user = await askFor("ana@example.org");
    const dialog = await screen.findByRole("dialog", { name: "Confirm it is you" });
    await user.type(within(dialog).getByLabelText("Password"), "Sunny-Beach-42");
    await user.click(within(dialog).getByRole("button", { name: "Confirm" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Check ana@example.org");
    expect(requests.map((request) => request.route)).toContain("POST /api/account/recent-proof");
    expect(tries).toBe(2);
  });

  it("sends nothing when the member cancels the dialog", async () => {
    const requests = serveApi({
      ...noOtherProofs,
      "GET /api/account/recent-proof": { status: 200, body: { fresh: false, until: null } },
    });
    show();
    const user = await askFor("ana@example.org");
    const dialog = await screen.findByRole("dialog", { name: "Confirm it is you" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(requests.some((request) => request.route.startsWith("POST"))).toBe(false);
  });

  it("refuses its own address and a malformed one before asking the server", async () => {
    const requests = serveApi({});
    show();
    const user = await askFor("ANA@example.com");
    expect(screen.getByRole("alert")).toHaveTextContent("This is already your email address.");
    await user.clear(screen.getByLabelText("New email address"));
    await user.type(screen.getByLabelText("New email address"), "not-an-address");
    await user.click(screen.getByRole("button", { name: "Send confirmation link" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Please enter a valid email address");
    expect(requests).toEqual([]);
  });

  it("says the server's refusal of an address that has an account", async () => {
    serveApi({
      "GET /api/account/recent-proof": { status: 200, body: { fresh: true, until: "x" } },
      "POST /api/account/email": {
        status: 409,
        body: {
          code: "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL",
          message: "An account with this email already exists. Please choose another address.",
        },
      },
    });
    show();
    await askFor("bob@example.com");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "An account with this email already exists.",
    );
    expect(screen.getByLabelText("New email address")).toHaveAttribute("aria-invalid", "true");
  });
});
