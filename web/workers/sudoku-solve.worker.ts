/**
 * The Sudoku solving worker: one solve, or one uniqueness certificate for a solution found here, off the page's
 * thread, so the page stays responsive and Cancel can end it at once (the page terminates the worker; a synchronous
 * search cannot be interrupted). Vite bundles this file as its own chunk, fetched only when someone asks the browser
 * to keep solving or to make a certificate.
 */
import type { SolveResponse } from "../../worker/core/api";
import { certifyLocally, type BrowserCertificate } from "../state/local-certificate";
import { solveSudokuLocally } from "../state/local-sudoku";
import { answerSolveRequests } from "./scope";

answerSolveRequests<SolveResponse | BrowserCertificate>((request, now, progress) =>
  request.solution === undefined ? solveSudokuLocally(request, now, progress) : certifyLocally(request, now, progress),
);
