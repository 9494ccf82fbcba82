import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Conversation, ConversationSubject, Message } from "../../../contracts/messages.ts";
import { messageEventName } from "../../../contracts/messages-rules.ts";
import { aViewer } from "../../../tests/support/a-viewer.ts";
import { type Reply, serveApi } from "../../../tests/support/fake-api.ts";
import { renderAsViewer } from "../../../tests/support/render-as-viewer.tsx";
import { emitUserStreamSignal } from "../../lib/user-stream-signals.ts";
import { ConversationPage } from "./conversation-page.tsx";
import { InboxPage } from "./inbox-page.tsx";

const bob = { id: "user-bob", username: "bob", avatarUrl: null, deleted: false };

const aMessage = (overrides: Partial<Message> = {}): Message => ({
  id: crypto.randomUUID(),
  conversationId: "c1",
  kind: "text",
  author: bob,
  fromMe: false,
  text: "Hello there",
  createdAt: "2026-11-20T08:00:00.000Z",
  photos: [],
  ...overrides,
});

const kayak: ConversationSubject = {
  kind: "listing",
  id: "item-1",
  title: "Blue kayak",
  thumbnailUrl: "/photos/kayak.jpg",
  path: "/city/miami/marketplace/item-1",
  status: "available",
  mine: false,
  removed: false,
};

const aConversation = (overrides: Partial<Conversation> = {}): Conversation => ({
  id: "c1",
  other: bob,
  subject: kayak,

  lastMessage: aMessage(),
  unreadCount: 0,
  otherReadAt: null,
  ended: false,
  canSend: true,
  blockedByMe: false,
  createdAt: "2026-11-20T08:00:00.000Z",
  updatedAt: "2026-11-20T08:00:00.000Z",
  ...overrides,
});

const ok = (body: unknown): Reply => ({ status: 200, body });
const page = (items: unknown[]) => ok({ items, nextCursor: null });
const viewer = aViewer();

describe("The inbox", () => {
  it("lists conversations with the item's title and photo, the person and the unread count", async () => {
    serveApi({
      "GET /api/me/conversations": page([
        aConversation({ unreadCount: 2 }),
        aConversation({ id: "c2", subject: null, other: { ...bob, username: "carla" } }),
      ]),
    });
    renderAsViewer("/messages", <InboxPage />, { viewer });
    const kayak = await screen.findByRole("link", { name: /Blue kayak/ });
    expect(kayak.getAttribute("href")).toBe("/messages/c1");
    expect(kayak).toHaveTextContent("2 unread messages");
    expect(kayak.querySelector("img")?.getAttribute("src")).toBe("/photos/kayak.jpg");
    expect(screen.getByRole("link", { name: /carla/ }).getAttribute("href")).toBe("/messages/c2");
  });

  it("says so when there is nothing yet", async () => {
    serveApi({ "GET /api/me/conversations": page([]) });
    renderAsViewer("/messages", <InboxPage />, { viewer });
    expect(await screen.findByText(/No conversations yet/)).toBeVisible();
  });

  it("offers Try again when the list does not load", async () => {
    let fail = true;
    serveApi({
      "GET /api/me/conversations": () =>
        fail
          ? { status: 500, body: { code: "INTERNAL", message: "Boom" } }
          : page([aConversation()]),
    });
    const { user } = renderAsViewer("/messages", <InboxPage />, { viewer });
    expect(await screen.findByText("Could not load your messages.")).toBeVisible();
    fail = false;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("link", { name: /Blue kayak/ })).toBeVisible();
  });

  it("sends a visitor to sign in", async () => {
    serveApi({});
    renderAsViewer("/messages", <InboxPage />, { viewer: null });
    expect(await screen.findByText("Left the page for /auth")).toBeVisible();
  });
});

const openConversation = (routes: Record<string, Parameters<typeof serveApi>[0][string]>) => {
  const requests = serveApi({
    "GET /api/conversations/c1": ok(aConversation()),
    "GET /api/conversations/c1/messages": page([aMessage()]),
    ...routes,
  });
  return {
    requests,
    ...renderAsViewer("/messages/c1", <ConversationPage />, { viewer, path: "/messages/:id" }),
  };
};

