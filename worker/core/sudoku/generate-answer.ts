/**
 * A classic square-box puzzle made and written in the API's GenerateResponse shape: one function for the
 * /api/generate route and for the site, which makes the levels the API's budget cannot reach in the visitor's
 * browser (offered-levels.ts, BROWSER_MADE). The same request and work give the same puzzle in both places.
 */
import type { GenerateResponse } from "../api";
import { seedFromString } from "../rng";
import type { Difficulty } from "./difficulty";
import { generatePuzzle, type AttemptReport } from "./generate";
import { gradePuzzle } from "./grade";
import { formatGrid } from "./grid-text";
import type { Symmetry } from "./symmetry";

export interface ClassicGenerateRequest {
  /** 4, 9, 16 or 25. */
  size: number;
  level: Difficulty;
  /** The seed as the client wrote it; the answer repeats it. */
  seed: string;
  symmetry?: Symmetry;
  /** Work units for the whole generation. */
  work: number;
  /** Attempts at the level (default: the generator's per size). */
  attempts?: number;
  solution?: boolean;
  onAttempt?: (report: AttemptReport) => void;
}

export function classicGenerateAnswer(request: ClassicGenerateRequest): GenerateResponse {
  const box = Math.round(Math.sqrt(request.size));
  if (box * box !== request.size) throw new RangeError(`a classic generation takes a square side (4, 9, 16 or 25), not ${request.size}`);
  const made = generatePuzzle({
    box,
    difficulty: request.level,
    seed: seedFromString(request.seed),
    symmetry: request.symmetry,
    totalWork: request.work,
    maxAttempts: request.attempts,
    onAttempt: request.onAttempt,
  });
  const body: GenerateResponse = {
    puzzle: formatGrid(made.puzzle),
    size: request.size,
    difficulty: request.level,
    symmetry: made.symmetry,
    seed: request.seed,
    clues: made.clues,
    grade: made.grade ?? gradePuzzle(made.puzzle),
    work: made.work,
  };
  if (request.solution) body.solution = formatGrid(made.solution);
  return body;
}
