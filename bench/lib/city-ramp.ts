// The city's two crowds, Coastal's and PostgreSQL alone's, ramped in alternating steps:
// at each step one crowd acts while the other waits (its members paused, its streams
// still open), so a busy neighbour on this shared machine lands on both sides alike
// rather than on whichever ramp ran in its minute (as bench/health.ts alternates).
import {
  type Action,
  pickAction,
  printStep,
  type StepResult,
  thinkTime,
  Window,
} from "./city-members.ts";

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface CrowdOptions<Member> {
  label: string;
  maxMembers: number;
  /** Makes member n (1-based) ready to act: for the app, its live stream is open. */
  join(n: number): Promise<Member>;
  /** A member the ramp no longer needs (it narrows down between two sizes): its stream closes. */
  leave?(member: Member): void;
  act(member: Member, action: Action): Promise<void>;
  /** Called as each step's measured window opens. */
  onWindow?(): void;
  /** Called at the end of each step, e.g. to add live-delivery figures. */
  afterStep?(result: StepResult): void;
  leaveAll?(): Promise<void>;
}

/** How many sizes the ramp tries between its last pass and its failure (see `next`). */
const narrowings = 2;

/** Members who think, act and think again while the crowd is not paused. */
class Crowd<Member> {
  members: { member: Member; active: boolean }[] = [];
  steps: StepResult[] = [];
  target: number;
  retried = false;
  /** The largest size that passed, and the smallest that failed twice. */
  private passedAt?: number;
  private failedAt?: number;
  private narrowed = 0;
  done = false;
  paused = true;
  private running = true;
  private window = new Window();
  /** Actions sent and not yet answered. */
  private inFlight = 0;

  constructor(
    readonly options: CrowdOptions<Member>,
    start: number,
  ) {
    this.target = Math.min(start, options.maxMembers);
    this.done = options.maxMembers <= 0;
  }

  private async live(entry: { member: Member; active: boolean }) {
    const { member } = entry;
    // A think time before the first action too: think times are exponential, so a crowd
    // whose members each start with one acts at its steady rate from the first second (a
    // start anywhere in one think time overshot it by about half while the first and second
    // actions overlapped).
    await pause(thinkTime());
    while (this.running && entry.active) {
      if (this.paused) {
        while (this.paused && this.running && entry.active) await pause(50);
        // Held while the other crowd acted (two steps, longer than most think times), nearly
        // every member is waiting here: let go at once, they would all act within 50 ms, a
        // burst of a whole think time's actions that no city sends and that took longer than
        // the settle to drain (the first try of every step above 500 members missed by
        // seconds, its retry passed). A fresh think time each, as newcomers get.
        await pause(thinkTime());
        continue;
      }
      if (!this.running || !entry.active) return;
      const action = pickAction();
      const started = performance.now();
      const current = this.window;
      this.inFlight++;
      try {
        await this.options.act(member, action);
        current.record(action, performance.now() - started);
      } catch (error) {
        current.record(action, performance.now() - started, (error as Error).message);
      } finally {
        this.inFlight--;
      }
      if (this.running) await pause(thinkTime());
    }
  }

  /** Joins (or lets go of) members to the target, lets them act for a step and measures it. */
  async step(stepSeconds: number): Promise<StepResult> {
    const joining = performance.now();
    for (const entry of this.members.splice(this.target)) {
      entry.active = false;
      this.options.leave?.(entry.member);
    }
    for (let n = this.members.length + 1; n <= this.target; n += 200) {
      const batch = [];
      for (let k = n; k < Math.min(n + 200, this.target + 1); k++) batch.push(this.options.join(k));
      const joined = (await Promise.all(batch)).map((member) => ({ member, active: true }));
      this.members.push(...joined);
      for (const entry of joined) void this.live(entry);
    }
    const joinSeconds = (performance.now() - joining) / 1000;
    this.paused = false;
    // The first seconds let newcomers spread out and the other crowd's last answers end.
    const settle = Math.min(3, stepSeconds / 4);
    await pause(settle * 1000);
    this.window = new Window();
    this.window.open = true;
    this.options.onWindow?.();
    const measured = stepSeconds - settle;
    await pause(measured * 1000);
    this.window.open = false;
    this.paused = true;
    const result = this.window.result(this.members.length, measured);
    this.options.afterStep?.(result);
    this.steps.push(result);
    printStep(this.options.label, result, joinSeconds);
    await this.drain();
    return result;
  }

