/**
 * "Is every given needed?" under a unique verdict: the server leaves each given out in turn and says which could go
 * with the puzzle staying unique. A setter trimming a puzzle to its minimum sees them marked on the grid and can
 * remove one and check again. The answer belongs to the puzzle it was asked of: the report that holds this
 * component is hidden as soon as the grid changes.
 */
import { useSignal } from "@preact/signals";
import { useMemo, useRef } from "preact/hooks";
import type { MinimalityResponse } from "../../worker/core/api";
import { parseGridLoose } from "../../worker/core/sudoku/grid-text";
import { parseCellName, type Shape } from "../../worker/core/sudoku/shape";
import { patternSymmetries, type Symmetry } from "../../worker/core/sudoku/symmetry";
import { describeError } from "../api/client";
import { useApi } from "../api/context";
import { useAnswerFocus } from "./focus-on-change";

interface Props {
  puzzle: string;
  shape: Shape;
  budgetMs?: number;
  /** Marks cells on the grid the puzzle is typed into (none: clears the marks). */
  onMark: (cells: number[]) => void;
  /** Clears a given and checks the puzzle again, minimality included. */
  onRemoveGiven: (cell: number) => void;
  /**
   * Removes givens until none could go: one at a time, each the first the server names, or with `symmetry` a given
   * and its mirror images together, so that the pattern keeps that symmetry.
   */
  onTrim?: (symmetry: Exclude<Symmetry, "none"> | null) => void;
  /** The check's answer when the verdict came with one (after "Remove … and re-check"); the page marks its cells. */
  initial?: MinimalityResponse;
}

const names = (list: string[]): string => (list.length <= 12 ? list.join(", ") : `${list.slice(0, 12).join(", ")}…`);

/** The check's answer in words. */
export function minimalityWords(m: MinimalityResponse): string {
  if (m.error) return m.error;
  if (m.minimal === true) return `✓ Minimal: each of the ${m.givens} givens is needed; without any one of them the puzzle has another solution.`;
  if (m.minimal === false) {
    const some = m.checked < m.givens ? ` (the budget ran out after ${m.checked} of the ${m.givens} givens, so there may be more)` : "";
    return `Not minimal: ${m.redundant.length} of the ${m.givens} givens could each be left out alone and the puzzle would stay unique${some}: ${names(m.redundant)}, marked on the grid. Two of them together may not.`;
  }
  return `Undecided: the budget ran out after ${m.checked} of the ${m.givens} givens, none of them removable so far. A larger budget may finish the check.`;
}

export function MinimalityCheck({ puzzle, shape, budgetMs, onMark, onRemoveGiven, onTrim, initial }: Props) {
  const api = useApi();
  const state = useSignal<{ busy: boolean; result: MinimalityResponse | null; error: string }>({ busy: false, result: initial ?? null, error: "" });
  const mark = (result: MinimalityResponse) => onMark(result.redundant.map((name) => parseCellName(shape.size, name)).filter((cell) => cell >= 0));

  async function check() {
    state.value = { busy: true, result: null, error: "" };
    const answer = await api.minimality(puzzle, budgetMs);
    const result = answer.ok ? answer.value.minimality : undefined;
    if (!answer.ok) state.value = { busy: false, result: null, error: describeError(answer.error) };
    else if (!result) state.value = { busy: false, result: null, error: "No check: the server did not find the puzzle unique this time." };
    else {
      state.value = { busy: false, result, error: "" };
      mark(result);
    }
  }

  // The pattern's own symmetry, which a trim can keep: offered only when the givens have one.
  const symmetry = useMemo(() => {
    const grid = parseGridLoose(puzzle, { shape });
    return grid.ok ? patternSymmetries(grid.value)[0] ?? null : null;
  }, [puzzle, shape]);
  const keep = useSignal(false);
  const { busy, result, error } = state.value;
  const first = result?.redundant[0];
  // The button pressed goes away with the answer: focus follows to the answer.
  const group = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const words = useRef<HTMLParagraphElement>(null);
  useAnswerFocus(busy ? "busy" : result ? "answer" : error ? "error" : "idle", group, words, button);
  return (
    <div class="minimality" role="group" aria-label="Minimality" ref={group}>
      {!result && (
        <button type="button" ref={button} onClick={check} disabled={busy}>
          {busy ? "Checking every given…" : "Is every given needed?"}
        </button>
      )}
      {result && <p role="status" tabIndex={-1} ref={words}>{minimalityWords(result)}</p>}
      {first !== undefined && (
        <p>
          <button type="button" onClick={() => onRemoveGiven(parseCellName(shape.size, first))}>Remove {first} and re-check</button>{" "}
          {onTrim && <button type="button" onClick={() => onTrim(keep.value ? symmetry : null)}>Trim to a minimal puzzle</button>}
          {onTrim && symmetry && (
            <label>
              {" "}
              <input type="checkbox" checked={keep.value} onChange={(e) => (keep.value = e.currentTarget.checked)} /> keep the pattern's {symmetry} symmetry
            </label>
          )}
        </p>
      )}
      {error && <p class="error" role="alert">{error}</p>}
    </div>
  );
}
