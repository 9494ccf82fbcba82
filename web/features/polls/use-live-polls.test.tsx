import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { aPoll } from "../../../tests/support/a-poll.ts";
import { FakeEventSource } from "../../../tests/support/fake-event-source.ts";
import { useLivePolls } from "./use-live-polls.ts";
import { pollsQueryKey } from "./use-polls.ts";

beforeEach(() => {
  FakeEventSource.open = [];
  vi.stubGlobal("EventSource", FakeEventSource);
});
afterEach(() => vi.unstubAllGlobals());

function renderLivePolls() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false } },
  });
  queryClient.setQueryData(pollsQueryKey("cape-town", "active"), [aPoll()]);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  renderHook(() => useLivePolls("cape-town"), { wrapper });
  const stale = () =>
    queryClient.getQueryState(pollsQueryKey("cape-town", "active"))?.isInvalidated;
  // The polls as a refetch leaves them: fresh again.
  const refetched = () => queryClient.setQueryData(pollsQueryKey("cape-town", "active"), [aPoll()]);
  return { source: FakeEventSource.open[0], stale, refetched };
}

describe("Live polls", () => {
  it("marks the city's polls for refetching when its stream first opens", () => {
    const { source, stale } = renderLivePolls();
    expect(stale()).toBe(false);
    source?.connect();
    expect(stale()).toBe(true);
  });

  it("marks them for refetching when the server says it may have missed events", () => {
    const { source, stale, refetched } = renderLivePolls();
    source?.connect();
    refetched();
    expect(stale()).toBe(false);
    source?.emit("resync");
    expect(stale()).toBe(true);
  });

  it("marks them for refetching when a dropped stream reconnects", () => {
    const { source, stale, refetched } = renderLivePolls();
    source?.connect();
    refetched();
    source?.drop();
    expect(stale()).toBe(false);
    source?.connect();
    expect(stale()).toBe(true);
  });
});
