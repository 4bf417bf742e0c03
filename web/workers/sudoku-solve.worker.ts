/**
 * The Sudoku solving worker: one solve off the page's thread, so the page stays responsive and Cancel can end it at
 * once (the page terminates the worker; a synchronous search cannot be interrupted). Vite bundles this file as its
 * own chunk, fetched only when someone asks the browser to keep solving.
 */
import { solveSudokuLocally } from "../state/local-sudoku";
import { answerSolveRequests } from "./scope";

answerSolveRequests(solveSudokuLocally);
