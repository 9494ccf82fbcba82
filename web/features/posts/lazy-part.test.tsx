import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { I18nProvider } from "../../lib/i18n/i18n-provider.tsx";
import { loadMessages } from "../../lib/i18n/messages.ts";
import { lazyPart } from "./lazy-part.tsx";

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe("A part of the feed that loads on first use", () => {
  it("says it could not load when its code cannot be fetched, and Try again fetches it again", async () => {
    let fetches = 0;
    // The first fetch fails as a dropped connection does; the next one arrives.
    const Part = lazyPart(async () => {
      fetches += 1;
      if (fetches === 1) throw new TypeError("Failed to fetch dynamically imported module");
      return Greeting;
    });
    const user = userEvent.setup();
    render(
      <I18nProvider language="en" messages={await loadMessages("en")}>
        <Part name="Ana" fallback={<p>Loading…</p>} />
      </I18nProvider>,
    );
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Could not load this part of the page. Check your connection and try again.",
    );
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Hello Ana")).toBeVisible();
    expect(fetches).toBe(2);
  });
});
