/**
 * The generating worker's side of a browser-made puzzle (local-generate.ts is the page's): the API's answer for the
 * request, made with the API's generator. Kept apart so the page never imports the generator.
 */
import { classicGenerateAnswer } from "../../worker/core/sudoku/generate-answer";
import type { AttemptReport } from "../../worker/core/sudoku/generate";
import type { LocalGenerateProgress, LocalGenerateReply, LocalGenerateRequest } from "./local-generate";

/**
 * What the worker does with a request: the API's answer for it, with the time it took, or why there is none.
 * `report` hears of each attempt as it starts.
 */
export function generateHere(request: LocalGenerateRequest, clock: () => number, report?: (progress: LocalGenerateProgress["progress"]) => void): LocalGenerateReply {
  const started = clock();
  try {
    const onAttempt = report && ((told: AttemptReport) => report({ attempt: told.attempt, maxAttempts: told.maxAttempts }));
    const answer = classicGenerateAnswer({ size: request.size, level: request.level, seed: request.seed, symmetry: request.symmetry, work: request.work, attempts: request.attempts, onAttempt });
    return { ok: true, answer, ms: clock() - started };
  } catch (error) {
    return { ok: false, message: `The generator failed: ${error instanceof Error ? error.message : String(error)}` };
  }
}
