import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { createIntl } from "../../../lib/i18n/intl.ts";
import { addPickedFiles, EntryPhotosField, type PickedPhoto } from "./photos-field.tsx";

const png = (name: string) => new File(["x"], name, { type: "image/png" });

function Picker({ initial = [] as PickedPhoto[] }) {
  const [photos, setPhotos] = useState<PickedPhoto[]>(initial);
  return (
    <EntryPhotosField
      photos={photos}
      onChange={setPhotos}
      max={8}
      disabled={false}
      progress={null}
    />
  );
}

const order = () =>
  screen.getAllByRole("img").map((img) => img.getAttribute("alt")?.replace(/^Photo \d+: /, ""));

// The picker's own words in English, as a page with no language chosen speaks them.
const englishWords = createIntl("en", {});

describe("Choosing a listing's photos", () => {
  it("adds up to 8 and says how many were left out", async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<Picker />);
    const files = Array.from({ length: 10 }, (_, index) => png(`p${index + 1}.png`));
    await user.upload(screen.getByLabelText("Add photos"), files);
    expect(screen.getAllByRole("img")).toHaveLength(8);
    expect(screen.getByRole("alert")).toHaveTextContent(
      "A listing can have at most 8 photos. 2 photos were not added.",
    );
    expect(screen.getByText("8 of 8 chosen.")).toBeVisible();
    expect(screen.getByRole("button", { name: "Add more photos" })).toBeDisabled();
  });

  it("moves a photo earlier or later with buttons, and removes one", async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<Picker />);
    await user.upload(screen.getByLabelText("Add photos"), [
      png("a.png"),
      png("b.png"),
      png("c.png"),
    ]);
    expect(order()).toEqual(["a.png", "b.png", "c.png"]);
    await user.click(screen.getByRole("button", { name: "Move photo 3 earlier" }));
    expect(order()).toEqual(["a.png", "c.png", "b.png"]);
    // Focus follows the photo, so pressing again keeps moving it.
    expect(screen.getByRole("button", { name: "Move photo 2 earlier" })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(order()).toEqual(["c.png", "a.png", "b.png"]);
    expect(screen.getByRole("button", { name: "Move photo 1 earlier" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Remove photo 2" }));
    expect(order()).toEqual(["c.png", "b.png"]);
  });

  it("refuses files that are not images, by name", () => {
    const text = new File(["hi"], "notes.txt", { type: "text/plain" });
    const result = addPickedFiles([], [text, png("ok.png")], 8, englishWords);
    expect(result.photos).toHaveLength(1);
    expect(result.problem).toBe("notes.txt: Only JPEG, PNG, WebP or GIF images can be uploaded.");
  });

  it("refuses a file that says it is an image but is not, as soon as it is chosen", async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<Picker />);
    // A text file named like a photo: its type says PNG, but the browser cannot draw it.
    await user.upload(screen.getByLabelText("Add photos"), [png("ok.png"), png("notes.png")]);
    fireEvent.error(screen.getByRole("img", { name: "Photo 2: notes.png" }));
    expect(order()).toEqual(["ok.png"]);
    expect(screen.getByRole("alert")).toHaveTextContent(
      "notes.png: Only JPEG, PNG, WebP or GIF images can be uploaded.",
    );
    expect(screen.getByText("1 of 8 chosen.")).toBeVisible();
  });
});
