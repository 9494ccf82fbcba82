import { render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ErrorScreen } from "./error-screen.tsx";

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

function Broken(): never {
  throw new Error("The tide took the server");
}

describe("Error screen", () => {
  it("says something went wrong, shows the error and offers Reload Page", () => {
    // React reports the thrown error on the console; the screen is what matters here.
    vi.spyOn(console, "error").mockImplementation(() => {});
    const router = createMemoryRouter([
      { path: "/", element: <Broken />, errorElement: <ErrorScreen /> },
    ]);
    render(<RouterProvider router={router} />);
    expect(screen.getByRole("heading", { name: "Something went wrong" })).toBeVisible();
    expect(screen.getByText("The tide took the server")).toBeVisible();
    expect(screen.getByRole("button", { name: "Reload Page" })).toBeVisible();
  });

  describe("after a deploy, in a tab that still runs the old build", () => {
    // The page's chunk of the old build is gone from the server.
    const staleRouter = () =>
      createMemoryRouter([
        {
          path: "/",
          errorElement: <ErrorScreen />,
          lazy: () =>
            Promise.reject(
              new TypeError(
                "Failed to fetch dynamically imported module: https://coastal.test/assets/feed-page-Bx1.js",
              ),
            ),
        },
      ]);

    it("loads the new version by itself instead of showing the error", async () => {
      vi.spyOn(console, "error").mockImplementation(() => {});
      const reload = vi.spyOn(window.location, "reload").mockImplementation(() => {});
      render(<RouterProvider router={staleRouter()} />);
      await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
      expect(screen.getByRole("status")).toHaveTextContent("Loading the new version");
      expect(screen.queryByRole("heading", { name: "Something went wrong" })).toBeNull();
    });

    it("shows the error screen when the reloaded page fails too, and reloads no more", async () => {
      vi.spyOn(console, "error").mockImplementation(() => {});
      const reload = vi.spyOn(window.location, "reload").mockImplementation(() => {});
      // The page before this one already reloaded for the new version.
      sessionStorage.setItem("coastal:reloaded-for-new-version", "an earlier page load");
      render(<RouterProvider router={staleRouter()} />);
      expect(await screen.findByRole("heading", { name: "Something went wrong" })).toBeVisible();
      expect(screen.getByText(/Failed to fetch dynamically imported module/)).toBeVisible();
      expect(reload).not.toHaveBeenCalled();
    });
  });
});
