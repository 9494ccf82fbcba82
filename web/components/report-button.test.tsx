import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { reportMessages } from "../../contracts/reports.ts";
import { aViewer } from "../../tests/support/a-viewer.ts";
import { renderAsViewer } from "../../tests/support/render-as-viewer.tsx";
import { ReportButton } from "./report-button.tsx";

describe("The Report button", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks for a reason and description by keyboard, then confirms the report was received", async () => {
    const sent: unknown[] = [];
    vi.stubGlobal("fetch", async (_url: string, init?: RequestInit) => {
      sent.push(JSON.parse(String(init?.body)));
      return Response.json({ id: "r1", message: reportMessages.received }, { status: 201 });
    });
    const { user } = renderAsViewer(
      "/",
      <ReportButton targetType="post" targetId="post-1" label="post by ana" />,
      { viewer: aViewer() },
    );
    await user.click(screen.getByRole("button", { name: "Report post by ana" }));
    const dialog = await screen.findByRole("dialog", { name: "Report this" });
    // No reason is chosen for the reporter (issue 28).
    expect(within(dialog).getByLabelText("Reason")).toHaveDisplayValue("Choose a reason");
    await user.click(within(dialog).getByRole("button", { name: "Send report" }));
    // One sentence, said once, for the empty form.
    expect(within(dialog).getByRole("alert")).toHaveTextContent(
      "Choose a reason and tell us what is wrong.",
    );
    expect(within(dialog).getAllByText(reportMessages.required)).toHaveLength(1);
    expect(sent).toEqual([]);
    // A description alone is not enough: the reason is still asked for.
    await user.type(within(dialog).getByLabelText("Description"), "Insults");
    await user.click(within(dialog).getByRole("button", { name: "Send report" }));
    expect(within(dialog).getByRole("alert")).toHaveTextContent(reportMessages.required);
    expect(sent).toEqual([]);
    await user.clear(within(dialog).getByLabelText("Description"));
    await user.selectOptions(within(dialog).getByLabelText("Reason"), "harassment");
    await user.type(within(dialog).getByLabelText("Description"), "Insults in every comment");
    await user.keyboard("{Enter}");
    await user.click(within(dialog).getByRole("button", { name: "Send report" }));
    expect(await within(dialog).findByText(reportMessages.received)).toBeVisible();
    expect(sent).toEqual([
      {
        targetType: "post",
        targetId: "post-1",
        reason: "harassment",
        description: "Insults in every comment",
      },
    ]);
  });
});
