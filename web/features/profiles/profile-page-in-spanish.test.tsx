import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { emailDefaults } from "../../../contracts/notifications-rules.ts";
import type { OwnProfile } from "../../../contracts/profiles.ts";
import { inAppDefaults, pushDefaults } from "../../../contracts/push-rules.ts";
import { aViewer } from "../../../tests/support/a-viewer.ts";
import { serveNothing } from "../../../tests/support/fake-api.ts";
import { renderAsViewer } from "../../../tests/support/render-as-viewer.tsx";
import { I18nProvider } from "../../lib/i18n/i18n-provider.tsx";
import { loadMessages } from "../../lib/i18n/messages.ts";
import { savedQueryKey } from "../../lib/saved-query-key.ts";
import { ProfilePage } from "./profile-page.tsx";
import { notificationPreferencesQueryKey } from "./use-notification-preferences.ts";
import { ownProfileQueryKey } from "./use-own-profile.ts";

const profile: OwnProfile = {
  id: "user-ana",
  email: "ana@example.com",
  username: "ana",
  bio: "Surf al amanecer.",
  avatarUrl: null,
  isAdmin: false,
  memberships: [{ citySlug: "miami", cityName: "Miami", joinedAt: "2025-03-04T10:00:00.000Z" }],
  phone: null,
  phoneCountry: "US",
  language: "es",
};

describe("The profile page in Spanish", () => {
  it("says its sections, fields, communities and email choices in Spanish", async () => {
    serveNothing();
    renderAsViewer(
      "/profile",
      <I18nProvider language="es" messages={await loadMessages("es")}>
        <ProfilePage />
      </I18nProvider>,
      {
        viewer: aViewer({ pendingCitySlugs: ["cape-town"] }),
        cached: [
          [ownProfileQueryKey, profile],
          [savedQueryKey, { pages: [{ items: [], nextCursor: null }], pageParams: [null] }],
          [["me", "reports"], { reports: [] }],
          [
            notificationPreferencesQueryKey,
            {
              email: emailDefaults,
              push: pushDefaults,
              inApp: inAppDefaults,
              quietHours: null,
              timeZone: "America/New_York",
            },
          ],
        ],
      },
    );
    expect(
      screen.getByRole("heading", { level: 1, name: "Configuración del perfil" }),
    ).toBeVisible();
    expect(screen.getByRole("heading", { name: "Datos de la cuenta" })).toBeVisible();
    expect(screen.getByLabelText("Nombre de usuario")).toHaveValue("ana");
    expect(screen.getByLabelText("Correo electrónico")).toHaveAccessibleDescription(
      "Inicias sesión con esta dirección. Para cambiarla, ve a Seguridad más abajo.",
    );
    expect(screen.getByRole("link", { name: "Seguridad" })).toHaveAttribute("href", "#security");
    expect(screen.getByRole("button", { name: "Cambiar foto" })).toBeVisible();
    expect(screen.getByRole("heading", { name: "Mis comunidades" })).toBeVisible();
    const since = screen.getByText(/^4 mar\.? 2025$/);
    expect(since.tagName).toBe("TIME");
    expect(since.closest("p")).toHaveTextContent(/^Miembro desde el 4 mar\.? 2025$/);
    expect(
      screen.getByRole("link", { name: "Ver el perfil de la comunidad: Miami" }),
    ).toBeVisible();
    expect(screen.getByText("Esperando que un administrador apruebe tu solicitud")).toBeVisible();
    expect(screen.getByText("No has reportado nada.")).toBeVisible();
    expect(screen.getByRole("heading", { name: "Notificaciones" })).toBeVisible();
    expect(
      screen.getByRole("switch", { name: "Correo: Comentarios en tus publicaciones" }),
    ).toBeChecked();
  });
});
