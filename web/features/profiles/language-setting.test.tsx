import { screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { aViewer } from "../../../tests/support/a-viewer.ts";
import { serveApi } from "../../../tests/support/fake-api.ts";
import { renderAsViewer } from "../../../tests/support/render-as-viewer.tsx";
import { I18nProvider } from "../../lib/i18n/i18n-provider.tsx";
import { loadMessages } from "../../lib/i18n/messages.ts";
import { LanguageSetting } from "./language-setting.tsx";

let reload: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  reload = vi.spyOn(window.location, "reload").mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

const saved = (language: string | null) => ({
  status: 200,
  body: { id: "user-ana", username: "ana", language },
});

describe("the profile's language", () => {
  it("offers English, Español and the browser's, saves the choice and loads the page in it", async () => {
    const requests = serveApi({ "PATCH /api/profile": saved("es") });
    const { user } = renderAsViewer("/profile", <LanguageSetting language={null} />, {
      viewer: aViewer(),
    });
    const group = screen.getByRole("radiogroup", { name: "Language" });
    expect(group).toHaveAccessibleDescription(
      "Coastal's words, emails and dates follow the language you choose.",
    );
    expect(screen.getByRole("radio", { name: "Same as my browser" })).toBeChecked();

    await user.click(screen.getByRole("radio", { name: "Español" }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(requests).toEqual([{ route: "PATCH /api/profile", body: { language: "es" } }]);
    expect(screen.getByRole("radio", { name: "Español" })).toBeChecked();
  });

  it("stays on the page when the choice is the language it already speaks", async () => {
    serveApi({ "PATCH /api/profile": saved("en") });
    const { user } = renderAsViewer("/profile", <LanguageSetting language={null} />, {
      viewer: aViewer(),
    });
    await user.click(screen.getByRole("radio", { name: "English" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Language saved.");
    expect(reload).not.toHaveBeenCalled();
  });

  it("says so when the choice could not be saved, and keeps the one before", async () => {
    serveApi({ "PATCH /api/profile": { status: 500, body: { code: "INTERNAL", message: "x" } } });
    const { user } = renderAsViewer("/profile", <LanguageSetting language="en" />, {
      viewer: aViewer(),
    });
    await user.click(screen.getByRole("radio", { name: "Same as my browser" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Could not save your language. Please try again.",
    );
    expect(screen.getByRole("radio", { name: "English" })).toBeChecked();
    expect(reload).not.toHaveBeenCalled();
  });

  it("speaks Spanish on a Spanish page", async () => {
    serveApi({});
    renderAsViewer(
      "/profile",
      <I18nProvider language="es" messages={await loadMessages("es")}>
        <LanguageSetting language="es" />
      </I18nProvider>,
      { viewer: aViewer() },
    );
    expect(screen.getByRole("radiogroup", { name: "Idioma" })).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "Igual que mi navegador" })).not.toBeChecked();
    expect(screen.getByRole("radio", { name: "Español" })).toBeChecked();
    expect(screen.getByRole("radio", { name: "English" })).toBeInTheDocument();
  });
});
