import { render, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { postMessages } from "../../../contracts/posts-rules.ts";
import { I18nProvider } from "../../lib/i18n/i18n-provider.tsx";
import { loadMessages } from "../../lib/i18n/messages.ts";
import type { OutboxWrite } from "../../lib/outbox.ts";
import { PendingWrites } from "./pending-writes.tsx";

const aWrite = (overrides: Partial<OutboxWrite>): OutboxWrite => ({
  key: `key-${overrides.text}`,
  userId: "user-ana",
  kind: "comment",
  scope: "post:p1",
  path: "/api/posts/p1/comments",
  body: { content: overrides.text ?? "" },
  photo: null,
  photoName: null,
  text: "",
  createdAt: 0,
  state: "waiting",
  problem: null,
  claimedAt: null,
  ...overrides,
});

const writes = [
  aWrite({ text: "First, waiting" }),
  aWrite({ text: "Second, on its way", state: "sending" }),
  // Our English refusal: said in the page's language by its words.
  aWrite({
    text: "Third, refused",
    state: "failed",
    problem: postMessages.loginToComment.defaultMessage,
  }),
];

async function renderIn(language: "en" | "es", children: ReactNode) {
  render(
    <I18nProvider language={language} messages={await loadMessages(language)}>
      {children}
    </I18nProvider>,
  );
}

const item = (text: string) => screen.getByText(text).closest("li") as HTMLElement;

describe("Writes waiting in the outbox", () => {
  it("show each one's text and state; only a refused one offers Retry", async () => {
    await renderIn("en", <PendingWrites writes={writes} look="comment" />);
    expect(screen.getByRole("list", { name: "Not sent yet" })).toBeVisible();
    expect(within(item("First, waiting")).getByText("Waiting to send")).toBeVisible();
    expect(within(item("First, waiting")).queryByRole("button", { name: "Retry" })).toBeNull();
    expect(within(item("First, waiting")).getByRole("button", { name: "Discard" })).toBeVisible();
    expect(within(item("Second, on its way")).getByText("Sending…")).toBeVisible();
    expect(within(item("Second, on its way")).queryByRole("button")).toBeNull();
    const refused = item("Third, refused");
    expect(within(refused).getByRole("alert")).toHaveTextContent(
      `Not sent. ${postMessages.loginToComment.defaultMessage}`,
    );
    expect(within(refused).getByRole("button", { name: "Retry" })).toBeVisible();
  });

  it("say it in Spanish", async () => {
    await renderIn("es", <PendingWrites writes={writes} look="message" />);
    expect(screen.getByRole("list", { name: "Aún sin enviar" })).toBeVisible();
    expect(screen.getByText("Esperando para enviar")).toBeVisible();
    expect(screen.getByText("Enviando…")).toBeVisible();
    expect(screen.getByRole("alert")).toHaveTextContent(/^No enviado\. /);
    expect(screen.getByRole("alert")).not.toHaveTextContent(
      postMessages.loginToComment.defaultMessage,
    );
    expect(screen.getByRole("button", { name: "Reintentar" })).toBeVisible();
    expect(screen.getAllByRole("button", { name: "Descartar" })).toHaveLength(2);
  });
});
