import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { uploadMessages } from "../../../contracts/uploads-rules.ts";
import { serveApi } from "../../../tests/support/fake-api.ts";
import { renderFeed } from "../../../tests/support/feed-test-support.tsx";

describe("A photo in the feed's composer", () => {
  it("is refused as soon as it is chosen when it says it is an image but is not", async () => {
    const calls = serveApi({});
    const { user } = renderFeed([]);
    // A text file named like a photo: its type says PNG, but the browser cannot draw it.
    const fake = new File(["just some notes"], "notes.png", { type: "image/png" });
    await user.upload(screen.getByLabelText("Photo"), fake);
    fireEvent.error(screen.getByRole("img", { name: "Ready to post: notes.png" }));

    expect(screen.getByRole("alert")).toHaveTextContent(
      `Error uploading image: ${uploadMessages.unsupportedType}`,
    );
    expect(screen.queryByText("notes.png")).toBeNull();
    expect(screen.getByRole("button", { name: "Add photo" })).toHaveFocus();
    expect(calls).toEqual([]);
  });
});
