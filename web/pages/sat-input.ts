/** What /sat works on: the example formula, the engines offered, an input (text, engine, budget) and its answer. */
import type { SatEngine, SatResponse } from "../../worker/core/api";

export const EXAMPLE = "c a small example: (x1 or x2) and (not x1 or x3) and (not x2 or not x3)\np cnf 3 3\n1 2 0\n-1 3 0\n-2 -3 0\n";

export const ENGINES: { id: SatEngine; label: string }[] = [
  { id: "cdcl", label: "CDCL (clause learning)" },
  { id: "dpll-opt", label: "DPLL, optimised (counters, Jeroslow–Wang)" },
  { id: "dpll", label: "DPLL, plain (the baseline)" },
];

/** `preprocess`: simplify first (the cdcl engine only; the other engines ignore it). */
export interface SatInput { text: string; engine: SatEngine; budget: number; preprocess: boolean }
export const keyOf = (i: SatInput): string => JSON.stringify([i.engine, i.budget, i.preprocess, i.text]);

/** Which parts of the input differ between two keys, in words for "The … changed" ("engine", "formula and budget"). */
export function changedParts(before: string, after: string): string {
  const [a, b] = [before, after].map((key) => JSON.parse(key) as unknown[]);
  // Simplifying follows the engine (only cdcl simplifies), so a new engine alone does not name it.
  const parts = ["engine", "budget", "simplification", "formula"].filter((_, i) => a[i] !== b[i] && !(i === 2 && a[0] !== b[0]));
  // The formula first: the most common change, and the one the sentence used before it named the others.
  parts.sort((x, y) => Number(y === "formula") - Number(x === "formula"));
  return parts.length <= 1 ? parts[0] ?? "" : `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`;
}

/** Whether a request for this engine carries preprocess=true (the API refuses it with the other engines). */
export const simplifies = (i: SatInput, engine: SatEngine): boolean => i.preprocess && engine === "cdcl";

export interface Outcome {
  key: string;
  result?: SatResponse;
  compare?: SatResponse[];
  error?: string;
  /** Round trip of the request(s), in ms. */
  ms: number;
  /** The budget asked for when the server granted less (the field now shows the granted one). */
  cappedFrom?: number;
}
