import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ErrorScreen } from "./error-screen.tsx";

afterEach(() => vi.restoreAllMocks());

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
});
