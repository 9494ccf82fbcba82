import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { errorCodes } from "../../../contracts/errors.ts";
import { removalMessages } from "../../../contracts/moderation-rules.ts";
import { serveApi } from "../../../tests/support/fake-api.ts";
import {
  aPost,
  member,
  renderFeed,
  writeInComposer,
} from "../../../tests/support/feed-test-support.tsx";

describe("Reading the city feed", () => {
  it("says so when nobody has posted yet", () => {
    renderFeed([]);
    expect(screen.getByText("No posts yet in this community.")).toBeVisible();
  });

  it("shows what a member wrote as text, never as HTML", () => {
    const { container } = renderFeed([aPost({ content: "<img src=x onerror=alert(1)>" })]);
    expect(screen.getByText("<img src=x onerror=alert(1)>")).toBeVisible();
    expect(container.querySelector("img")).toBeNull();
  });

  it("keeps line breaks and makes web addresses clickable, leaving the full stop outside", () => {
    renderFeed([aPost({ content: "Clean-up Saturday.\nDetails: https://example.org/cleanup." })]);
    const link = screen.getByRole("link", { name: "https://example.org/cleanup" });
    expect(link.getAttribute("href")).toBe("https://example.org/cleanup");
    expect(link.getAttribute("rel")).toBe("noopener noreferrer nofollow");
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.closest("p")?.textContent).toBe(
      "Clean-up Saturday.\nDetails: https://example.org/cleanup.",
    );
  });

  it("names the author (or Anonymous) and says how long ago they posted", () => {
    renderFeed([aPost({ author: { id: "user-x", username: null, avatarUrl: null } })]);
    const post = screen.getByRole("article", { name: "Anonymous" });
    const time = within(post).getByText("about 2 hours ago");
    expect(time.tagName).toBe("TIME");
    expect(time.getAttribute("dateTime")).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it("offers Delete only on posts the viewer may delete, behind a confirmation", async () => {
    const mine = aPost({
      content: "Mine",
      canDelete: true,
      author: { id: member.id, username: "ana", avatarUrl: null },
    });
    const theirs = aPost({ content: "Theirs" });
    const calls = serveApi({ [`DELETE /api/posts/${mine.id}`]: { status: 204 } });
    const { user } = renderFeed([mine, theirs]);
    const [first, second] = screen.getAllByRole("article");
    expect(within(second as HTMLElement).queryByRole("button", { name: "Delete post" })).toBeNull();
    await user.click(within(first as HTMLElement).getByRole("button", { name: "Delete post" }));
    const dialog = await screen.findByRole(
      "alertdialog",
      { name: "Delete this post?" },
      { timeout: 5000 },
    );
    // Their own post: no reason asked.
    expect(within(dialog).queryByLabelText("Reason")).toBeNull();
    await user.click(within(dialog).getByRole("button", { name: "Delete post" }));
    await waitFor(() => expect(screen.queryByText("Mine")).toBeNull());
    expect(screen.getByText("Theirs")).toBeVisible();
    expect(calls).toEqual([{ route: `DELETE /api/posts/${mine.id}`, body: undefined }]);
  });

  it("asks a moderator deleting someone else's post for the reason its author is told", async () => {
    const theirs = aPost({ content: "Followers for sale", canDelete: true });
    const calls = serveApi({ [`DELETE /api/posts/${theirs.id}`]: { status: 204 } });
    const { user } = renderFeed([theirs]);
    await user.click(screen.getByRole("button", { name: "Delete post" }));
    const dialog = await screen.findByRole(
      "alertdialog",
      { name: "Delete this post?" },
      { timeout: 5000 },
    );
    await user.click(within(dialog).getByRole("button", { name: "Delete post" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      removalMessages.reasonRequired,
    );
    expect(calls).toEqual([]);
    await user.selectOptions(within(dialog).getByLabelText("Reason"), "Spam");
    await user.click(within(dialog).getByRole("button", { name: "Delete post" }));
    await waitFor(() => expect(screen.queryByText("Followers for sale")).toBeNull());
    expect(calls).toEqual([{ route: `DELETE /api/posts/${theirs.id}`, body: { reason: "spam" } }]);
  });
});

describe("Writing a post", () => {
  it("keeps what was typed and the focus while the form's code comes on first use", async () => {
    const { user } = renderFeed([]);
    await user.type(screen.getByLabelText("What's happening in Miami?"), "Surf's up");
    await waitFor(() => expect(screen.getByRole("button", { name: "Post" })).toBeEnabled(), {
      timeout: 10_000,
    });
    const box = screen.getByLabelText("What's happening in Miami?");
    expect(box).toHaveValue("Surf's up");
    expect(box).toHaveFocus();
    await user.keyboard(" at the pier");
    expect(box).toHaveValue("Surf's up at the pier");
  });

  it("suggests members for a mention written before the form's code came", async () => {
    serveApi({
      "GET /api/cities/miami/mention-suggestions": {
        status: 200,
        body: { items: [{ username: "ana.reyes", avatarUrl: null }] },
      },
    });
    const { user } = renderFeed([]);
    const standIn = screen.getByLabelText("What's happening in Miami?");
    await user.click(standIn);
    await user.paste("Low tide walk with @an");
    const listbox = await screen.findByRole(
      "listbox",
      { name: "Members to mention" },
      {
        timeout: 10_000,
      },
    );
    expect(within(listbox).getByRole("option", { name: "@ana.reyes" })).toBeVisible();
  });

  it("keeps Post disabled while the text is only whitespace", async () => {
    const { user } = renderFeed([]);
    const post = () => screen.getByRole("button", { name: "Post" });
    expect(post()).toBeDisabled();
    await user.type(screen.getByLabelText("What's happening in Miami?"), "   {Enter}  ");
    // The form's code comes with the first use; whitespace alone still leaves Post off.
    await waitFor(() =>
      expect(screen.getByLabelText("What's happening in Miami?")).toHaveAttribute("aria-controls"),
    );
    expect(post()).toBeDisabled();
    await user.type(screen.getByLabelText("What's happening in Miami?"), "Hi");
    expect(post()).toBeEnabled();
  });

  it("puts the new post on top and clears the form", async () => {
    const created = aPost({
      content: "Fresh news",
      author: { id: "user-ana", username: "ana", avatarUrl: null },
    });
    const calls = serveApi({ "POST /api/cities/miami/posts": { status: 201, body: created } });
    const { user } = renderFeed([aPost({ content: "Older news" })]);
    await writeInComposer(user, "Fresh news");
    const box = screen.getByLabelText("What's happening in Miami?");
    await user.click(screen.getByRole("button", { name: "Post" }));
    await waitFor(() =>
      expect(screen.getAllByRole("article")[0]?.textContent).toContain("Fresh news"),
    );
    expect((box as HTMLTextAreaElement).value).toBe("");
    expect(calls[0]?.body).toEqual({ content: "Fresh news" });
  });

  it("shows the server's refusal in the spec's words", async () => {
    serveApi({
      "POST /api/cities/miami/posts": {
        status: 403,
        body: { code: errorCodes.FORBIDDEN, message: "Nope" },
      },
    });
    const { user } = renderFeed([]);
    await writeInComposer(user, "Hello");
    await user.click(screen.getByRole("button", { name: "Post" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "You must be an active member to post in this community. Please join the community first.",
    );
  });
});
