import { describe, expect, it } from "vitest";
import { directoryAdminTabs } from "../../../../contracts/directory-kinds.ts";
import { directoryAdminLoaders } from "./admin-tab-panels.tsx";

describe("the directories' dashboard tabs", () => {
  it("load, for each tab, the directory whose admin part names that tab", async () => {
    expect(Object.keys(directoryAdminLoaders).sort()).toEqual([...directoryAdminTabs].sort());
    for (const tab of directoryAdminTabs) {
      const directory = await directoryAdminLoaders[tab]();
      expect(directory.admin?.tab).toBe(tab);
    }
  });
});
