/**
 * Box/line segment variables for the reduced encoding: "value v lies where line L crosses box B", defined as the
 * OR of the segment's candidates, with exactly one segment per line and per box holding v. Unit propagation on them
 * is locked candidates (pointing and claiming), which the cell variables alone cannot express without search.
 */
import { holds, holdsNot, type ClauseSink } from "./clause-sink";
import type { Shape } from "./shape";

/** The segment variables emitSegments will add (segments where a value still has a candidate), to size the solver. */
export function segmentVarCount(shape: Shape, varAt: Int32Array): number {
  const { size, box: b } = shape;
  let count = 0;
  for (let v = 0; v < size; v++) {
    for (let line = 0; line < size; line++) {
      for (let k = 0; k < b; k++) {
        let row = false;
        let col = false;
        for (let i = k * b; i < k * b + b; i++) {
          if (varAt[(line * size + i) * size + v] >= 0) row = true;
          if (varAt[(i * size + line) * size + v] >= 0) col = true;
        }
        count += (row ? 1 : 0) + (col ? 1 : 0);
      }
    }
  }
  return count;
}

/**
 * Writes the segment variables' clauses (see ReducedClauses.segments in encode.ts), numbered from `numVars` on.
 * Returns how many segment variables it added, or -1 when the sink reports the formula unsatisfiable.
 */
export function emitSegments(shape: Shape, varAt: Int32Array, numVars: number, sink: ClauseSink, lits: Int32Array, pair: Int32Array): number {
  const { size, box: b } = shape;
  let next = numVars;
  // segVar[(line*b + k)] for the current orientation and value; -1 when v has no candidate there.
  const segVar = new Int32Array(size * b);
  for (let orientation = 0; orientation < 2; orientation++) {
    for (let v = 0; v < size; v++) {
      for (let line = 0; line < size; line++) {
        for (let k = 0; k < b; k++) {
          let n = 0;
          for (let i = k * b; i < k * b + b; i++) {
            const cell = orientation === 1 ? i * size + line : line * size + i;
            const x = varAt[cell * size + v];
            if (x >= 0) lits[n++] = holds(x);
          }
          if (n === 0) {
            segVar[line * b + k] = -1;
            continue;
          }
          const sv = next++;
          segVar[line * b + k] = sv;
          // sv -> some candidate of the segment; each candidate -> sv.
          lits[n] = holdsNot(sv);
          if (!sink.addClause(lits.subarray(0, n + 1))) return -1;
          for (let i = 0; i < n; i++) {
            pair[0] = lits[i] ^ 1;
            pair[1] = holds(sv);
            if (!sink.addClause(pair)) return -1;
          }
        }
      }
      // Exactly one segment holds v in each line, and in each box (whose segments are the lines of its band).
      for (let line = 0; line < size; line++) {
        if (!exactlyOne(sink, lits, pair, (j) => segVar[line * b + j], b)) return -1;
      }
      for (let band = 0; band < size; band += b) {
        for (let k = 0; k < b; k++) {
          if (!exactlyOne(sink, lits, pair, (j) => segVar[(band + j) * b + k], b)) return -1;
        }
      }
    }
  }
  return next - numVars;
}

function exactlyOne(sink: ClauseSink, lits: Int32Array, pair: Int32Array, varOf: (j: number) => number, count: number): boolean {
  let n = 0;
  for (let j = 0; j < count; j++) {
    const x = varOf(j);
    if (x >= 0) lits[n++] = holds(x);
  }
  // n === 0: v is placed in this house already.
  if (n === 0 || n === 1) return n === 0 || sink.addClause(lits.subarray(0, 1));
  if (!sink.addClause(lits.subarray(0, n))) return false;
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      pair[0] = lits[i] ^ 1;
      pair[1] = lits[j] ^ 1;
      if (!sink.addClause(pair)) return false;
    }
  }
  return true;
}
