/** What the solver said about an entered puzzle: uniqueness verdict, setter's assistant, solution and its log. */
import type { SolveResponse } from "../../worker/core/api";
import type { Shape } from "../../worker/core/sudoku/shape";
import { valueToChar } from "../../worker/core/sudoku/grid";
import { CertificateLinks } from "../components/certificate-links";
import { cellNames } from "../state/names";

function SolutionGrid({ text, shape, mark }: { text: string; shape: Shape; mark?: Set<number> }) {
  return (
    <table class={`mini size-${shape.size}`} aria-label="Solution">
      <tbody>
        {Array.from({ length: shape.size }, (_, r) => (
          <tr key={r}>
            {Array.from({ length: shape.size }, (_, c) => {
              const i = r * shape.size + c;
              return <td key={c} class={mark?.has(i) ? "diff" : ""}>{text[i]}</td>;
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function SolveReport({ answer, shape, onAddGiven }: { answer: SolveResponse; shape: Shape; onAddGiven: (cell: number, value: number) => void }) {
  const { status, solution, otherSolution, steps, stats } = answer;
  const differ = solution && otherSolution ? [...solution].flatMap((ch, i) => (ch !== otherSolution[i] ? [i] : [])) : [];
  const pick = differ[0];
  const value = pick !== undefined && solution ? parseInt(solution[pick], 36) : 0;
  return (
    <section class="report" aria-label="Solver verdict">
      {status === "unique" && <p class="verdict ok">✓ Exactly one solution: a valid puzzle.</p>}
      {status === "unique" && shape.size <= 16 && <CertificateLinks puzzle={answer.puzzle} />}
      {status === "none" && <p class="verdict bad">✗ No solution: these givens contradict each other.</p>}
      {status === "unknown" && <p class="verdict">? The solver ran out of budget before deciding. {answer.unknown?.message}</p>}
      {status === "multiple" && (
        <div class="verdict bad">
          <p>✗ This puzzle has more than one solution (at least two).</p>
          <p>Setter’s assistant: the two solutions differ in {differ.length} cells ({cellNames(shape, differ.slice(0, 12))}{differ.length > 12 ? "…" : ""}), marked on the grid.</p>
          {pick !== undefined && (
            <p>
              Adding the given {cellNames(shape, [pick])} = {valueToChar(value)} rules out the second one.{" "}
              <button type="button" onClick={() => onAddGiven(pick, value)}>Add it and re-check</button>
            </p>
          )}
        </div>
      )}
      <p class="stats-line">Search: {stats.decisions} decisions, {stats.conflicts} conflicts, {stats.propagations} propagations.</p>
      <div class="solutions">
        {solution && <div><h3>{status === "multiple" ? "Solution A" : "Solution"}</h3><SolutionGrid text={solution} shape={shape} mark={new Set(differ)} /></div>}
        {otherSolution && <div><h3>Solution B</h3><SolutionGrid text={otherSolution} shape={shape} mark={new Set(differ)} /></div>}
      </div>
      {steps && (
        <details open>
          <summary>Logical solution log ({steps.length} steps)</summary>
          <ol class="log">{steps.map((s, i) => <li key={i} title={s.technique}>{s.text}</li>)}</ol>
        </details>
      )}
    </section>
  );
}
