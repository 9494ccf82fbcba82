import { act } from "@testing-library/react";
import type { LiveChange } from "../../contracts/realtime.ts";

/** Stands in for the browser's EventSource, which happy-dom lacks; the test plays the server. */
export class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static open: FakeEventSource[] = [];
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  readyState = FakeEventSource.CONNECTING;
  closed = false;
  private listeners = new Map<string, (message: MessageEvent) => void>();
  constructor(readonly url: string) {
    FakeEventSource.open.push(this);
  }
  addEventListener(type: string, listener: (message: MessageEvent) => void) {
    this.listeners.set(type, listener);
  }
  close() {
    this.closed = true;
    this.readyState = FakeEventSource.CLOSED;
  }
  /** A `changes` message carrying these live changes (its list's wire name is `events`). */
  send(changes: LiveChange[]) {
    this.emit("changes", JSON.stringify({ events: changes }));
  }
  emit(type: string, data = "{}") {
    // A block body: a listener's returned promise would make act() asynchronous.
    act(() => {
      this.listeners.get(type)?.(new MessageEvent(type, { data }));
    });
  }
  /** The connection opens, as after the first connect or the browser's own retry. */
  connect() {
    this.readyState = FakeEventSource.OPEN;
    act(() => {
      this.onopen?.();
    });
  }
  /** The connection drops; the browser will retry by itself. */
  drop() {
    this.readyState = FakeEventSource.CONNECTING;
    act(() => {
      this.onerror?.();
    });
  }
}
