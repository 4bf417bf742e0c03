/**
 * The SAT solving worker: one CDCL solve off the page's thread, ended by the page terminating it. Its own chunk,
 * fetched only when someone asks the browser to keep solving a formula.
 */
import { solveSatLocally } from "../state/local-sat";
import { answerSolveRequests } from "./scope";

answerSolveRequests(solveSatLocally);
