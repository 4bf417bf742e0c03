/** What the solver said about an entered puzzle: uniqueness verdict, setter's assistant, solution and its log. */
import { useSignal } from "@preact/signals";
import { useId } from "preact/hooks";
import type { SearchStats, SolveResponse } from "../../worker/core/api";
import { parseCellName, type Shape } from "../../worker/core/sudoku/shape";
import { valueToChar } from "../../worker/core/sudoku/grid";
import { MAX_CERTIFICATE_SIZE } from "../../worker/core/sudoku/certificate";
import { MAX_MINIMALITY_SIZE } from "../../worker/core/sudoku/minimality";
import { MinimalityCheck } from "../components/minimality-check";
import { BrowserCertificateLinks } from "../components/browser-certificate";
import { CertificateLinks } from "../components/certificate-links";
import { cellNames } from "../state/names";
import { WideTable } from "../components/wide-table";
import type { Symmetry } from "../../worker/core/sudoku/symmetry";

/**
 * The solution as a table; row and column numbers head it, so a screen reader names every cell as the grid does.
 * Thicker lines mark the boxes. A 16×16 or 25×25 solution is wider than a phone: it scrolls in its own box.
 */
function SolutionGrid({ text, shape, mark, label }: { text: string; shape: Shape; mark?: Set<number>; label: string }) {
  const lines = Array.from({ length: shape.size }, (_, i) => i);
  // Rows and columns break at different steps when the boxes are rectangles (a 6×6 has 2×3 boxes).
  const edgeBelow = (r: number) => (r + 1) % shape.boxRows === 0 && r < shape.size - 1;
  const edgeRight = (c: number) => (c + 1) % shape.boxCols === 0 && c < shape.size - 1;
  return (
    <WideTable label={label}>
      <table class={`mini size-${shape.size}`} aria-label={label}>
        <thead>
          <tr><td />{lines.map((c) => <th key={c} scope="col" aria-label={`column ${c + 1}`}>{c + 1}</th>)}</tr>
        </thead>
        <tbody>
          {lines.map((r) => (
            <tr key={r} class={edgeBelow(r) ? "edge-b" : undefined}>
              <th scope="row" aria-label={`row ${r + 1}`}>{r + 1}</th>
              {lines.map((c) => {
                const i = r * shape.size + c;
                const classes = [mark?.has(i) ? "diff" : "", edgeRight(c) ? "edge-r" : ""].filter(Boolean).join(" ");
                return <td key={c} class={classes || undefined}>{text[i]}</td>;
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </WideTable>
  );
}

const VERDICT_WORDS: Record<SolveResponse["status"], string> = {
  unique: "exactly one solution",
  multiple: "more than one solution",
  none: "no solution",
  unknown: "still undecided, the budget ran out",
};

/** How many solutions a "multiple" answer found, when it counted them: "exactly 3 solutions", "at least 10 solutions". */
export function solutionsCounted(answer: SolveResponse): string | undefined {
  const counted = answer.count;
  if (answer.status !== "multiple" || !counted) return undefined;
  return `${counted.complete ? "exactly" : "at least"} ${counted.solutions} solutions`;
}

/** The verdict in a few words, for a status line. */
export const verdictWords = (answer: SolveResponse): string => solutionsCounted(answer) ?? VERDICT_WORDS[answer.status];

/** What the solver did, in words: never "0 decisions, 0 conflicts, 0 propagations". */
export function searchSummary(stats: Pick<SearchStats, "decisions" | "conflicts" | "propagations">): string {
  const n = (x: number) => x.toLocaleString("en-US");
  if (stats.decisions === 0 && stats.conflicts === 0) {
    return stats.propagations > 0
      ? `Solved by propagation alone: ${n(stats.propagations)} forced placements and eliminations, no guessing.`
      : "Decided by forced moves alone (singles) before any search: no guessing was needed.";
  }
  const parts = [`${n(stats.decisions)} guess${stats.decisions === 1 ? "" : "es"} (decisions)`, `${n(stats.conflicts)} dead end${stats.conflicts === 1 ? "" : "s"} (conflicts)`];
  // The bitset and domain searches settle small grids without counting propagations: no count is better than "0".
  if (stats.propagations > 0) parts.push(`${n(stats.propagations)} propagation${stats.propagations === 1 ? "" : "s"}`);
  return `Search: ${parts.join(", ")}.`;
}

interface ReportProps {
  answer: SolveResponse;
  shape: Shape;
  onAddGiven: (cell: number, value: number) => void;
  /** The region's accessible name: which solver answered (the server's, or this browser's). */
  label?: string;
  /** What the reader can do about an 'unknown' on this page, in place of the answer's own advice (written for API callers). */
  unknownNote?: string;
  /** True when this browser found the verdict: its certificate is made here too, where the search already succeeded. */
  browser?: boolean;
  /** Offers the minimality check under a unique verdict from the server (up to 16×16). */
  minimality?: { budgetMs?: number; onMark: (cells: number[]) => void; onRemoveGiven: (cell: number) => void; onTrim?: (symmetry: Exclude<Symmetry, "none"> | null) => void };
}

/** The certificate offer for a unique puzzle: from the server, from this browser, or why there is none. */
function Certificate({ answer, browser, shape }: { answer: SolveResponse; browser: boolean; shape: Shape }) {
  if (answer.size > MAX_CERTIFICATE_SIZE) {
    return (
      <p class="stats-line">
        Uniqueness certificates are made here up to {MAX_CERTIFICATE_SIZE}×{MAX_CERTIFICATE_SIZE}; this puzzle is {answer.size}×{answer.size}. The
        command line makes one: <code>npm run sudoku -- solve PUZZLE --certificate PREFIX</code>
      </p>
    );
  }
  // Rectangular boxes (a 12×12) are certified in this browser too: the server makes those only up to 9×9, and the
  // browser makes them in well under a second.
  if ((browser || shape.box === 0) && answer.solution) return <BrowserCertificateLinks key={answer.puzzle} puzzle={answer.puzzle} solution={answer.solution} />;
  return <CertificateLinks puzzle={answer.puzzle} />;
}

export function SolveReport({ answer, shape, onAddGiven, label = "Solver verdict", unknownNote, browser = false, minimality }: ReportProps) {
  const { status, solution, otherSolution, steps, stats } = answer;
  const differ = (answer.differingCells ?? []).map((name) => parseCellName(shape.size, name)).filter((cell) => cell >= 0);
  const pick = differ[0];
  const value = pick !== undefined && solution ? parseInt(solution[pick], 36) : 0;
  // The whole solution is a spoiler: it waits behind a button (a setter checking uniqueness rarely wants it).
  const shown = useSignal(false);
  const solutionsId = `${useId()}-solutions`;
  return (
    <section class="report" aria-label={label}>
      {status === "unique" && <p class="verdict ok">✓ Exactly one solution: a valid puzzle.</p>}
      {status === "unique" && <Certificate answer={answer} browser={browser} shape={shape} />}
      {status === "unique" && minimality && !browser && shape.size <= MAX_MINIMALITY_SIZE && <MinimalityCheck key={answer.puzzle} puzzle={answer.puzzle} shape={shape} initial={answer.minimality} {...minimality} />}
      {status === "none" && <p class="verdict bad">✗ No solution: these givens contradict each other.</p>}
      {status === "unknown" && <p class="verdict">? The solver ran out of budget before deciding. {unknownNote ?? answer.unknown?.message}</p>}
      {status === "multiple" && <p class="verdict bad">✗ This puzzle has more than one solution ({solutionsCounted(answer) ?? "at least two"}).</p>}
      {status === "multiple" && (
        <div class="assistant">
          <p>Setter’s assistant: the two solutions differ in {differ.length} cells ({cellNames(shape, differ.slice(0, 12))}{differ.length > 12 ? "…" : ""}), marked on the grid.</p>
          {pick !== undefined && (
            <p>
              Adding the given {cellNames(shape, [pick])} = {valueToChar(value)} rules out the second one.{" "}
              <button type="button" onClick={() => onAddGiven(pick, value)}>Add it and re-check</button>
            </p>
          )}
        </div>
      )}
      <p class="stats-line">{searchSummary(stats)}</p>
      {/* One button that stays where it is: removing it on "show" dropped keyboard focus to the top of the page. */}
      {solution && (
        <button type="button" aria-expanded={shown.value} aria-controls={shown.value ? solutionsId : undefined} onClick={() => (shown.value = !shown.value)}>
          {shown.value ? "Hide" : "Show"} {otherSolution ? "both solutions" : "the solution"}
        </button>
      )}
      {shown.value && (
        <div class="solutions" id={solutionsId}>
          {solution && <div><h3>{status === "multiple" ? "Solution A" : "Solution"}</h3><SolutionGrid text={solution} shape={shape} mark={new Set(differ)} label={status === "multiple" ? "Solution A" : "Solution"} /></div>}
          {otherSolution && <div><h3>Solution B</h3><SolutionGrid text={otherSolution} shape={shape} mark={new Set(differ)} label="Solution B" /></div>}
        </div>
      )}
      {steps && (
        <details open>
          <summary>Logical solution log ({steps.length} steps)</summary>
          <ol class="log">{steps.map((s, i) => <li key={i} title={s.technique}>{s.text}</li>)}</ol>
        </details>
      )}
    </section>
  );
}
