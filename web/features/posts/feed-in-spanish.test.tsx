import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { aPost, feedOf, member } from "../../../tests/support/feed-test-support.tsx";
import { I18nProvider } from "../../lib/i18n/i18n-provider.tsx";
import { loadMessages } from "../../lib/i18n/messages.ts";
import { viewerQueryKey } from "../../lib/use-viewer.ts";
import { CityFeed } from "./city-feed.tsx";
import { feedQueryKey } from "./use-posts.ts";

async function renderSpanishFeed(posts: ReturnType<typeof aPost>[]) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false } },
  });
  queryClient.setQueryData(viewerQueryKey, member);
  queryClient.setQueryData(feedQueryKey("miami"), feedOf(posts));
  render(
    <I18nProvider language="es" messages={await loadMessages("es")}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={["/city/miami/feed"]}>
          <CityFeed city="miami" />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nProvider>,
  );
}

describe("The city feed in Spanish", () => {
  it("says how long ago, counts comments and names the buttons in Spanish", async () => {
    await renderSpanishFeed([
      aPost({
        author: { id: "user-x", username: null, avatarUrl: null },
        createdAt: new Date(Date.now() - 5 * 60 * 1000).toISOString(),
        commentCount: 3,
        reactions: { like: 1, love: 0, haha: 0 },
        canDelete: true,
      }),
    ]);
    const post = screen.getByRole("article", { name: "Anónimo" });
    expect(within(post).getByText("hace 5 minutos").tagName).toBe("TIME");
    expect(within(post).getByRole("button", { name: "3 comentarios" })).toBeVisible();
    expect(within(post).getByRole("button", { name: "Me gusta" })).toHaveAccessibleDescription(
      "1 reacción",
    );
    expect(within(post).getByRole("button", { name: "Me encanta" })).toBeVisible();
    expect(within(post).getByRole("button", { name: "Eliminar publicación" })).toBeVisible();
  });

  it("says so in Spanish when nobody has posted yet", async () => {
    await renderSpanishFeed([]);
    expect(screen.getByText("Aún no hay publicaciones en esta comunidad.")).toBeVisible();
  });
});
