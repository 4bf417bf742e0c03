/**
 * The full logical solution log: apply the easiest available step until the grid is full, record each step with
 * the earlier steps it depends on, and count techniques (as rule-based expert-system solvers log, count and
 * answer "why" queries). When no technique applies, an optional oracle (the SAT solver) supplies one placement and the log says so.
 */
import { bit, cloneCandidates, emptyCount, fewestCandidatesCell, type Candidates } from "../candidates";
import type { Shape } from "../shape";
import { describeStep } from "./describe";
import type { Deduction, Technique } from "./hint";
import { nextStep, TECHNIQUE_TABLE, type TechniqueEntry } from "./index";

export interface LoggedStep {
  /** Position in the log (0-based). */
  index: number;
  step: Deduction;
  /** Earlier steps whose placements or eliminations this step's argument relies on (ascending, all < index). */
  dependsOn: number[];
  /** Candidate masks of the focus cells when the step was found (describe.ts names them). */
  focusMasks: number[];
}

/** What the oracle knows: the unique solution's values (row-major) and the search effort it took. */
export interface OracleAnswer {
  solution: Uint8Array;
  searchEffort: number;
}

export interface Explanation {
  shape: Shape;
  steps: LoggedStep[];
  counts: Partial<Record<Technique, number>>;
  /** solved: every cell placed; stalled: no technique applies and no oracle; contradiction: a cell lost every candidate. */
  status: "solved" | "stalled" | "contradiction";
  /** Candidates after the last step. */
  final: Candidates;
  /** Search effort reported by the oracle, when it was asked. */
  searchEffort?: number;
  /** removedBy[cell*N + v-1]: the step that removed candidate v from cell, -1 if it was never there or is still there. */
  removedBy: Int32Array;
}

export interface ExplainOptions {
  techniques?: readonly TechniqueEntry[];
  /** Asked once, only when logic stalls; returns null when the puzzle has no unique solution. */
  oracle?: () => OracleAnswer | null;
  /** Safety bound on the number of steps (defaults to cells × size). */
  maxSteps?: number;
  /**
   * Leave out what only the "why" queries and the step sentences read (each step's dependsOn and focusMasks stay
   * empty): a grading needs the steps alone, and building these was a tenth of its time.
   */
  stepsOnly?: boolean;
}

function applyStep(c: Candidates, step: Deduction, index: number, removedBy: Int32Array): boolean {
  const { shape } = c;
  const n = shape.size;
  let changed = false;
  const remove = (cell: number, value: number): void => {
    if ((c.masks[cell] & bit(value)) === 0) return;
    c.masks[cell] &= ~bit(value);
    removedBy[cell * n + value - 1] = index;
    changed = true;
  };
  for (const { cell, value } of step.eliminations) remove(cell, value);
  for (const { cell, value } of step.placements) {
    if (c.values[cell] !== 0) continue;
    for (let other = 1; other <= n; other++) if (other !== value) remove(cell, other);
    c.masks[cell] = 0;
    c.values[cell] = value;
    removedBy[cell * n + value - 1] = index;
    for (const peer of shape.peers[cell]) remove(peer, value);
    changed = true;
  }
  return changed;
}

function dependencies(c: Candidates, step: Deduction, removedBy: Int32Array): number[] {
  const n = c.shape.size;
  const deps = new Set<number>();
  for (const { cell, value } of step.facts) {
    if ((c.masks[cell] & bit(value)) !== 0) continue;
    const by = removedBy[cell * n + value - 1];
    if (by >= 0) deps.add(by);
  }
  return [...deps].sort((a, b) => a - b);
}

function hasDeadCell(c: Candidates): boolean {
  for (let cell = 0; cell < c.shape.cells; cell++) if (c.values[cell] === 0 && c.masks[cell] === 0) return true;
  return false;
}

