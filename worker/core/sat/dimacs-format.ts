/**
 * Writing a formula back out: normalised DIMACS, and the numbered clause listing that shows how the
 * formula was parsed (each clause with its original number and the source line it started on).
 */
import { AsciiWriter } from "./ascii-writer";
import type { Cnf } from "./types";

const litText = (l: number): string => ((l & 1) === 1 ? `-${(l >> 1) + 1}` : `${(l >> 1) + 1}`);

/** Normalised DIMACS: optional comment lines, `p cnf V C` with the actual clause count, one clause per line. */
export function formatDimacs(cnf: Cnf, comments: readonly string[] = cnf.comments ?? []): string {
  const head: string[] = comments.map((c) => (c.length > 0 ? `c ${c}` : "c"));
  head.push(`p cnf ${cnf.numVars} ${cnf.clauses.length}`);
  let literals = 0;
  for (const clause of cnf.clauses) literals += clause.length;
  // A literal takes a sign, its digits and a space; a clause ends with "0\n".
  const out = new AsciiWriter(literals * (String(cnf.numVars).length + 2) + 2 * cnf.clauses.length);
  for (const clause of cnf.clauses) {
    for (let i = 0; i < clause.length; i++) out.literal(clause[i]);
    out.endClause();
  }
  return `${head.join("\n")}\n${out.toString()}`;
}

export interface ListingOptions {
  /** Show at most this many clauses, then a line saying how many were left out. */
  limit?: number;
}

/**
 * Numbered clause listing, one clause per line: `#number  line L:  literals`. The number is the clause's position
 * in the source (1-based, counting clauses dropped as tautologies, so gaps show what was dropped); the line is where
 * the clause started.
 * @example formatClauseListing(cnf) // "c formula: 3 variables, 2 clauses\n#1  line 2:  1 -3\n#2  line 3:  2 3"
 */
export function formatClauseListing(cnf: Cnf, options: ListingOptions = {}): string {
  const total = cnf.clauses.length;
  const shown = Math.min(total, options.limit ?? total);
  const numberWidth = String(cnf.origin && total > 0 ? cnf.origin[total - 1] : total).length;
  const lineWidth = cnf.lines && total > 0 ? String(cnf.lines[total - 1]).length : 1;
  const out: string[] = [`c formula: ${cnf.numVars} variables, ${total} clauses`];
  for (let i = 0; i < shown; i++) {
    const clause = cnf.clauses[i];
    const number = cnf.origin ? cnf.origin[i] : i + 1;
    const where = cnf.lines && cnf.lines[i] > 0 ? `  line ${String(cnf.lines[i]).padStart(lineWidth)}` : "";
    let lits = "";
    for (let j = 0; j < clause.length; j++) lits += (j > 0 ? " " : "") + litText(clause[j]);
    out.push(`#${String(number).padEnd(numberWidth)}${where}:  ${clause.length === 0 ? "(empty clause)" : lits}`);
  }
  if (shown < total) out.push(`c ... ${total - shown} more clauses not shown`);
  return out.join("\n");
}
