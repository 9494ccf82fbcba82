import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { pollMessages } from "../../../contracts/polls-rules.ts";
import { aPoll } from "../../../tests/support/a-poll.ts";
import { aViewer } from "../../../tests/support/a-viewer.ts";
import { expectAlert } from "../../../tests/support/expect-alert.ts";
import { type FakeRequest, serveNothing } from "../../../tests/support/fake-api.ts";
import { renderAsViewer } from "../../../tests/support/render-as-viewer.tsx";
import { CreatePollButton } from "./create-poll-dialog.tsx";
import { EditPollButton } from "./edit-poll-dialog.tsx";

const admin = aViewer({ isAdmin: true });

async function openCreateForm() {
  const rendered = renderAsViewer("/", <CreatePollButton city="cape-town" />, { viewer: admin });
  await rendered.user.click(screen.getByRole("button", { name: "Create Poll" }));
  const dialog = within(await screen.findByRole("dialog", { name: "Create a New Poll" }));
  return { ...rendered, dialog };
}

const removeButtons = (dialog: ReturnType<typeof within>) =>
  dialog.queryAllByRole("button", { name: /^Remove option/ });

describe("The poll form", () => {
  let requests: FakeRequest[];
  beforeEach(() => {
    requests = serveNothing();
  });
  afterEach(() => {
    expect(requests).toEqual([]);
  });

  it("refuses a poll with a blank option, in the spec's words", async () => {
    const { user, dialog } = await openCreateForm();
    await user.type(dialog.getByLabelText("Question"), "Best surf spot?");
    await user.type(dialog.getByLabelText("Option 1"), "Muizenberg");
    await user.click(dialog.getByRole("button", { name: "Create Poll" }));
    await expectAlert(pollMessages.invalid.defaultMessage, dialog);
    expect(dialog.getByLabelText("Option 2").getAttribute("aria-invalid")).toBe("true");
  });

  it("refuses a poll without a question", async () => {
    const { user, dialog } = await openCreateForm();
    await user.type(dialog.getByLabelText("Option 1"), "Yes");
    await user.type(dialog.getByLabelText("Option 2"), "No");
    await user.click(dialog.getByRole("button", { name: "Create Poll" }));
    await expectAlert(pollMessages.invalid.defaultMessage, dialog);
  });

  it("offers Remove only while there are more than two options", async () => {
    const { user, dialog } = await openCreateForm();
    expect(removeButtons(dialog)).toHaveLength(0);
    await user.click(dialog.getByRole("button", { name: "Add option" }));
    expect(dialog.getByLabelText("Option 3")).toBeVisible();
    expect(removeButtons(dialog)).toHaveLength(3);
    await user.click(dialog.getByRole("button", { name: "Remove option 2" }));
    expect(dialog.queryByLabelText("Option 3")).toBeNull();
    expect(removeButtons(dialog)).toHaveLength(0);
  });

  it("keeps what was typed in the other options when one is removed", async () => {
    const { user, dialog } = await openCreateForm();
    await user.click(dialog.getByRole("button", { name: "Add option" }));
    await user.type(dialog.getByLabelText("Option 1"), "Clifton");
    await user.type(dialog.getByLabelText("Option 2"), "Camps Bay");
    await user.type(dialog.getByLabelText("Option 3"), "Muizenberg");
    await user.click(dialog.getByRole("button", { name: "Remove option 2" }));
    expect((dialog.getByLabelText("Option 1") as HTMLInputElement).value).toBe("Clifton");
    expect((dialog.getByLabelText("Option 2") as HTMLInputElement).value).toBe("Muizenberg");
    expect(document.activeElement).toBe(dialog.getByLabelText("Option 2"));
  });

  it("stops adding options at ten", async () => {
    const { user, dialog } = await openCreateForm();
    for (let count = 2; count < 10; count++) {
      await user.click(dialog.getByRole("button", { name: "Add option" }));
    }
    expect(dialog.getByLabelText("Option 10")).toBeVisible();
    expect(dialog.queryByRole("button", { name: "Add option" })).toBeNull();
    expect(dialog.getByText("A poll can have up to 10 options.")).toBeVisible();
  });

  it("refuses a closing time in the past", async () => {
    const { user, dialog } = await openCreateForm();
    await user.type(dialog.getByLabelText("Question"), "Best surf spot?");
    await user.type(dialog.getByLabelText("Option 1"), "Muizenberg");
    await user.type(dialog.getByLabelText("Option 2"), "Long Beach");
    await user.type(dialog.getByLabelText("Closes (optional)"), "2020-01-01T10:00");
    await user.click(dialog.getByRole("button", { name: "Create Poll" }));
    await expectAlert(pollMessages.expiryInPast.defaultMessage, dialog);
  });

  it("prefills Edit Poll, and lets everything change while nobody has voted", async () => {
    const { user } = renderAsViewer("/", <EditPollButton poll={aPoll()} />, { viewer: admin });
    await user.click(screen.getByRole("button", { name: /^Edit/ }));
    const dialog = within(await screen.findByRole("dialog", { name: "Edit Poll" }));
    const question = dialog.getByLabelText("Question") as HTMLInputElement;
    expect(question.value).toBe("Where should the next beach clean-up be?");
    expect(question.readOnly).toBe(false);
    expect((dialog.getByLabelText("Option 2") as HTMLInputElement).value).toBe("Muizenberg");
    expect(dialog.getByRole("button", { name: "Add option" })).toBeVisible();
  });

  it("locks the question and options of a poll that has votes", async () => {
    const poll = aPoll({ hasVotes: true, expiresAt: "2099-06-01T10:00:00.000Z" });
    const { user } = renderAsViewer("/", <EditPollButton poll={poll} />, { viewer: admin });
    await user.click(screen.getByRole("button", { name: /^Edit/ }));
    const dialog = within(await screen.findByRole("dialog", { name: "Edit Poll" }));
    expect(dialog.getByText(pollMessages.lockedAfterVotes.defaultMessage)).toBeVisible();
    expect((dialog.getByLabelText("Question") as HTMLInputElement).readOnly).toBe(true);
    expect((dialog.getByLabelText("Option 1") as HTMLInputElement).readOnly).toBe(true);
    expect((dialog.getByLabelText("Option 2") as HTMLInputElement).readOnly).toBe(true);
    expect(dialog.queryByRole("button", { name: "Add option" })).toBeNull();
    expect(removeButtons(dialog)).toHaveLength(0);
    const expiry = dialog.getByLabelText("Closes (optional)") as HTMLInputElement;
    expect(expiry.readOnly).toBe(false);
    expect(document.activeElement).toBe(expiry);
    expect(expiry.value).toMatch(/^2099-06-0[12]T\d\d:\d\d$/);
  });
});
