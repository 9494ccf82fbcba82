import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import type { ModeratorRemoval } from "../../contracts/moderation.ts";
import { removalMessages } from "../../contracts/moderation-rules.ts";
import { DeleteDialog } from "./delete-dialog.tsx";
import { Button } from "./ui/button.tsx";

function DeleteAPost({
  moderating,
  onConfirm,
}: {
  moderating: boolean;
  onConfirm: (removal: ModeratorRemoval | undefined) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Delete</Button>
      <DeleteDialog
        open={open}
        moderating={moderating}
        title="Delete this post?"
        description="It disappears for everyone."
        confirmLabel="Delete post"
        busy={false}
        problem={null}
        onConfirm={onConfirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

async function open(moderating: boolean) {
  const user = userEvent.setup();
  const onConfirm = vi.fn();
  render(<DeleteAPost moderating={moderating} onConfirm={onConfirm} />);
  await user.click(screen.getByRole("button", { name: "Delete" }));
  // The first opening loads the dialog's code (decision 037).
  const dialog = await screen.findByRole(
    "alertdialog",
    { name: "Delete this post?" },
    { timeout: 5000 },
  );
  return { user, onConfirm, dialog };
}

describe("The delete dialog", () => {
  it("asks a moderator for a reason and says so when it is missing, without deleting", async () => {
    const { user, onConfirm, dialog } = await open(true);
    expect(dialog).toHaveTextContent(removalMessages.authorIsTold);
    const reason = within(dialog).getByLabelText("Reason");
    expect(reason).toHaveValue("");
    expect(within(dialog).queryByRole("alert")).toBeNull();

    await user.click(within(dialog).getByRole("button", { name: "Delete post" }));
    const alert = await within(dialog).findByRole("alert");
    expect(alert).toHaveTextContent(removalMessages.reasonRequired);
    // Tied to its field, which takes focus, so a screen reader hears what is missing where.
    expect(reason).toHaveAttribute("aria-describedby", alert.id);
    expect(reason).toHaveAttribute("aria-invalid", "true");
    await waitFor(() => expect(reason).toHaveFocus());
    expect(onConfirm).not.toHaveBeenCalled();

    await user.selectOptions(reason, "Off-topic");
    expect(within(dialog).queryByRole("alert")).toBeNull();
    await user.type(within(dialog).getByLabelText(removalMessages.noteLabel), "  Keep it local ");
    await user.click(within(dialog).getByRole("button", { name: "Delete post" }));
    expect(onConfirm).toHaveBeenCalledWith({ reason: "off_topic", note: "Keep it local" });
  });

  it("offers every reason of the list, and sends no note when none is written", async () => {
    const { user, onConfirm, dialog } = await open(true);
    const options = within(within(dialog).getByLabelText("Reason")).getAllByRole("option");
    expect(options.map((option) => option.textContent)).toEqual([
      "Choose a reason",
      "Spam",
      "Harassment",
      "Off-topic",
      "Inappropriate",
      "Other",
    ]);
    await user.selectOptions(within(dialog).getByLabelText("Reason"), "Spam");
    await user.click(within(dialog).getByRole("button", { name: "Delete post" }));
    expect(onConfirm).toHaveBeenCalledWith({ reason: "spam", note: undefined });
  });

  it("asks the author nothing: no reason, no note, just the question", async () => {
    const { user, onConfirm, dialog } = await open(false);
    expect(within(dialog).queryByLabelText("Reason")).toBeNull();
    expect(dialog).not.toHaveTextContent(removalMessages.authorIsTold);
    await user.click(within(dialog).getByRole("button", { name: "Delete post" }));
    expect(onConfirm).toHaveBeenCalledWith(undefined);
  });

  it("starts empty each time it opens", async () => {
    const { user, dialog } = await open(true);
    await user.selectOptions(within(dialog).getByLabelText("Reason"), "Spam");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    await user.click(screen.getByRole("button", { name: "Delete" }));
    const again = await screen.findByRole("alertdialog");
    expect(within(again).getByLabelText("Reason")).toHaveValue("");
  });
});
