import { QueryClient, QueryClientProvider, useQuery } from "@tanstack/react-query";
import { Suspense, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { expect, test, vi } from "vitest";

// A page drawn elsewhere is in #root before the app's modules run, as in the browser.
vi.hoisted(() => {
  document.body.innerHTML = '<div id="root"><p>drawn</p></div>';
});

const { PageAdoptedMark, whenPageAdopted } = await import("./page-adopted.tsx");

const key = ["queue"];

/** A part in a Suspense boundary (as an admin panel is), showing the query's data. */
function Queue() {
  const { data } = useQuery({ queryKey: key, queryFn: () => "fetched", staleTime: Infinity });
  return <p>{data}</p>;
}

/** As the bell's stream catches up: the data changes from an effect of the part adopted first. */
function CatchUp({ client, waits }: { client: QueryClient; waits: boolean }) {
  useEffect(() => {
    const change = () => client.setQueryData(key, "changed");
    if (waits) void whenPageAdopted().then(change);
    else change();
  }, [client, waits]);
  return null;
}

/** Draws the page as the server does, then adopts it; what React reported, and the text. */
async function adopt(waits: boolean) {
  const page = (client: QueryClient, browser: boolean) => (
    <QueryClientProvider client={client}>
      {browser && <CatchUp client={client} waits={waits} />}
      <Suspense fallback={null}>
        <Queue />
      </Suspense>
      {waits && <PageAdoptedMark />}
    </QueryClientProvider>
  );
  const drawnWith = new QueryClient();
  drawnWith.setQueryData(key, "drawn");
  const root = document.createElement("div");
  root.innerHTML = renderToString(page(drawnWith, false));
  document.body.append(root);

  const client = new QueryClient();
  client.setQueryData(key, "drawn");
  const errors: unknown[] = [];
  hydrateRoot(root, page(client, true), { onRecoverableError: (error) => errors.push(error) });
  await vi.waitFor(() => expect(root.textContent).toBe("changed"));
  return errors.map(String);
}

test("a change made before a drawn page's last part is adopted breaks its adoption", async () => {
  // What the bell's first catch-up did: the queue's part, adopted after the rest, no longer
  // matched what the server drew (#418 in React's production build), and React drew it afresh.
  expect(await adopt(false)).toEqual([
    expect.stringContaining("server rendered text didn't match the client"),
  ]);
});

test("a change that waits for the whole page to be adopted leaves the adoption whole", async () => {
  expect(await adopt(true)).toEqual([]);
  await expect(whenPageAdopted()).resolves.toBeUndefined();
});