  /**
   * Waits for the answers still owed when the step ended. After an overloaded step a crowd
   * has hundreds of actions queued (one per waiting member): they ran on into the other
   * crowd's step, and through it into this crowd's next, smaller step, which then failed
   * where a larger one had passed (the first smaller step failed after an overloaded one
   * in five of six full-city runs). The step's own figures are already taken.
   */
  private async drain(limitMs = 120_000) {
    const started = performance.now();
    const owed = this.inFlight;
    while (this.inFlight > 0 && performance.now() - started < limitMs) await pause(50);
    const seconds = (performance.now() - started) / 1000;
    if (seconds >= 1) {
      console.log(
        `    ${owed} actions were still unanswered at the step's end; the last came ${seconds.toFixed(1)} s later${this.inFlight > 0 ? ` (${this.inFlight} never did)` : ""}`,
      );
    }
  }

  /**
   * After a step: a failed step is measured once more at the same size (one neighbour's
   * burst should not end a ramp). Until the first failure that holds twice, the crowd
   * grows by `factor`. Then it tries `narrowings` sizes between the largest that passed and
   * the smallest that failed, each the geometric middle of the two: with steps of x1.5 a
   * capacity could only be read as 1.5^k of the start, so two crowds' ratio could only be
   * 1, 0.67 or 0.44 whatever their true limits (decision 109). Two narrowings read it
   * within about 10 %.
   */
  next(result: StepResult, factor: number) {
    if (!result.passed && !this.retried) {
      this.retried = true;
      return;
    }
    this.retried = false;
    if (result.passed) this.passedAt = this.target;
    else this.failedAt = this.target;
    if (this.failedAt === undefined) {
      if (this.target >= this.options.maxMembers) this.done = true;
      else this.target = Math.min(this.options.maxMembers, Math.ceil(this.target * factor));
      return;
    }
    const middle = Math.round(Math.sqrt((this.passedAt ?? 0) * this.failedAt));
    const apart = this.passedAt === undefined || middle <= this.passedAt || middle >= this.failedAt;
    if (this.narrowed >= narrowings || apart) {
      this.done = true;
      return;
    }
    this.narrowed++;
    this.target = middle;
  }

  async stop() {
    this.running = false;
    await this.options.leaveAll?.();
  }
}

/**
 * Ramps both crowds from `startMembers` by `factor` per step, alternating which goes
 * first, until each has failed p99 <= 250 ms (or had an error) twice at one size and
 * narrowed down below it, or reached its most members. Returns each crowd's steps.
 */
export async function alternatingRamp<A, B>(options: {
  startMembers: number;
  factor: number;
  stepSeconds: number;
  crowds: [CrowdOptions<A>, CrowdOptions<B>];
}): Promise<[StepResult[], StepResult[]]> {
  const crowds = [
    new Crowd(options.crowds[0], options.startMembers),
    new Crowd(options.crowds[1], options.startMembers),
  ] as const;
  try {
    for (let round = 0; crowds.some((crowd) => !crowd.done); round++) {
      const order = round % 2 === 0 ? crowds : ([crowds[1], crowds[0]] as const);
      for (const crowd of order) {
        if (crowd.done) continue;
        const result = await crowd.step(options.stepSeconds);
        crowd.next(result, options.factor);
      }
    }
    return [crowds[0].steps, crowds[1].steps];
  } finally {
    await Promise.all(crowds.map((crowd) => crowd.stop()));
  }
}
