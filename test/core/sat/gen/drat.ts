/** DRAT text back into the core's trace form ([0 | 1, size, ...lits]), so tests can re-check a proof they received as text. */
export function dratToTrace(text: string): Int32Array {
  const out: number[] = [];
  for (const line of text.trim().split("\n")) {
    if (line === "") continue;
    const deletion = line.startsWith("d ");
    const lits = line.replace(/^d /, "").trim().split(/\s+/).map(Number).filter((x) => x !== 0);
    out.push(deletion ? 1 : 0, lits.length, ...lits.map((d) => 2 * (Math.abs(d) - 1) + (d < 0 ? 1 : 0)));
  }
  return Int32Array.from(out);
}
