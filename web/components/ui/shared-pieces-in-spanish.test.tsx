import { render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { authMessages } from "../../../contracts/auth-rules.ts";
import { networkError } from "../../lib/api.ts";
import { I18nProvider } from "../../lib/i18n/i18n-provider.tsx";
import { loadMessages } from "../../lib/i18n/messages.ts";
import { FieldProblem } from "./field-problem.tsx";
import { LoadFailed } from "./load-failed.tsx";
import { LoadMore } from "./load-more.tsx";
import { MutationError } from "./mutation-error.tsx";

async function renderInSpanish(children: ReactNode) {
  render(
    <I18nProvider language="es" messages={await loadMessages("es")}>
      {children}
    </I18nProvider>,
  );
}

const morePages = { hasNextPage: true, isFetchingNextPage: false, fetchNextPage: () => {} };

describe("The shared pieces in Spanish", () => {
  it("say their own words and our English refusals in Spanish", async () => {
    await renderInSpanish(
      <>
        <LoadFailed message={authMessages.emptyFields} retrying={false} onRetry={() => {}} />
        <LoadMore pages={morePages} />
        <MutationError error={networkError()} />
        <FieldProblem id="problem">{authMessages.invalidEmail}</FieldProblem>
      </>,
    );
    expect(screen.getByRole("button", { name: "Reintentar" })).toBeVisible();
    expect(screen.getByText("Completa todos los campos")).toBeVisible();
    expect(screen.getByRole("button", { name: "Cargar más" })).toBeVisible();
    expect(
      screen.getByText("No pudimos conectar con Coastal. Revisa tu conexión e inténtalo de nuevo."),
    ).toBeVisible();
    expect(screen.getByText("Escribe un correo electrónico válido")).toBeVisible();
  });

  it("keep words that are no message of ours as they are", async () => {
    await renderInSpanish(<FieldProblem id="problem">Texto del servidor</FieldProblem>);
    expect(screen.getByRole("alert").textContent).toBe("Texto del servidor");
  });
});
