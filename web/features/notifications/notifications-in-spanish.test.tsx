import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Notification } from "../../../contracts/notifications.ts";
import { aViewer } from "../../../tests/support/a-viewer.ts";
import { serveApi } from "../../../tests/support/fake-api.ts";
import { FakeEventSource } from "../../../tests/support/fake-event-source.ts";
import { renderAsViewer } from "../../../tests/support/render-as-viewer.tsx";
import { I18nProvider } from "../../lib/i18n/i18n-provider.tsx";
import { loadMessages } from "../../lib/i18n/messages.ts";
import { NotificationBell } from "./notification-bell.tsx";

beforeEach(() => {
  FakeEventSource.open = [];
  vi.stubGlobal("EventSource", FakeEventSource);
});
afterEach(() => vi.unstubAllGlobals());

const notice = (overrides: Partial<Notification>): Notification => ({
  id: crypto.randomUUID(),
  kind: "comment_on_post",
  text: "(the server's English, which the bell does not show)",
  title: "Morning swim",
  actorName: "bob",
  detail: null,
  targetId: "post-1",
  link: "/city/miami/posts/1",
  targetDeleted: false,
  count: 1,
  read: false,
  createdAt: new Date().toISOString(),
  ...overrides,
});

describe("The bell in Spanish", () => {
  it("names the unread count and says each notification in Spanish, plurals included", async () => {
    serveApi({
      "GET /api/me/notifications/unread-count": { status: 200, body: { unread: 2 } },
      "GET /api/me/notifications": {
        status: 200,
        body: {
          items: [
            notice({ createdAt: new Date(Date.now() - 5 * 60_000 - 10_000).toISOString() }),
            notice({ kind: "reaction_on_post", actorName: "ana", count: 4 }),
            notice({ kind: "membership_approved", title: "Miami", actorName: null }),
          ],
          nextCursor: null,
        },
      },
    });
    const messages = await loadMessages("es");
    const { user } = renderAsViewer(
      "/",
      <I18nProvider language="es" messages={messages}>
        <NotificationBell />
      </I18nProvider>,
      { viewer: aViewer() },
    );
    await user.click(await screen.findByRole("button", { name: "Notificaciones, 2 sin leer" }));
    expect(
      await screen.findByRole("menuitem", {
        name: /bob comentó en tu publicación "Morning swim"/,
      }),
    ).toBeVisible();
    expect(
      screen.getByRole("menuitem", {
        name: /ana y 3 personas más reaccionaron a tu publicación "Morning swim"/,
      }),
    ).toBeVisible();
    expect(
      screen.getByRole("menuitem", { name: /Tu solicitud para unirte a Miami fue aprobada/ }),
    ).toBeVisible();
    expect(screen.getByText("hace 5 minutos").tagName).toBe("TIME");
    expect(screen.getByRole("menuitem", { name: "Marcar todo como leído" })).toBeVisible();
    expect(screen.getByRole("menuitem", { name: "Ver todas las notificaciones" })).toBeVisible();
  });
});
