/**
 * Runs at most `limit` tasks at a time; the others wait their turn in arrival
 * order. In-process on purpose: it bounds this process's memory, which is what
 * each instance has to protect.
 */
export class ConcurrencyLimit {
  #active = 0;
  readonly #waiting: (() => void)[] = [];

  constructor(readonly limit: number) {}

  /** Tasks running now (never more than `limit`). */
  get active(): number {
    return this.#active;
  }

  /** Tasks queued for a free slot. */
  get waiting(): number {
    return this.#waiting.length;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.#active < this.limit) this.#active++;
    // A finishing task hands its slot straight to the next one, so `active` never dips and overshoots.
    else await new Promise<void>((resolve) => this.#waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = this.#waiting.shift();
      if (next) next();
      else this.#active--;
    }
  }
}
