import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { PhotoGallery } from "./photo-gallery.tsx";

const photos = [1, 2, 3].map((n) => ({
  url: `/uploads/board-${n}.webp`,
  thumbnailUrl: `/uploads/board-${n}-thumb.webp`,
  width: 1200,
  height: 900,
}));

/** A finger's drag across the viewer: down, then up `dx` px to the side. */
function drag(on: Element, dx: number) {
  fireEvent.pointerDown(on, { pointerId: 1, isPrimary: true, clientX: 200, clientY: 300 });
  fireEvent.pointerUp(on, { pointerId: 1, isPrimary: true, clientX: 200 + dx, clientY: 300 });
}

// A reader who prefers less motion: the viewer changes photo without its slide animation,
// which happy-dom cancels with an unhandled rejection.
const device = () =>
  (window as unknown as { happyDOM: { settings: { device: { prefersReducedMotion: string } } } })
    .happyDOM.settings.device;

describe("The photo viewer", () => {
  beforeEach(() => {
    device().prefersReducedMotion = "reduce";
  });
  afterEach(() => {
    device().prefersReducedMotion = "no-preference";
  });

  it("moves on only when a swipe goes past the spec's 50 px: 30 px stays, 60 px moves", async () => {
    const user = userEvent.setup();
    render(<PhotoGallery photos={photos} title="Surfboard" />);
    await user.click(screen.getByRole("button", { name: /View full screen/ }));
    const viewer = await screen.findByRole("dialog");
    const photo = () => within(viewer).getByRole("img", { name: "Surfboard (1 of 3)" });
    expect(within(viewer).getByText("1 / 3")).toBeVisible();

    drag(photo(), -30);
    expect(within(viewer).getByText("1 / 3")).toBeVisible();

    drag(photo(), -60);
    expect(await within(viewer).findByText("2 / 3")).toBeVisible();

    drag(within(viewer).getByRole("img", { name: "Surfboard (2 of 3)" }), 60);
    expect(await within(viewer).findByText("1 / 3")).toBeVisible();

    // A drag that starts beside the photo moves on too, rather than closing the viewer...
    const beside = viewer.querySelector(".yarl__slide") as HTMLElement;
    drag(beside, -60);
    expect(await within(viewer).findByText("2 / 3")).toBeVisible();
    expect(viewer).toBeInTheDocument();
    // ...and a tap there closes it.
    drag(viewer.querySelector(".yarl__slide") as HTMLElement, 0);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.getByRole("button", { name: "Show photo 2 of 3" })).toHaveAttribute(
      "aria-current",
      "true",
    );
  });
});
