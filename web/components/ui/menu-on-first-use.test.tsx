import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type ComponentType, lazy, Suspense } from "react";
import { describe, expect, it } from "vitest";
import { type FirstOpen, useFirstOpenFocus, useMenuOnFirstUse } from "./menu-on-first-use.ts";

type MenuProps = { firstOpen: FirstOpen };

/** A menu whose code arrives only when the test says so, as a slow network would bring it. */
function heldMenu() {
  let release: () => void = () => {};
  const arrived = new Promise<{ default: ComponentType<MenuProps> }>((resolve) => {
    release = () => resolve({ default: LoadedMenu });
  });
  let asked = 0;
  const load = () => {
    asked++;
    return arrived;
  };
  return { load, Menu: lazy(load), release: () => act(release), asked: () => asked };
}

/** What arrives: the menu already open, its first item focused after a key (as Radix does). */
function LoadedMenu({ firstOpen }: MenuProps) {
  const content = useFirstOpenFocus(firstOpen);
  return (
    <>
      <button type="button" aria-haspopup="menu" aria-expanded={true}>
        Account menu
      </button>
      <div ref={content} role="menu">
        <a role="menuitem" href="/profile">
          Profile Settings
        </a>
      </div>
    </>
  );
}

function Trigger({ held }: { held: ReturnType<typeof heldMenu> }) {
  const { firstOpen, triggerProps } = useMenuOnFirstUse(held.load);
  const button = (
    <button type="button" {...triggerProps}>
      Account menu
    </button>
  );
  return (
    <Suspense fallback={button}>
      {firstOpen ? <held.Menu firstOpen={firstOpen} /> : button}
    </Suspense>
  );
}

describe("A menu whose code loads on first use", () => {
  it("opens after a press made before its code came, once the code is here", async () => {
    const user = userEvent.setup();
    const held = heldMenu();
    render(<Trigger held={held} />);
    const button = screen.getByRole("button", { name: "Account menu" });
    expect(button.getAttribute("aria-expanded")).toBe("false");

    await user.click(button);
    // The press asked for the code; until it comes the button stays, closed, and nothing is lost.
    expect(held.asked()).toBeGreaterThan(0);
    expect(screen.queryByRole("menu")).toBeNull();
    expect(screen.getByRole("button", { name: "Account menu" })).toBe(button);

    await held.release();
    expect(await screen.findByRole("menu")).toBeVisible();
    expect(screen.getByRole("button", { name: "Account menu" }).getAttribute("aria-expanded")).toBe(
      "true",
    );
  });

  it("opens on its first item after Enter pressed before the code came", async () => {
    const user = userEvent.setup();
    const held = heldMenu();
    render(<Trigger held={held} />);
    screen.getByRole("button", { name: "Account menu" }).focus();
    await user.keyboard("{Enter}");
    expect(screen.queryByRole("menu")).toBeNull();

    await held.release();
    const item = await screen.findByRole("menuitem", { name: "Profile Settings" });
    await waitFor(() => expect(item).toHaveFocus());
  });

  it("starts fetching the code when the pointer or focus reaches the button, before a press", async () => {
    const user = userEvent.setup();
    const held = heldMenu();
    render(<Trigger held={held} />);
    expect(held.asked()).toBe(0);
    await user.hover(screen.getByRole("button", { name: "Account menu" }));
    expect(held.asked()).toBe(1);
    expect(screen.queryByRole("menu")).toBeNull();
  });
});
