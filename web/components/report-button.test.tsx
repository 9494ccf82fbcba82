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
    await user.click(within(dialog).getByRole("button", { name: "Send report" }));
    expect(within(dialog).getByText(reportMessages.required)).toBeVisible();
    expect(sent).toEqual([]);
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
