import { screen, waitFor, within } from "@testing-library/react";
import { expect } from "vitest";

/**
 * The admin dashboard's panel of the tab named `name`, once its code has arrived: each
 * tab's code loads when the tab is shown, and the panel says "Loading the … tab" until
 * then. The first load of a module in a test compiles it, hence the long wait.
 */
export async function loadedTabPanel(name: string): Promise<HTMLElement> {
  const panel = screen.getByRole("tabpanel", { name });
  await waitFor(() => expect(within(panel).queryByText(/^Loading the .+ tab$/)).toBeNull(), {
    timeout: 15_000,
  });
  return panel;
}