export function explainCandidates(start: Candidates, options: ExplainOptions = {}): Explanation {
  const c = cloneCandidates(start);
  const { shape } = c;
  const techniques = options.techniques ?? TECHNIQUE_TABLE;
  const maxSteps = options.maxSteps ?? shape.cells * shape.size;
  const removedBy = new Int32Array(shape.cells * shape.size).fill(-1);
  const steps: LoggedStep[] = [];
  const counts: Partial<Record<Technique, number>> = {};
  let oracle: OracleAnswer | null | undefined;
  let status: Explanation["status"] = "solved";
  let remaining = emptyCount(c);
  while (remaining > 0) {
    if (hasDeadCell(c)) {
      status = "contradiction";
      break;
    }
    if (steps.length >= maxSteps) {
      status = "stalled";
      break;
    }
    let step = nextStep(c, techniques);
    if (!step) {
      if (oracle === undefined) oracle = options.oracle ? options.oracle() : null;
      if (!oracle) {
        status = "stalled";
        break;
      }
      const cell = fewestCandidatesCell(c);
      const value = oracle.solution[cell];
      if ((c.masks[cell] & bit(value)) === 0) {
        status = "contradiction"; // the logic removed the true value: only possible without a unique solution
        break;
      }
      step = { technique: "solver", placements: [{ cell, value }], eliminations: [], focus: [cell], houses: [], facts: [], detail: { kind: "solver", value, searchEffort: oracle.searchEffort } };
    }
    const index = steps.length;
    const logged: LoggedStep = options.stepsOnly ? { index, step, dependsOn: [], focusMasks: [] } : { index, step, dependsOn: dependencies(c, step, removedBy), focusMasks: step.focus.map((cell) => c.masks[cell]) };
    if (!applyStep(c, step, index, removedBy)) throw new Error(`technique ${step.technique} returned a step that changes nothing`);
    steps.push(logged);
    counts[step.technique] = (counts[step.technique] ?? 0) + 1;
    remaining -= step.placements.length;
  }
  const explanation: Explanation = { shape, steps, counts, status, final: c, removedBy };
  if (oracle) explanation.searchEffort = oracle.searchEffort;
  return explanation;
}

/** The sentence for a logged step, naming the focus cells' candidates as they were. */
export function describeLogged(shape: Shape, logged: LoggedStep): string {
  const values = new Map<number, number[]>();
  logged.step.focus.forEach((cell, i) => {
    const list: number[] = [];
    for (let value = 1; value <= shape.size; value++) if (logged.focusMasks[i] & bit(value)) list.push(value);
    values.set(cell, list);
  });
  return describeStep(shape, logged.step, values);
}

/**
 * The "why" query: the steps a fact depends on, transitively, ending with the step that established it.
 * A fact is "cell holds value" (a placement) or "cell cannot be value" (an elimination). Returns [] for a given
 * or for a fact the log never established.
 */
export function chainOf(explanation: Explanation, cell: number, value: number): number[] {
  const n = explanation.shape.size;
  const placedBy = explanation.steps.find((s) => s.step.placements.some((p) => p.cell === cell && p.value === value));
  const source = placedBy ? placedBy.index : explanation.removedBy[cell * n + value - 1];
  if (source === undefined || source < 0) return [];
  const seen = new Set<number>([source]);
  const queue = [source];
  while (queue.length > 0) {
    for (const dep of explanation.steps[queue.pop()!].dependsOn) {
      if (!seen.has(dep)) {
        seen.add(dep);
        queue.push(dep);
      }
    }
  }
  return [...seen].sort((a, b) => a - b);
}

/** The log as text: one numbered line per step, its dependencies, then per-technique counts. */
export function formatExplanation(explanation: Explanation): string {
  const lines = explanation.steps.map((logged) => {
    const deps = logged.dependsOn.length > 0 ? `  [after ${logged.dependsOn.map((d) => `#${d + 1}`).join(", ")}]` : "";
    return `#${logged.index + 1} ${describeLogged(explanation.shape, logged)}${deps}`;
  });
  lines.push("", `status: ${explanation.status}, ${explanation.steps.length} steps`);
  const order = [...TECHNIQUE_TABLE.map((entry) => entry.technique), "solver" as const];
  for (const technique of order) {
    const count = explanation.counts[technique];
    if (count) lines.push(`  ${technique.padEnd(18)} ${count}`);
  }
  return lines.join("\n");
}
