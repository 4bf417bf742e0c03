import { useEffect, useRef } from "preact/hooks";
import type { ApiError } from "../api/client";
import { useApi } from "../api/context";
import { puzzleText } from "../state/assist";
import type { GameModel, SolutionStatus } from "../state/game-model";

/** Waits before asking again after a failed fetch: a busy or restarting server gets room, a player no long wait. */
export const RETRY_DELAYS_MS = [3_000, 10_000, 30_000, 60_000, 120_000] as const;

/**
 * What a failed answer says about the puzzle: clashing givens have no solution; any other refusal or failure says
 * nothing about it (it is not "ran out of budget", the solver's own answer), and is asked again.
 */
function failedStatus(error: ApiError): SolutionStatus {
  if (error.kind === "network") return "offline";
  return error.problem.kind === "givens-conflict" ? "none" : "unavailable";
}

/**
 * Loads the unique solution from the API when the model does not have it (check, reveal and audit need it), and
 * records what the solver found, so a puzzle with several or no solutions says so instead of pretending. A fetch that
 * failed is tried again after a while, and at once when the browser comes back online.
 */
export function useSolution(model: GameModel): void {
  const api = useApi();
  const failures = useRef(0);
  const status = model.solutionStatus.value;
  useEffect(() => {
    if (model.solution.value || status !== "pending") return;
    let live = true;
    // Played without help, nothing needs the solution: the page asks only whether there is exactly one, and a full
    // grid that breaks no rule is then the solution.
    const withheld = !model.settings.peek().help;
    void (withheld ? api.verdict(puzzleText(model)) : api.solve(puzzleText(model))).then((answer) => {
      if (!live) return;
      if (!answer.ok) {
        failures.current++;
        return model.setSolutionStatus(failedStatus(answer.error));
      }
      failures.current = 0;
      if (answer.value.status === "unique" && answer.value.solution) {
        model.setSolution(Uint8Array.from(answer.value.solution, (ch) => parseInt(ch, 36)));
      } else model.setSolutionStatus(answer.value.status === "unique" && !withheld ? "unknown" : answer.value.status);
    });
    return () => {
      live = false;
    };
  }, [model, api, status]);

  useEffect(() => {
    if (status !== "offline" && status !== "unavailable") return;
    const again = () => model.setSolutionStatus("pending");
    const delay = RETRY_DELAYS_MS[failures.current - 1];
    const timer = delay === undefined ? undefined : setTimeout(again, delay);
    if (status === "offline") addEventListener("online", again);
    return () => {
      clearTimeout(timer);
      removeEventListener("online", again);
    };
  }, [model, status]);
}
