import { fireEvent, screen, within } from "@testing-library/react";
import type userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { postPhotoMessages } from "../../../contracts/post-photos-rules.ts";
import { uploadMessages } from "../../../contracts/uploads-rules.ts";
import { serveApi } from "../../../tests/support/fake-api.ts";
import { renderFeed, writeInComposer } from "../../../tests/support/feed-test-support.tsx";

const png = (name: string) => new File(["png"], name, { type: "image/png" });

/**
 * The picker's code comes with the first press of "Add photos", which then opens its file
 * chooser (the test runner compiles it then: a slow first import). Returns its file input.
 */
async function pressAddPhotos(user: ReturnType<typeof userEvent.setup>) {
  const add = screen.getByRole("button", { name: "Add photos" });
  await user.click(add);
  const input = await screen.findByLabelText("Photo", {}, { timeout: 10_000 });
  // The press keeps the focus on "Add photos", drawn now by the picker.
  expect(screen.getByRole("button", { name: "Add photos" })).toHaveFocus();
  return input;
}

describe("Photos in the feed's composer", () => {
  it("refuses a file as soon as it is chosen when it says it is an image but is not", async () => {
    const calls = serveApi({});
    const { user } = renderFeed([]);
    // A text file named like a photo: its type says PNG, but the browser cannot draw it.
    const fake = new File(["just some notes"], "notes.png", { type: "image/png" });
    await user.upload(await pressAddPhotos(user), fake);
    fireEvent.error(screen.getByRole("img", { name: "Ready to post: notes.png" }));

    expect(screen.getByRole("alert")).toHaveTextContent(
      `Error uploading image: ${uploadMessages.unsupportedType}`,
    );
    expect(screen.queryByRole("img", { name: "Ready to post: notes.png" })).toBeNull();
    expect(screen.getByRole("button", { name: "Add photos" })).toHaveFocus();
    expect(calls).toEqual([]);
  });

  it("asks for a description of each photo without requiring one, and puts them in order", async () => {
    serveApi({});
    const { user } = renderFeed([]);
    await user.upload(await pressAddPhotos(user), [png("a.png"), png("b.png"), png("c.png")]);
    expect(screen.getByText("3 of 8 photos")).toBeInTheDocument();
    expect(screen.getAllByText("Add a description for people using screen readers.")).toHaveLength(
      3,
    );

    await user.type(screen.getByLabelText("Description of photo 1"), "The pier at dawn");
    expect(screen.getAllByText("Add a description for people using screen readers.")).toHaveLength(
      2,
    );

    // Photo 1 moves later with the keyboard: focus travels with it.
    const later = screen.getByRole("button", { name: "Move photo 1 later" });
    later.focus();
    await user.keyboard("{Enter}");
    expect(screen.getByLabelText("Description of photo 2")).toHaveValue("The pier at dawn");
    expect(screen.getByRole("button", { name: "Move photo 2 later" })).toHaveFocus();
    const names = screen
      .getAllByRole("img", { name: /^Ready to post/ })
      .map((img) => img.getAttribute("alt"));
    expect(names).toEqual(["Ready to post: b.png", "Ready to post: a.png", "Ready to post: c.png"]);

    await user.click(screen.getByRole("button", { name: "Remove photo 3" }));
    expect(screen.getByText("2 of 8 photos")).toBeInTheDocument();
  });

  it("names the photos past the eighth instead of dropping them silently", async () => {
    serveApi({});
    const { user } = renderFeed([]);
    const files = Array.from({ length: 10 }, (_, i) => png(`p${i}.png`));
    await user.upload(await pressAddPhotos(user), files);
    expect(screen.getByText("8 of 8 photos")).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent(
      "A post can have at most 8 photos. 2 photos were not added.",
    );
    expect(screen.getByRole("button", { name: "Add photos" })).toBeDisabled();
  });

  it("reveals the content warning's field only when asked for", async () => {
    serveApi({});
    const { user } = renderFeed([]);
    expect(screen.queryByRole("textbox", { name: "Content warning" })).toBeNull();
    await user.click(screen.getByRole("checkbox", { name: "Add a content warning" }));
    // The form's code comes with this first press; the box stays ticked.
    const field = await screen.findByRole(
      "textbox",
      { name: "Content warning" },
      { timeout: 10_000 },
    );
    expect(field).toHaveAttribute("maxlength", "100");
    await user.type(field, "Spoilers");
    expect(within(field.parentElement as HTMLElement).getByText(/taps Show/)).toBeInTheDocument();
  });

  describe("while offline", () => {
    let online = true;
    Object.defineProperty(navigator, "onLine", { configurable: true, get: () => online });
    afterEach(() => {
      online = true;
    });

    it("refuses a post with several photos, saying why, and keeps what was written", async () => {
      const calls = serveApi({});
      const { user } = renderFeed([]);
      await writeInComposer(user, "Two shots of the pier");
      await user.upload(await pressAddPhotos(user), [png("a.png"), png("b.png")]);
      online = false;
      await user.click(screen.getByRole("button", { name: "Post" }));
      expect(screen.getByRole("alert")).toHaveTextContent(
        postPhotoMessages.offlinePhotos.defaultMessage,
      );
      expect(screen.getByText("2 of 8 photos")).toBeInTheDocument();
      expect(screen.getByLabelText(/What's happening in Miami/)).toHaveValue(
        "Two shots of the pier",
      );
      expect(calls).toEqual([]);
    });
  });
});
