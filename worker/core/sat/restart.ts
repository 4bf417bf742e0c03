/**
 * Restart schedules. Luby (Luby, Sinclair & Zuckerman 1993; MiniSat 2.2): restart after unit × luby(i)
 * conflicts. Glucose (Audemard & Simon 2012, with exponential moving averages as in CaDiCaL): restart when the
 * LBD of recent learnt clauses is clearly worse than the long-run average.
 */
import type { CdclTunables } from "./options";

/** The i-th element (from 0) of the Luby sequence 1 1 2 1 1 2 4 1 1 2 1 1 2 4 8 … */
export function luby(i: number): number {
  let size = 1;
  let seq = 0;
  while (size < i + 1) {
    seq++;
    size = 2 * size + 1;
  }
  let x = i;
  while (size - 1 !== x) {
    size = (size - 1) >> 1;
    seq--;
    x = x % size;
  }
  return 2 ** seq;
}

const FAST_ALPHA = 1 / 32;
const SLOW_ALPHA = 1 / 4096;

export class Restarts {
  private conflictsSinceRestart = 0;
  private lubyIndex = 0;
  private limit: number;
  private fastLbd = 0;
  private slowLbd = 0;
  count = 0;

  constructor(private readonly tunables: CdclTunables) {
    this.limit = tunables.lubyUnit * luby(0);
  }

  /** Records one conflict and the LBD of the clause it taught. */
  onConflict(lbd: number): void {
    this.conflictsSinceRestart++;
    if (this.slowLbd === 0) this.fastLbd = this.slowLbd = lbd; // start the averages at the first sample
    this.fastLbd += FAST_ALPHA * (lbd - this.fastLbd);
    this.slowLbd += SLOW_ALPHA * (lbd - this.slowLbd);
  }

  shouldRestart(): boolean {
    if (this.tunables.restartPolicy === "luby") return this.conflictsSinceRestart >= this.limit;
    return (
      this.conflictsSinceRestart >= this.tunables.glucoseMinConflicts &&
      this.fastLbd > this.tunables.glucoseMargin * this.slowLbd
    );
  }

  /** Call after backtracking to the restart level. */
  restarted(): void {
    this.count++;
    this.conflictsSinceRestart = 0;
    this.lubyIndex++;
    this.limit = this.tunables.lubyUnit * luby(this.lubyIndex);
  }
}
