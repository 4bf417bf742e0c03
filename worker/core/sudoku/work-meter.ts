/**
 * One work account for everything a generation request does: the full grid, every dig, every grading. Work is
 * counted in the budget's units (budget.ts: about 40,000 per CPU millisecond), never read from a clock, so a
 * request granted W units stops near W on any machine (PLATFORM.md: the Workers clock stands still while code runs).
 */

/** Thrown by metered work (a grading) that finds the account empty; the generator catches it and keeps what it has. */
export class OutOfWork extends Error {
  constructor() {
    super("the generation work budget is spent");
  }
}

export class WorkMeter {
  spent = 0;
  constructor(readonly limit: number = Infinity) {}

  charge(units: number): void {
    this.spent += units;
  }

  get left(): number {
    return Math.max(0, this.limit - this.spent);
  }

  get exhausted(): boolean {
    return this.spent >= this.limit;
  }

  /** Charges `units`, first throwing OutOfWork when nothing is left (work that may be abandoned). */
  spend(units: number): void {
    if (this.exhausted) throw new OutOfWork();
    this.spent += units;
  }
}
