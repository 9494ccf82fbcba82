import "fake-indexeddb/auto";
import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { Conversation, Message } from "../../../contracts/messages.ts";
import { aViewer } from "../../../tests/support/a-viewer.ts";
import { serveApi } from "../../../tests/support/fake-api.ts";
import { renderAsViewer } from "../../../tests/support/render-as-viewer.tsx";
import { discardWrite } from "../../lib/outbox-queue.ts";
import { allWrites } from "../../lib/outbox-store.ts";
import { ConversationPage } from "./conversation-page.tsx";

// A message written offline (decision 074) waits under the others and goes once back online.

let online = true;
Object.defineProperty(navigator, "onLine", { configurable: true, get: () => online });

const viewer = aViewer();
const bob = { id: "user-bob", username: "bob", avatarUrl: null, deleted: false };
const aMessage = (overrides: Partial<Message> = {}): Message => ({
  id: crypto.randomUUID(),
  conversationId: "c1",
  kind: "text",
  author: bob,
  fromMe: false,
  text: "Is the kayak still for sale?",
  createdAt: "2026-11-20T08:00:00.000Z",
  photos: [],
  ...overrides,
});
const conversation: Conversation = {
  id: "c1",
  other: bob,
  subject: null,
  lastMessage: aMessage(),
  unreadCount: 0,
  otherReadAt: null,
  ended: false,
  canSend: true,
  blockedByMe: false,
  createdAt: "2026-11-20T08:00:00.000Z",
  updatedAt: "2026-11-20T08:00:00.000Z",
};

afterEach(async () => {
  online = true;
  for (const write of await allWrites()) await discardWrite(write.key);
});

describe("A message written offline", () => {
  it("waits under the conversation, then is sent once with its key when back online", async () => {
    const sent: Message[] = [];
    const keys: (string | null)[] = [];
    serveApi({
      "GET /api/conversations/c1": { status: 200, body: conversation },
      "GET /api/conversations/c1/messages": () => ({
        status: 200,
        body: { items: [...sent, aMessage()], nextCursor: null },
      }),
      "POST /api/conversations/c1/messages": ({ headers, body }) => {
        keys.push(headers.get("Idempotency-Key"));
        const message = aMessage({ fromMe: true, text: (body as { text: string }).text });
        sent.unshift(message);
        return { status: 201, body: message };
      },
    });
    const { user } = renderAsViewer("/messages/c1", <ConversationPage />, {
      viewer,
      path: "/messages/:id",
    });
    const field = await screen.findByRole("textbox", { name: "Message" });
    act(() => {
      online = false;
    });
    await user.type(field, "Yes, come by after five");
    await user.click(screen.getByRole("button", { name: "Send" }));

    const waiting = await screen.findByRole("list", { name: "Not sent yet" });
    expect(within(waiting).getByText("Yes, come by after five")).toBeVisible();
    expect(within(waiting).getByText("Waiting to send")).toBeVisible();
    expect(field).toHaveValue("");
    expect(keys).toEqual([]);

    act(() => {
      online = true;
      window.dispatchEvent(new Event("online"));
    });
    await waitFor(() => expect(screen.queryByRole("list", { name: "Not sent yet" })).toBeNull());
    const log = screen.getByRole("log", { name: "Messages with bob" });
    await waitFor(() => expect(within(log).getByText("Yes, come by after five")).toBeVisible());
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
  });
});
