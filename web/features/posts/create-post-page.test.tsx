import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { postMessages } from "../../../contracts/posts.ts";
import { aMembership, aViewer } from "../../../tests/support/a-viewer.ts";
import { serveApi } from "../../../tests/support/fake-api.ts";
import { aPost, writeInComposer } from "../../../tests/support/feed-test-support.tsx";
import { renderAsViewer } from "../../../tests/support/render-as-viewer.tsx";
import { CreatePostPage } from "./create-post-page.tsx";

const miami = aMembership("miami", "Miami", "2026-03-01T00:00:00.000Z");
const capeTown = aMembership("cape-town", "Cape Town", "2026-01-01T00:00:00.000Z");
// Ana joined Cape Town, then Miami, and picked Cape Town in the city switcher.
const ana = aViewer({ memberships: [miami, capeTown], activeCitySlug: "cape-town" });

const openPage = (viewer: Parameters<typeof renderAsViewer>[2]["viewer"]) =>
  renderAsViewer("/create-post", <CreatePostPage />, { viewer });

describe("Create a Post", () => {
  it("tells visitors to log in to create posts, with the way to sign in", () => {
    openPage(null);
    expect(screen.getByRole("status")).toHaveTextContent("Please log in to create posts.");
    expect(screen.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/auth");
    expect(screen.queryByRole("button", { name: "Post" })).toBeNull();
  });

  it("points a signed-in user without a community to the communities", () => {
    openPage(aViewer());
    expect(screen.getByRole("heading", { level: 1, name: "Create a Post" })).toBeVisible();
    expect(screen.getByRole("heading", { name: "Join a community to post" })).toBeVisible();
    expect(screen.getByRole("link", { name: "Browse communities" })).toHaveAttribute(
      "href",
      "/communities",
    );
    expect(screen.queryByRole("button", { name: "Post" })).toBeNull();
  });

  it("posts to the active community unless another is picked", () => {
    openPage(ana);
    const picker = screen.getByRole("combobox", { name: "Community" });
    expect(picker).toHaveValue("cape-town");
    expect([...(picker as HTMLSelectElement).options].map((option) => option.textContent)).toEqual([
      "Miami",
      "Cape Town",
    ]);
    expect(screen.getByLabelText("What's happening in Cape Town?")).toBeVisible();
  });

  it("posts to the community picked and then opens its feed", async () => {
    const posted = aPost({ content: "Sunset swim at South Pointe?" });
    const calls = serveApi({ "POST /api/cities/miami/posts": { status: 201, body: posted } });
    const { user, router } = openPage(ana);
    await user.selectOptions(screen.getByRole("combobox", { name: "Community" }), "miami");
    await writeInComposer(user, "Sunset swim at South Pointe?");
    await user.click(screen.getByRole("button", { name: "Post" }));
    expect(await screen.findByText("Left the page for /city/miami/feed")).toBeVisible();
    expect(router.state.location.pathname).toBe("/city/miami/feed");
    expect(calls).toEqual([
      { route: "POST /api/cities/miami/posts", body: { content: "Sunset swim at South Pointe?" } },
    ]);
  });

  it("says why a post was refused and keeps what was written", async () => {
    serveApi({
      "POST /api/cities/cape-town/posts": {
        status: 403,
        body: { code: "FORBIDDEN", message: postMessages.membersOnly.defaultMessage },
      },
    });
    const { user } = openPage(ana);
    await writeInComposer(user, "Table Mountain is clear", "What's happening in Cape Town?");
    const text = () => screen.getByLabelText("What's happening in Cape Town?");
    await user.click(screen.getByRole("button", { name: "Post" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      postMessages.membersOnly.defaultMessage,
    );
    expect(text()).toHaveValue("Table Mountain is clear");
    expect(screen.getByRole("heading", { level: 1, name: "Create a Post" })).toBeVisible();
  });

  it("names the one community of a member of one city instead of a picker", () => {
    openPage(aViewer({ memberships: [capeTown] }));
    expect(screen.queryByRole("combobox", { name: "Community" })).toBeNull();
    expect(screen.getByText("Cape Town")).toBeVisible();
    expect(screen.getByLabelText("What's happening in Cape Town?")).toBeVisible();
  });

  it("offers Try again when who is signed in cannot be checked", async () => {
    serveApi({
      "GET /api/me": { status: 503, body: { code: "UNAVAILABLE", message: "Back in a moment." } },
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const router = createMemoryRouter([{ path: "/create-post", element: <CreatePostPage /> }], {
      initialEntries: ["/create-post"],
    });
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Could not load your communities. Back in a moment.",
    );
    expect(screen.getByRole("button", { name: "Try again" })).toBeVisible();
  });
});
