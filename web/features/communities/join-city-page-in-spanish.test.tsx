import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { aCity } from "../../../tests/support/a-city.ts";
import { aViewer } from "../../../tests/support/a-viewer.ts";
import { serveNothing } from "../../../tests/support/fake-api.ts";
import { renderAsViewer } from "../../../tests/support/render-as-viewer.tsx";
import { I18nProvider } from "../../lib/i18n/i18n-provider.tsx";
import { loadMessages } from "../../lib/i18n/messages.ts";
import { cityQueryKey } from "../../lib/use-city.ts";
import { JoinCityPage } from "./join-city-page.tsx";

const inSpanish = async (city = aCity()) =>
  renderAsViewer(
    `/city/${city.slug}`,
    <I18nProvider language="es" messages={await loadMessages("es")}>
      <JoinCityPage />
    </I18nProvider>,
    { viewer: aViewer(), cached: [[cityQueryKey(city.slug), city]], path: "/city/:city" },
  );

describe("The join page in Spanish", () => {
  it("asks its questions in Spanish and says a missing answer in Spanish", async () => {
    serveNothing();
    const { user } = await inSpanish(aCity({ slug: "miami", name: "Miami", memberCount: 1 }));
    expect(screen.getByRole("heading", { name: "Solicitud para unirte" })).toBeVisible();
    expect(screen.getByText("1 miembro")).toBeVisible();
    expect(screen.getByLabelText("¿Por qué quieres unirte?")).toBeVisible();
    expect(screen.getByRole("radio", { name: "Vivo aquí" })).toBeVisible();
    expect(screen.getByText("Cómo funciona unirse")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Enviar solicitud" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Completa todos los campos");
  });

  it("tells a pending applicant in Spanish", async () => {
    serveNothing();
    await inSpanish(aCity({ slug: "miami", name: "Miami", viewerStatus: "pending" }));
    expect(screen.getByRole("heading", { name: "Membresía pendiente" })).toBeVisible();
    expect(
      screen.getByText(/Tu solicitud para unirte a Miami está esperando que un administrador/),
    ).toBeVisible();
  });
});
