import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { expectAlert } from "../../../tests/support/expect-alert.ts";
import { type FakeRequest, serveNothing } from "../../../tests/support/fake-api.ts";
import { I18nProvider } from "../../lib/i18n/i18n-provider.tsx";
import { loadMessages } from "../../lib/i18n/messages.ts";
import { viewerQueryKey } from "../../lib/use-viewer.ts";
import { signInOptionsQueryKey } from "./auth-api.ts";
import { AuthPage } from "./auth-page.tsx";

async function renderInSpanish(url: string) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false } },
  });
  queryClient.setQueryData(viewerQueryKey, null);
  queryClient.setQueryData(signInOptionsQueryKey, { oidc: null });
  const router = createMemoryRouter([{ path: "/auth", element: <AuthPage /> }], {
    initialEntries: [url],
  });
  const messages = await loadMessages("es");
  render(
    <I18nProvider language="es" messages={messages}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nProvider>,
  );
  return userEvent.setup();
}

describe("Signing in and up in Spanish", () => {
  let requests: FakeRequest[];
  beforeEach(() => {
    requests = serveNothing();
  });
  afterEach(() => expect(requests).toEqual([]));

  it("shows the sign-in form and its refusals in Spanish", async () => {
    const user = await renderInSpanish("/auth");
    expect(
      screen.getByRole("heading", { level: 1, name: "Qué bueno verte de nuevo" }),
    ).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Iniciar sesión" }));
    await expectAlert("Completa todos los campos");
    await user.type(screen.getByLabelText("Correo electrónico"), "not-an-address");
    await user.type(screen.getByLabelText("Contraseña"), "whatever");
    await user.click(screen.getByRole("button", { name: "Iniciar sesión" }));
    await expectAlert("Escribe un correo electrónico válido");
    await waitFor(() => expect(document.title).toBe("Iniciar sesión · Coastal"));
  });

  it("lists the password rules in Spanish on sign-up", async () => {
    await renderInSpanish("/auth?mode=signup");
    expect(screen.getByRole("heading", { level: 1, name: "Crea tu cuenta" })).toBeVisible();
    expect(screen.getByText("Al menos 8 caracteres")).toBeVisible();
    expect(screen.getByRole("button", { name: "Generar" })).toBeVisible();
    expect(
      screen.getByRole("link", { name: "¿Ya tienes una cuenta? Inicia sesión" }),
    ).toBeVisible();
  });
});
