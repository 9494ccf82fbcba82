import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { uploadMessages } from "../../../contracts/uploads-rules.ts";
import { Composer, type ComposerPhotos } from "./composer.tsx";

// jsdom has no object URLs; the composer only shows them as previews.
const { createObjectURL, revokeObjectURL } = URL;
beforeAll(() => {
  URL.createObjectURL = () => "blob:preview";
  URL.revokeObjectURL = () => {};
});
afterAll(() => {
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
});

const image = (name: string) => new File(["x"], name, { type: "image/jpeg" });

describe("the composer's photos", () => {
  it("keeps at most 4, removes one, sends photos with no words and their descriptions, then clears", async () => {
    const user = userEvent.setup();
    const send = vi.fn(async (_text: string, _photos?: ComposerPhotos) => {});
    render(<Composer send={send} sending={false} quickReplies={false} withPhotos />);
    const input = screen.getByTestId("message-photo-input");
    await user.upload(
      input,
      ["a", "b", "c", "d", "e"].map((n) => image(`${n}.jpg`)),
    );
    expect(screen.getByRole("alert")).toHaveTextContent("You can add up to 4 photos to a message.");
    const picked = screen.getByRole("list", { name: "Photos to send" });
    expect(within(picked).getAllByRole("listitem")).toHaveLength(4);
    expect(screen.getByRole("button", { name: "Add photos" })).toBeDisabled();

    await user.click(within(picked).getByRole("button", { name: "Remove photo 1" }));
    expect(within(picked).getAllByRole("listitem")).toHaveLength(3);
    await user.type(
      within(picked).getByRole("textbox", { name: "Describe photo 1 (optional)" }),
      "The hull",
    );
    await user.click(screen.getByRole("button", { name: "Send" }));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    const [text, photos] = send.mock.calls[0] ?? [];
    expect(text).toBe("");
    expect(photos?.photos.map((photo) => [photo.file.name, photo.alt])).toEqual([
      ["b.jpg", "The hull"],
      ["c.jpg", ""],
      ["d.jpg", ""],
    ]);
    await waitFor(() => expect(screen.queryByRole("list", { name: "Photos to send" })).toBeNull());
  });

  it("refuses a file that is not an image before any upload, and keeps photos after a failed send", async () => {
    const user = userEvent.setup({ applyAccept: false });
    const send = vi.fn(async () => {
      throw new Error("offline");
    });
    render(<Composer send={send} sending={false} quickReplies={false} withPhotos />);
    const input = screen.getByTestId("message-photo-input");
    await user.upload(input, new File(["%PDF"], "bill.pdf", { type: "application/pdf" }));
    expect(screen.getByRole("alert")).toHaveTextContent(uploadMessages.unsupportedType);
    expect(screen.queryByRole("list", { name: "Photos to send" })).toBeNull();
    await user.upload(input, image("kayak.jpg"));
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByText(/Your message was not sent/)).toBeInTheDocument();
    expect(screen.getByRole("list", { name: "Photos to send" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });

  it("offers no photos where the composer is not given them", () => {
    render(<Composer send={async () => {}} sending={false} quickReplies={false} />);
    expect(screen.queryByRole("button", { name: "Add photos" })).toBeNull();
  });
});
