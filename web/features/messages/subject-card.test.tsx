import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ConversationSubject } from "../../../contracts/messages.ts";
import { aViewer } from "../../../tests/support/a-viewer.ts";
import { serveApi } from "../../../tests/support/fake-api.ts";
import { renderAsViewer } from "../../../tests/support/render-as-viewer.tsx";
import { SubjectCard } from "./subject-card.tsx";

// Issue 32: the seller marks the item from the conversation, on the directory's status route.
const kayak: ConversationSubject = {
  kind: "listing",
  id: "item-1",
  title: "Blue kayak",
  thumbnailUrl: null,
  path: "/city/miami/marketplace/item-1",
  status: "available",
  mine: true,
  removed: false,
};

const statusRoute = "POST /api/marketplace-items/item-1/status";
const renderCard = (subject: ConversationSubject) => {
  const requests = serveApi({
    [statusRoute]: { status: 200, body: {} },
    "GET *": { status: 200, body: { items: [], nextCursor: null } },
  });
  const rendered = renderAsViewer("/messages/c1", <SubjectCard subject={subject} />, {
    viewer: aViewer(),
  });
  return { ...rendered, requests };
};

describe("The item on top of a conversation", () => {
  it("lets the seller mark an available item reserved at once, with no question", async () => {
    const { user, requests } = renderCard(kayak);
    expect(screen.getByText("Available")).toBeVisible();
    expect(screen.queryByRole("button", { name: "Mark available" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Mark reserved" }));
    await waitFor(() =>
      expect(requests.find((r) => r.route === statusRoute)?.body).toEqual({ status: "reserved" }),
    );
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("asks before sold, and sends nothing when the seller cancels", async () => {
    const { user, requests } = renderCard({ ...kayak, status: "reserved" });
    expect(screen.getByText("Reserved")).toBeVisible();
    expect(screen.queryByRole("button", { name: "Mark reserved" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Mark sold" }));
    const dialog = await screen.findByRole("dialog", { name: "Mark “Blue kayak” sold?" });
    expect(dialog).toHaveTextContent(
      "Everyone else who asked about it will be told it has been sold.",
    );
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(requests.some((r) => r.route === statusRoute)).toBe(false);
    await user.click(screen.getByRole("button", { name: "Mark sold" }));
    const again = await screen.findByRole("dialog", { name: "Mark “Blue kayak” sold?" });
    await user.click(within(again).getByRole("button", { name: "Mark sold" }));
    await waitFor(() =>
      expect(requests.find((r) => r.route === statusRoute)?.body).toEqual({ status: "sold" }),
    );
  });

  it("offers Mark available on a reserved or sold item", async () => {
    const { user, requests } = renderCard({ ...kayak, status: "sold" });
    expect(screen.getByText("Sold")).toBeVisible();
    expect(screen.queryByRole("button", { name: "Mark sold" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Mark reserved" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Mark available" }));
    await waitFor(() =>
      expect(requests.find((r) => r.route === statusRoute)?.body).toEqual({ status: "available" }),
    );
  });

  it("shows the status alone to the one who asked", () => {
    renderCard({ ...kayak, mine: false, status: "reserved" });
    expect(screen.getByText("Reserved")).toBeVisible();
    expect(screen.queryByRole("button", { name: /Mark/ })).toBeNull();
  });

  it("shows the server's refusal when marking fails", async () => {
    serveApi({
      [statusRoute]: {
        status: 403,
        body: { code: "FORBIDDEN", message: "You do not have permission to edit this listing." },
      },
    });
    const { user } = renderAsViewer("/messages/c1", <SubjectCard subject={kayak} />, {
      viewer: aViewer(),
    });
    await user.click(screen.getByRole("button", { name: "Mark reserved" }));
    expect(
      await screen.findByText(/You do not have permission to edit this listing\./),
    ).toBeVisible();
  });
});
