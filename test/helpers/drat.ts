/** DRAT text read back into the engine's proof trace ([kind, size, ...lits], literal 2v + sign), to check a proof afresh from its file. */
import { PROOF_ADD, PROOF_DELETE } from "../../worker/core/sat/index";

export function traceFromDrat(drat: string): Int32Array {
  const out: number[] = [];
  for (const line of drat.split("\n")) {
    if (!line.trim()) continue;
    const deleted = line.startsWith("d ");
    const numbers = (deleted ? line.slice(2) : line).trim().split(/\s+/).map(Number);
    if (numbers.pop() !== 0) throw new Error(`a DRAT line that does not end with 0: ${line}`);
    out.push(deleted ? PROOF_DELETE : PROOF_ADD, numbers.length, ...numbers.map((k) => 2 * (Math.abs(k) - 1) + (k < 0 ? 1 : 0)));
  }
  return Int32Array.from(out);
}
