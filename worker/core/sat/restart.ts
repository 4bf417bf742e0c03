/**
 * Restart schedules. Luby (Luby, Sinclair & Zuckerman 1993; MiniSat 2.2): restart after unit × luby(i)
 * conflicts. Glucose (Audemard & Simon 2012, with exponential moving averages as in CaDiCaL): restart when the
 * LBD of recent learnt clauses is clearly worse than the long-run average. Alternating (the stable and focused
 * modes of CaDiCaL and Kissat): phases of each in turn, every phase longer than the one before. Few restarts
 * (Luby) let random satisfiable formulas settle near a model; frequent ones (glucose) refute unsatisfiable
 * formulas sooner, and help where a planted solution is hidden from local search. Phases are counted in
 * conflicts, so a run stays reproducible.
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
  /** Whether the current phase restarts on the Luby schedule (stable) or on recent LBDs (focused). */
  private stableMode: boolean;
  private conflictsInMode = 0;
  private modeLength: number;
  private lubyIndex = 0;
  private limit: number;
  private fastLbd = 0;
  private slowLbd = 0;
  count = 0;

  constructor(private readonly tunables: CdclTunables) {
    this.limit = tunables.lubyUnit * luby(0);
    this.stableMode = tunables.restartPolicy !== "glucose";
    this.modeLength = tunables.modeFirst;
  }

  /** Records one conflict and the LBD of the clause it taught. */
  onConflict(lbd: number): void {
    this.conflictsSinceRestart++;
    this.conflictsInMode++;
    if (this.slowLbd === 0) this.fastLbd = this.slowLbd = lbd; // start the averages at the first sample
    this.fastLbd += FAST_ALPHA * (lbd - this.fastLbd);
    this.slowLbd += SLOW_ALPHA * (lbd - this.slowLbd);
  }

  shouldRestart(): boolean {
    if (this.stableMode) return this.conflictsSinceRestart >= this.limit;
    return (
      this.conflictsSinceRestart >= this.tunables.glucoseMinConflicts &&
      this.fastLbd > this.tunables.glucoseMargin * this.slowLbd
    );
  }

  /** True while restarts follow the Luby schedule. */
  get stable(): boolean {
    return this.stableMode;
  }

  /** Call after backtracking to the restart level. A mode ends only at a restart, so each phase starts afresh. */
  restarted(): void {
    this.count++;
    this.conflictsSinceRestart = 0;
    if (this.tunables.restartPolicy === "alternating" && this.conflictsInMode >= this.modeLength) {
      this.stableMode = !this.stableMode;
      this.conflictsInMode = 0;
      this.modeLength *= this.tunables.modeGrowth;
    }
    this.lubyIndex++;
    this.limit = this.tunables.lubyUnit * luby(this.lubyIndex);
  }
}
