/**
 * Independent model checker (ARCHITECTURE.md, convention 7): reads the formula and the assignment directly and
 * shares no code with either engine, so an engine bug cannot hide behind a shared helper.
 */
import type { Cnf, Model } from "./types";

export type ModelCheck =
  | { ok: true }
  | {
      ok: false;
      /** Why the model is rejected. */
      reason: "falsified-clause" | "wrong-size" | "not-total";
      /** 0-based index of the first falsified clause in `cnf.clauses` (-1 when not about a clause). */
      clause: number;
      /** Original 1-based clause number in the source (or index + 1). */
      origin: number;
      /** 1-based source line of that clause (0 when unknown). */
      line: number;
      message: string;
    };

/**
 * Checks that `model` (model[v] = 1 true, -1 false, for v in 0..numVars-1) satisfies every clause.
 * @example verifyModel({ numVars: 1, clauses: [Int32Array.of(0)] }, Int8Array.of(1)) // { ok: true }
 */
export function verifyModel(cnf: Cnf, model: Model): ModelCheck {
  if (model.length < cnf.numVars) {
    return { ok: false, reason: "wrong-size", clause: -1, origin: 0, line: 0, message: `model has ${model.length} values for ${cnf.numVars} variables` };
  }
  for (let v = 0; v < cnf.numVars; v++) {
    if (model[v] !== 1 && model[v] !== -1) {
      return { ok: false, reason: "not-total", clause: -1, origin: 0, line: 0, message: `variable ${v + 1} has no truth value in the model` };
    }
  }
  for (let i = 0; i < cnf.clauses.length; i++) {
    const clause = cnf.clauses[i];
    let satisfied = false;
    for (let j = 0; j < clause.length && !satisfied; j++) {
      const lit = clause[j];
      const variable = Math.floor(lit / 2);
      const wantsTrue = lit % 2 === 0;
      satisfied = wantsTrue ? model[variable] === 1 : model[variable] === -1;
    }
    if (!satisfied) {
      const origin = cnf.origin ? cnf.origin[i] : i + 1;
      const line = cnf.lines ? cnf.lines[i] : 0;
      return {
        ok: false, reason: "falsified-clause", clause: i, origin, line,
        message: `clause ${origin}${line > 0 ? ` (line ${line})` : ""} is false under the model`,
      };
    }
  }
  return { ok: true };
}
