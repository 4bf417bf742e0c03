/**
 * The clause level of the DIMACS reader (dimacs.ts): collects literals into clauses as they are read, merging
 * duplicate literals and dropping tautologies while keeping each clause's original number and start line, then
 * assembles the formula with its warnings. All literals live in one growing buffer; clauses come out as views.
 */
import type { Cnf, Lit } from "./types";

export type DimacsWarning =
  | { kind: "clause-count-mismatch"; line: number; declared: number; found: number; message: string }
  | { kind: "missing-final-zero"; line: number; message: string }
  | { kind: "empty-clause"; line: number; clause: number; message: string }
  | { kind: "tautologies-dropped"; line: number; count: number; message: string }
  | { kind: "duplicate-literals-merged"; line: number; count: number; message: string };

export interface ParsedCnf extends Cnf {
  origin: Int32Array;
  lines: Int32Array;
  declaredClauses: number;
  comments: string[];
  warnings: DimacsWarning[];
  /** True when the text contains an empty clause: the formula is unsatisfiable as read. */
  hasEmptyClause: boolean;
}

/** Growable Int32Array used only while parsing. */
class IntBuffer {
  data: Int32Array;
  length = 0;
  constructor(capacity: number) {
    this.data = new Int32Array(Math.max(16, capacity));
  }
  push(x: number): void {
    if (this.length === this.data.length) {
      const bigger = new Int32Array(this.data.length * 2);
      bigger.set(this.data);
      this.data = bigger;
    }
    this.data[this.length++] = x;
  }
}

export class ClauseBuilder {
  /** 1-based count of clauses read, dropped tautologies included. */
  clauseNumber = 0;
  /** A clause has literals but no terminating 0 yet; `line` is where it started. */
  open = false;
  line = 0;
  tautologies = 0;
  private readonly lits: IntBuffer;
  private readonly starts: IntBuffer;
  private readonly origins: IntBuffer;
  private readonly startLines: IntBuffer;
  /** seen[lit] = 1 + number of the clause that last contained lit. */
  private readonly seen: Int32Array;
  private begin = 0;
  private tautology = false;
  private firstTautologyLine = 0;
  private duplicates = 0;
  private firstDuplicateLine = 0;
  private emptyClauses = 0;

  /** Capacities follow the (already limited) header; a header that lies only costs regrowth. */
  constructor(readonly numVars: number, expectedClauses: number, maxLiterals: number, private readonly warnings: DimacsWarning[]) {
    this.lits = new IntBuffer(Math.min(expectedClauses * 3, maxLiterals));
    this.starts = new IntBuffer(expectedClauses + 1);
    this.origins = new IntBuffer(expectedClauses);
    this.startLines = new IntBuffer(expectedClauses);
    this.seen = new Int32Array(2 * numVars);
  }

  /** Adds literal ±value (1 ≤ value ≤ numVars) read on `line`. */
  add(value: number, negative: boolean, line: number): void {
    if (!this.open) {
      this.open = true;
      this.line = line;
    }
    if (this.tautology) return;
    const lit: Lit = ((value - 1) << 1) | (negative ? 1 : 0);
    const stamp = this.clauseNumber + 1;
    if (this.seen[lit] === stamp) {
      this.duplicates++;
      if (this.firstDuplicateLine === 0) this.firstDuplicateLine = line;
      return;
    }
    if (this.seen[lit ^ 1] === stamp) {
      this.tautology = true;
      return;
    }
    this.seen[lit] = stamp;
    this.lits.push(lit);
  }

  /** Ends the open clause (a 0 read on `line`, which is where an empty clause starts). */
  close(line: number): void {
    if (!this.open) this.line = line;
    this.clauseNumber++;
    if (this.tautology) {
      this.lits.length = this.begin;
      this.tautologies++;
      if (this.firstTautologyLine === 0) this.firstTautologyLine = this.line;
    } else {
      this.starts.push(this.begin);
      this.origins.push(this.clauseNumber);
      this.startLines.push(this.line);
      if (this.lits.length === this.begin) {
        this.emptyClauses++;
        this.warnings.push({
          kind: "empty-clause", line: this.line, clause: this.clauseNumber,
          message: `clause ${this.clauseNumber} (line ${this.line}) is empty, so the formula is unsatisfiable`,
        });
      }
    }
    this.open = false;
    this.tautology = false;
    this.begin = this.lits.length;
  }

  /** The formula read, after the warnings for the whole text (the header's line is `headerLine`). */
  finish(declaredClauses: number, headerLine: number, comments: string[]): ParsedCnf {
    const warnings = this.warnings;
    if (this.open) {
      const openLine = this.line;
      this.close(openLine);
      warnings.push({ kind: "missing-final-zero", line: openLine, message: `the last clause (line ${openLine}) has no terminating 0; accepted as ended by the end of input` });
    }
    const read = this.clauseNumber;
    if (read !== declaredClauses) {
      warnings.push({
        kind: "clause-count-mismatch", line: headerLine, declared: declaredClauses, found: read,
        message: `the header on line ${headerLine} declares ${declaredClauses} clause${declaredClauses === 1 ? "" : "s"} but ${read === 1 ? "1 was" : `${read} were`} read; continuing with ${read === 1 ? "that one" : `the ${read} read`}`,
      });
    }
    if (this.tautologies > 0) {
      warnings.push({ kind: "tautologies-dropped", line: this.firstTautologyLine, count: this.tautologies, message: `${this.tautologies} tautological clause(s) dropped (first on line ${this.firstTautologyLine})` });
    }
    if (this.duplicates > 0) {
      warnings.push({ kind: "duplicate-literals-merged", line: this.firstDuplicateLine, count: this.duplicates, message: `${this.duplicates} duplicate literal(s) merged (first on line ${this.firstDuplicateLine})` });
    }
    return this.assemble(declaredClauses, comments);
  }

  private assemble(declaredClauses: number, comments: string[]): ParsedCnf {
    const count = this.starts.length;
    const total = this.lits.length;
    // One exact-size block; clauses are views into it (one allocation for the literals, not one per clause).
    const block = this.lits.data.slice(0, total);
    const clauses: Int32Array[] = new Array(count);
    for (let i = 0; i < count; i++) {
      const s = this.starts.data[i];
      const e = i + 1 < count ? this.starts.data[i + 1] : total;
      clauses[i] = block.subarray(s, e);
    }
    return {
      numVars: this.numVars,
      clauses,
      origin: this.origins.data.slice(0, count),
      lines: this.startLines.data.slice(0, count),
      declaredClauses,
      comments,
      warnings: this.warnings,
      hasEmptyClause: this.emptyClauses > 0,
    };
  }
}
