import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Poll } from "../../../contracts/polls.ts";
import { aPoll } from "../../../tests/support/a-poll.ts";
import { I18nProvider } from "../../lib/i18n/i18n-provider.tsx";
import { loadMessages } from "../../lib/i18n/messages.ts";
import { PollCard } from "./poll-card.tsx";

async function renderSpanishPoll(poll: Poll) {
  render(
    <I18nProvider language="es" messages={await loadMessages("es")}>
      <QueryClientProvider client={new QueryClient()}>
        <PollCard poll={poll} powers={{ manage: true, close: true }} />
      </QueryClientProvider>
    </I18nProvider>,
  );
}

describe("A poll in Spanish", () => {
  it("counts the votes in Spanish plurals and marks the viewer's vote", async () => {
    await renderSpanishPoll(aPoll({ myVote: 0, hasVotes: true, results: [1, 3], totalVotes: 4 }));
    expect(screen.getByText("Abierta")).toBeVisible();
    expect(screen.getByRole("img", { name: "Clifton: 1 voto, 25%, tu voto" })).toBeVisible();
    expect(screen.getByRole("img", { name: "Muizenberg: 3 votos, 75%" })).toBeVisible();
    expect(screen.getByText("4 votos en total")).toBeVisible();
    expect(screen.getByRole("button", { name: "Cambiar voto" })).toBeVisible();
    expect(screen.getByRole("button", { name: /^Editar encuesta: / })).toBeVisible();
  });

  it("asks for a vote before showing the results", async () => {
    await renderSpanishPoll(aPoll());
    expect(screen.getByRole("button", { name: "Ver resultados" })).toBeVisible();
  });
});
