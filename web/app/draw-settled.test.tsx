import { lazy, Suspense } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { drawSettled } from "./draw-settled.ts";

describe("a page drawn on the server", () => {
  it("is drawn again once a lazy part has loaded, so it comes whole", async () => {
    const Part = lazy(async () => ({ default: () => <p>The seller photos</p> }));
    const html = await drawSettled(() =>
      renderToString(
        <Suspense fallback={<i>Loading</i>}>
          <Part />
        </Suspense>,
      ),
    );
    expect(html).toContain("The seller photos");
    expect(html).not.toContain("Loading");
  });
});
