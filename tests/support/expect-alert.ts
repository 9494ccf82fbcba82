// Test support: forms built with react-hook-form check their values asynchronously,
// so what a submit shows is awaited rather than read at once.
import { type BoundFunctions, type queries, screen, waitFor } from "@testing-library/react";
import { expect } from "vitest";

/** The form's one alert says exactly `text` (in `scope`, e.g. a dialog). */
export const expectAlert = (
  text: string,
  scope: Pick<BoundFunctions<typeof queries>, "getByRole"> = screen,
) => waitFor(() => expect(scope.getByRole("alert").textContent).toBe(text));
