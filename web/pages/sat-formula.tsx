/**
 * A formula too large to edit comfortably in the page. A textarea holding megabytes of DIMACS takes seconds to
 * show and lags at every keystroke (test/bench/RESULTS.md, 2026-11-27), so an uploaded file past LARGE_FORMULA is
 * shown as a summary instead; the text is kept and solved as it is, and "Edit here anyway" brings the box back.
 */
import { count } from "./sat-result";

/** Uploaded text longer than this (in characters) is summarised instead of shown. */
export const LARGE_FORMULA = 256 * 1024;

/** The DIMACS header ("p cnf V C") near the top of `text`, if there is one. */
export function headerOf(text: string): { vars: number; clauses: number } | undefined {
  const match = /^p\s+cnf\s+(\d+)\s+(\d+)/m.exec(text.slice(0, 64 * 1024));
  return match ? { vars: Number(match[1]), clauses: Number(match[2]) } : undefined;
}

const megabytes = (chars: number): string => `${(chars / 1_000_000).toFixed(1)} MB`;

interface Props {
  text: string;
  fileName: string | null;
  /** The size of the gzip file the text came from, or null. */
  gzipBytes?: number | null;
  onEdit: () => void;
  onClear: () => void;
}

export function FormulaSummary({ text, fileName, gzipBytes, onEdit, onClear }: Props) {
  const header = headerOf(text);
  return (
    <section class="formula-summary" aria-label="Formula">
      <p>
        <strong>{fileName ?? "The formula"}</strong>: {megabytes(text.length)}
        {gzipBytes ? ` (inflated from ${megabytes(gzipBytes)} of gzip)` : ""}
        {header ? `, declaring ${count(header.vars, "variable")} and ${count(header.clauses, "clause")}` : ", no p cnf header near the top"}. It is
        too large to edit comfortably here, so it is not shown; it is solved as it is.
      </p>
      <div class="choose">
        <button type="button" onClick={onEdit}>Edit here anyway</button>
        <button type="button" onClick={onClear}>Clear</button>
      </div>
    </section>
  );
}
