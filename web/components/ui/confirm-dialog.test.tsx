import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { Button } from "./button.tsx";
import { ConfirmDialog } from "./confirm-dialog.tsx";

function DeleteWithConfirmation({ onConfirm = () => {} }: { onConfirm?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Delete</Button>
      <ConfirmDialog
        open={open}
        title="Delete this post?"
        description="This cannot be undone."
        confirmLabel="Delete post"
        busy={false}
        problem={null}
        onConfirm={onConfirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

describe("A confirmation dialog", () => {
  it("is not on the page until asked for, then takes focus, and Escape hands it back to the button", async () => {
    const user = userEvent.setup();
    render(<DeleteWithConfirmation />);
    expect(screen.queryByRole("alertdialog")).toBeNull();
    const opener = screen.getByRole("button", { name: "Delete" });
    await user.click(opener);
    const dialog = await screen.findByRole("alertdialog", { name: "Delete this post?" });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it("opens again at once, and Cancel also hands focus back", async () => {
    const user = userEvent.setup();
    render(<DeleteWithConfirmation />);
    const opener = screen.getByRole("button", { name: "Delete" });
    await user.click(opener);
    await user.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Cancel" }),
    );
    await waitFor(() => expect(opener).toHaveFocus());
    await user.keyboard("{Enter}");
    expect(screen.getByRole("alertdialog", { name: "Delete this post?" })).toBeVisible();
  });
});
