import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { aCity } from "../../../tests/support/a-city.ts";
import { aListingCard } from "../../../tests/support/a-listing.ts";
import { renderAsViewer } from "../../../tests/support/render-as-viewer.tsx";
import { I18nProvider } from "../../lib/i18n/i18n-provider.tsx";
import { loadMessages } from "../../lib/i18n/messages.ts";
import { cityQueryKey } from "../../lib/use-city.ts";
import { MarketplacePage } from "./marketplace-pages.tsx";
import { marketplaceItemsQueryKey } from "./use-marketplace-items.ts";

// Issue 30: a Spanish reader sees the directories in Spanish, prices in the city's currency.
const noFilters = {
  q: "",
  category: "",
  condition: "",
  status: "",
  minPrice: "",
  maxPrice: "",
};
const miami = aCity({
  slug: "miami",
  name: "Miami",
  timeZone: "America/New_York",
  locale: "en-US",
  currency: "USD",
});

async function renderInSpanish(items = [aListingCard({ citySlug: "miami", ...dollars })]) {
  const messages = await loadMessages("es");
  renderAsViewer(
    "/city/miami/marketplace",
    <I18nProvider language="es" messages={messages}>
      <MarketplacePage />
    </I18nProvider>,
    {
      viewer: null,
      path: "/city/:city/marketplace",
      cached: [
        [cityQueryKey("miami"), miami],
        [
          [...marketplaceItemsQueryKey("miami", noFilters), "page"],
          { pages: [{ items, nextCursor: null }], pageParams: [null] },
        ],
      ],
    },
  );
}
const dollars = { price: 1250, locale: "en-US", currency: "USD" };

describe("The marketplace in Spanish", () => {
  it("names its filters, labels and actions in Spanish", async () => {
    await renderInSpanish();
    expect(screen.getAllByRole("link", { name: "Crear publicación" })[0]).toBeVisible();
    expect(screen.getByRole("button", { name: "Aplicar filtros" })).toBeInTheDocument();
    expect(screen.getByLabelText("Categoría")).toBeInTheDocument();
    expect(screen.getByRole("option", { name: "Reservado" })).toBeInTheDocument();
    const card = screen.getByRole("article");
    expect(card).toHaveTextContent("Deportes");
    expect(card).toHaveTextContent("Bueno");
    expect(card).toHaveTextContent("$1,250.00");
    expect(screen.getByRole("link", { name: "Ver Sit-on-top kayak" })).toBeVisible();
  });

  it("says the spec's empty state in Spanish", async () => {
    await renderInSpanish([]);
    expect(
      screen.getByText("No se encontraron artículos. ¡Sé el primero en publicar algo!"),
    ).toBeVisible();
  });
});
