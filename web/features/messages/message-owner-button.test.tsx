import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { messageEventName } from "../../../contracts/messages-rules.ts";
import { aViewer } from "../../../tests/support/a-viewer.ts";
import { serveApi, serveNothing } from "../../../tests/support/fake-api.ts";
import { renderAsViewer } from "../../../tests/support/render-as-viewer.tsx";
import { emitUserStreamSignal } from "../../lib/user-stream-signals.ts";
import { MessageOwnerButton } from "./message-owner-button.tsx";
import { MessagesNavLink } from "./messages-nav-link.tsx";

const item = {
  kind: "listing",
  id: "item-1",
  title: "Blue kayak",
  ownerId: "user-bob",
  who: "seller",
} as const;

describe("Message seller", () => {
  it("sends a visitor to sign in", () => {
    serveNothing();
    renderAsViewer("/", <MessageOwnerButton {...item} />, { viewer: null });
    expect(screen.getByRole("link", { name: "Message seller" }).getAttribute("href")).toBe("/auth");
  });

  it("is not offered to the seller on their own item", () => {
    serveNothing();
    renderAsViewer("/", <MessageOwnerButton {...item} />, { viewer: aViewer({ id: "user-bob" }) });
    expect(screen.queryByRole("button", { name: "Message seller" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Message seller" })).toBeNull();
  });

  it("opens a dialog that Escape closes, and sends a quick reply about the item", async () => {
    const requests = serveApi({
      "POST /api/conversations": {
        status: 201,
        body: { conversation: { id: "c9" }, message: {}, created: true },
      },
      "GET /api/me/conversations": { status: 200, body: { items: [], nextCursor: null } },
    });
    const { user } = renderAsViewer("/", <MessageOwnerButton {...item} />, { viewer: aViewer() });
    await user.click(screen.getByRole("button", { name: "Message seller" }));
    expect(await screen.findByRole("dialog", { name: "Message seller" })).toBeVisible();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await user.click(screen.getByRole("button", { name: "Message seller" }));
    await user.click(await screen.findByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await user.click(screen.getByRole("button", { name: "Message seller" }));
    await user.click(await screen.findByRole("button", { name: "Can I see it this weekend?" }));
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByText("Left the page for /messages/c9")).toBeVisible();
    expect(requests.find((r) => r.route === "POST /api/conversations")?.body).toEqual({
      subject: { kind: "listing", id: "item-1" },
      text: "Can I see it this weekend?",
    });
  });
});

describe("The nav's Messages link", () => {
  it("names the unread count and follows the user's stream without a reload", async () => {
    let count = 1;
    serveApi({
      "GET /api/me/conversations/unread-count": () => ({ status: 200, body: { count } }),
    });
    renderAsViewer("/", <MessagesNavLink />, { viewer: aViewer() });
    expect(await screen.findByRole("link", { name: "Messages, 1 unread" })).toBeVisible();
    count = 3;
    emitUserStreamSignal(messageEventName);
    expect(await screen.findByRole("link", { name: "Messages, 3 unread" })).toBeVisible();
  });
});