describe("A conversation", () => {
  it("shows the item on top and the messages in a polite log", async () => {
    openConversation({});
    const log = await screen.findByRole("log", { name: "Messages with bob" });
    expect(log.getAttribute("aria-live")).toBe("polite");
    expect(within(log).getByText("Hello there")).toBeVisible();
    expect(screen.getByRole("region", { name: "About Blue kayak" })).toHaveTextContent("Available");
  });

  it("fills a quick reply, keeps the text when sending fails, and sends it on Try again", async () => {
    let fail = true;
    const { requests, user } = openConversation({
      "POST /api/conversations/c1/messages": () =>
        fail
          ? { status: 503, body: { code: "UNAVAILABLE", message: "Try later" } }
          : { status: 201, body: aMessage({ fromMe: true, text: "Is this still available?" }) },
    });
    await user.click(await screen.findByRole("button", { name: "Is this still available?" }));
    const field = screen.getByRole("textbox", { name: "Message" });
    expect(field).toHaveValue("Is this still available?");
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByText(/Your message was not sent/)).toBeVisible();
    expect(field).toHaveValue("Is this still available?");
    fail = false;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(field).toHaveValue(""));
    const sends = requests.filter((r) => r.route === "POST /api/conversations/c1/messages");
    expect(sends.map((r) => r.body)).toEqual([
      { text: "Is this still available?" },
      { text: "Is this still available?" },
    ]);
  });

  it("shows a message that arrives on the user's stream, and marks it read", async () => {
    let messages = [aMessage()];
    let unread = 0;
    const { requests } = openConversation({
      "GET /api/conversations/c1": () => ok(aConversation({ unreadCount: unread })),
      "GET /api/conversations/c1/messages": () => page(messages),
      "POST /api/conversations/c1/read": () => {
        unread = 0;
        return ok({ count: 0 });
      },
      "GET /api/me/conversations": page([]),
    });
    await screen.findByText("Hello there");
    messages = [aMessage({ text: "Yes, it is" }), ...messages];
    unread = 1;
    emitUserStreamSignal(messageEventName);
    expect(await screen.findByText("Yes, it is")).toBeVisible();
    await waitFor(() =>
      expect(requests.some((r) => r.route === "POST /api/conversations/c1/read")).toBe(true),
    );
  });

  it("blocks the other member only after asking", async () => {
    const { requests, user } = openConversation({
      "PUT /api/blocks/user-bob": { status: 204 },
      "GET /api/me/conversations": page([]),
    });
    await user.click(await screen.findByRole("button", { name: "Conversation options" }));
    await user.click(screen.getByRole("button", { name: "Block bob" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Block bob?" });
    expect(requests.some((r) => r.route === "PUT /api/blocks/user-bob")).toBe(false);
    await user.click(within(dialog).getByRole("button", { name: "Block" }));
    await waitFor(() =>
      expect(requests.some((r) => r.route === "PUT /api/blocks/user-bob")).toBe(true),
    );
  });

  it("lets the seller mark the item sold after asking", async () => {
    const mine = aConversation({ subject: { ...kayak, mine: true } });
    const { requests, user } = openConversation({
      "GET /api/conversations/c1": ok(mine),
      "POST /api/marketplace-items/item-1/status": ok({}),
      "GET /api/me/conversations": page([]),
    });
    await user.click(await screen.findByRole("button", { name: "Mark sold" }));
    const dialog = await screen.findByRole("dialog", { name: "Mark “Blue kayak” sold?" });
    await user.click(within(dialog).getByRole("button", { name: "Mark sold" }));
    await waitFor(() =>
      expect(
        requests.find((r) => r.route === "POST /api/marketplace-items/item-1/status")?.body,
      ).toEqual({
        status: "sold",
      }),
    );
    expect(screen.queryByRole("button", { name: "Is this still available?" })).toBeNull();
  });
});
