import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { aViewer } from "../../../tests/support/a-viewer.ts";
import { serveApi, serveNothing } from "../../../tests/support/fake-api.ts";
import { renderAsViewer } from "../../../tests/support/render-as-viewer.tsx";
import { MessageMemberButton } from "./message-member-button.tsx";

// Issue 32: member to member, from the city's member list and a member's page.
const wave = { userId: "user-wave", username: "Wave Rider" } as const;

describe("Message, beside a member", () => {
  it("is not offered to visitors", () => {
    serveNothing();
    renderAsViewer("/", <MessageMemberButton {...wave} look="page" />, { viewer: null });
    expect(screen.queryByRole("button", { name: /Message/ })).toBeNull();
  });

  it("is not offered on one's own name", () => {
    serveNothing();
    renderAsViewer("/", <MessageMemberButton {...wave} look="row" />, {
      viewer: aViewer({ id: "user-wave" }),
    });
    expect(screen.queryByRole("button", { name: /Message/ })).toBeNull();
  });

  it("names the member in a list, and starts or continues the conversation with them", async () => {
    const requests = serveApi({
      "POST /api/conversations": {
        status: 201,
        body: { conversation: { id: "c7" }, message: {}, created: false },
      },
      "GET /api/me/conversations": { status: 200, body: { items: [], nextCursor: null } },
    });
    const { user } = renderAsViewer("/", <MessageMemberButton {...wave} look="row" />, {
      viewer: aViewer(),
    });
    await user.click(screen.getByRole("button", { name: "Message Wave Rider" }));
    const dialog = await screen.findByRole("dialog", { name: "Message Wave Rider" });
    expect(dialog).toHaveTextContent("Your email address and phone number stay private.");
    // No "Is this still available?": that is for items.
    expect(within(dialog).queryByRole("button", { name: "Is this still available?" })).toBeNull();
    await user.type(within(dialog).getByRole("textbox"), "Surf tomorrow at six?");
    await user.click(within(dialog).getByRole("button", { name: "Send" }));
    expect(await screen.findByText("Left the page for /messages/c7")).toBeVisible();
    const sent = requests.find((r) => r.route === "POST /api/conversations");
    expect(sent?.body).toEqual({ toUserId: "user-wave", text: "Surf tomorrow at six?" });
  });

  it("shows the server's refusal in the dialog and keeps the text", async () => {
    serveApi({
      "POST /api/conversations": {
        status: 403,
        body: { code: "FORBIDDEN", message: "This member does not accept messages." },
      },
    });
    const { user } = renderAsViewer("/", <MessageMemberButton {...wave} look="page" />, {
      viewer: aViewer(),
    });
    await user.click(screen.getByRole("button", { name: "Message" }));
    const dialog = await screen.findByRole("dialog", { name: "Message Wave Rider" });
    await user.type(within(dialog).getByRole("textbox"), "Hello");
    await user.click(within(dialog).getByRole("button", { name: "Send" }));
    expect(await within(dialog).findByText(/This member does not accept messages\./)).toBeVisible();
    expect(within(dialog).getByRole("textbox")).toHaveValue("Hello");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });
});
