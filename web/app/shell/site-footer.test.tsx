import { screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { aViewer } from "../../../tests/support/a-viewer.ts";
import { serveApi, serveNothing } from "../../../tests/support/fake-api.ts";
import { renderAsViewer } from "../../../tests/support/render-as-viewer.tsx";
import { I18nProvider } from "../../lib/i18n/i18n-provider.tsx";
import { loadMessages } from "../../lib/i18n/messages.ts";
import { SiteFooter } from "./site-footer.tsx";

const forgetLanguageCookie = () => {
  // biome-ignore lint/suspicious/noDocumentCookie: the test clears what the switch wrote.
  document.cookie = "coastal_lang=; path=/; max-age=0";
};

let assign: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  forgetLanguageCookie();
  assign = vi.spyOn(window.location, "assign").mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  forgetLanguageCookie();
});

describe("the footer's language switch", () => {
  it("offers English and Español as links to the page in each, marking the current one", () => {
    serveNothing();
    renderAsViewer("/communities?city=miami", <SiteFooter />, { viewer: null });
    const languages = screen.getByRole("navigation", { name: "Language" });
    expect(languages).toHaveTextContent("English·Español");
    const english = screen.getByRole("link", { name: "English" });
    const spanish = screen.getByRole("link", { name: "Español" });
    expect(english).toHaveAttribute("aria-current", "true");
    expect(spanish).not.toHaveAttribute("aria-current");
    expect(spanish).toHaveAttribute("href", "/communities?lang=es");
    expect(spanish).toHaveAttribute("hreflang", "es");
    expect(spanish).toHaveAttribute("lang", "es");
  });

  it("keeps a visitor's choice in the cookie and loads the page again, from the keyboard", async () => {
    serveNothing();
    const { user } = renderAsViewer("/communities?city=miami&lang=en", <SiteFooter />, {
      viewer: null,
    });
    screen.getByRole("link", { name: "Español" }).focus();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/communities?city=miami"));
    expect(document.cookie).toContain("coastal_lang=es");
  });

  it("saves a member's choice as their profile's language", async () => {
    const requests = serveApi({ "PATCH /api/profile": { status: 200, body: {} } });
    const { user } = renderAsViewer("/city/miami/feed", <SiteFooter />, { viewer: aViewer() });
    await user.click(screen.getByRole("link", { name: "Español" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/city/miami/feed"));
    expect(requests).toEqual([{ route: "PATCH /api/profile", body: { language: "es" } }]);
  });

  it("speaks Spanish on a Spanish page, with Español marked", async () => {
    serveNothing();
    const messages = await loadMessages("es");
    renderAsViewer(
      "/communities",
      <I18nProvider language="es" messages={messages}>
        <SiteFooter />
      </I18nProvider>,
      { viewer: null },
    );
    expect(screen.getByText("Comunidades locales para la vida junto al mar.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Comunidades" })).toHaveAttribute(
      "href",
      "/communities",
    );
    expect(screen.getByRole("navigation", { name: "Idioma" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Español" })).toHaveAttribute("aria-current", "true");
    expect(screen.getByRole("link", { name: "Inicio de Coastal" })).toHaveAttribute("href", "/");
  });
});
