/**
 * The SAT solving worker: one CDCL solve off the page's thread, ended by the page terminating it. Its own chunk,
 * fetched only when someone asks the browser to keep solving a formula.
 */
import { failure, type LocalSolveRequest } from "../state/local-budget";
import { solveSatLocally } from "../state/local-sat";
import { workerScope } from "./scope";

const scope = workerScope();
scope.onmessage = (event: MessageEvent<LocalSolveRequest>) => {
  try {
    scope.postMessage(solveSatLocally(event.data, () => performance.now()));
  } catch (error) {
    scope.postMessage(failure(error));
  }
};
