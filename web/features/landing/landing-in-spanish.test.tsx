import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { noAnswer, serveApi } from "../../../tests/support/fake-api.ts";
import { I18nProvider } from "../../lib/i18n/i18n-provider.tsx";
import { loadMessages } from "../../lib/i18n/messages.ts";
import { viewerQueryKey } from "../../lib/use-viewer.ts";
import { LandingPage } from "./landing-page.tsx";

beforeEach(() => serveApi({ "GET *": noAnswer }));

describe("The landing page in Spanish", () => {
  it("welcomes a visitor, features the cities and invites them to join, in Spanish", async () => {
    const queryClient = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
    });
    queryClient.setQueryData(viewerQueryKey, null);
    const router = createMemoryRouter([{ path: "/", element: <LandingPage /> }]);
    render(
      <I18nProvider language="es" messages={await loadMessages("es")}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </I18nProvider>,
    );
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(
      "Te damos la bienvenida a Coastal",
    );
    expect(screen.getAllByRole("link", { name: "Únete ahora" })).toHaveLength(2);
    expect(
      screen.getByRole("heading", { level: 2, name: "Tres costas, un solo vecindario" }),
    ).toBeVisible();
    expect(screen.getByText("Acerca de Coastal")).toBeVisible();
    expect(
      screen.getByRole("heading", {
        level: 2,
        name: "El tablón de anuncios de la comunidad para la vida junto al mar",
      }),
    ).toBeVisible();
    expect(screen.getByRole("link", { name: "Todas las comunidades" })).toBeVisible();
  });
});
