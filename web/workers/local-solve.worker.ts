/**
 * The solving worker: runs one Sudoku solve off the page's thread, so the page stays responsive and Cancel can end
 * it at once (the page terminates the worker; the search itself has no way to be interrupted). Vite bundles this
 * file as its own chunk, fetched only when someone asks the browser to keep solving.
 */
import { solveLocally, type LocalSolveReply, type LocalSolveRequest } from "../state/local-answer";

// The web tsconfig has the DOM's types, where `self` is a Window; a dedicated worker's scope needs only these two.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<LocalSolveRequest>) => void) | null;
  postMessage(reply: LocalSolveReply): void;
};

scope.onmessage = (event) => {
  let reply: LocalSolveReply;
  try {
    reply = solveLocally(event.data, () => performance.now());
  } catch (error) {
    // A bug, not an answer: the page says the solve failed rather than waiting for ever.
    reply = { ok: false, puzzle: event.data.puzzle, message: `The solver failed: ${error instanceof Error ? error.message : String(error)}` };
  }
  scope.postMessage(reply);
};
