/**
 * Typed wrappers around the site's own API. Every call returns a Result: a problem+json answer or a network failure
 * becomes a value the page can show ("offline", "r3c7: two 5s in row 3"), never an exception.
 */
import type {
  Daily16Response, DailyKillerResponse, DailyResponse, Difficulty, GenerateResponse, GridVerifyResponse, HintDetail, HintResponse, PracticeResponse, Problem, SatEngine,
  SatResponse, SolveResponse, VariantKind,
} from "../../worker/core/api";
import { err, ok, type Result } from "../../worker/core/result";

export type ApiError =
  | { kind: "network"; message: string }
  | { kind: "problem"; status: number; problem: Problem };

export type ApiResult<T> = Promise<Result<T, ApiError>>;

/** Where a field inside an f-puzzles document lies, in the document's own terms ("killercage[0].value"). */
const FPUZZLES_FIELD = "body.fpuzzles.";

/** One line for people: the problem's detail plus where (line/column, place in a puzzle document, cell), or the network failure. */
export function describeError(error: ApiError): string {
  if (error.kind === "network") return error.message;
  const p = error.problem;
  const text = p.detail || p.title;
  const inside = p.field?.startsWith(FPUZZLES_FIELD) ? `at ${p.field.slice(FPUZZLES_FIELD.length)}` : "";
  const places = p.line !== undefined ? [`line ${p.line}${p.column !== undefined ? `, column ${p.column}` : ""}`] : [inside, p.cell ?? ""];
  // Most details already name the place ("line 2, column 3: …", "r1c1 …"); say each once.
  const where = places.filter((place) => place && !text.toLowerCase().includes(place.toLowerCase())).join(", ");
  return where ? `${text} (${where})` : text;
}

async function call<T>(base: string, path: string, init: RequestInit = {}, as: "json" | "text" = "json"): ApiResult<T> {
  let response: Response;
  try {
    response = await fetch(base + path, init);
  } catch {
    return err({ kind: "network", message: "Could not reach the server. Are you offline?" });
  }
  if (!response.ok) {
    const body = await response.json().catch(() => null);
    const problem: Problem = body && typeof body === "object" && "detail" in body
      ? (body as Problem)
      : { type: "about:blank", title: response.statusText, status: response.status, detail: `The server answered ${response.status}.`, kind: "http" };
    return err({ kind: "problem", status: response.status, problem });
  }
  try {
    return ok((as === "json" ? await response.json() : await response.text()) as T);
  } catch {
    return err({ kind: "network", message: "The server's answer could not be read." });
  }
}

const postJson = (body: unknown): RequestInit => ({
  method: "POST",
  headers: { "Content-Type": "application/json", Accept: "application/json" },
  body: JSON.stringify(body),
});

/** The /api/sat query for an engine, a budget and whether to simplify first. */
const satQuery = (engine: SatEngine, budgetMs: number, preprocess: boolean): string =>
  `engine=${engine}&budget_ms=${budgetMs}${preprocess ? "&preprocess=true" : ""}`;

/**
 * The API at `base` ("" for the site's own origin; the widget passes the origin it was loaded from).
 * @example const answer = await createApi().solve("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79");
 */
export function createApi(base = "") {
  return {
    daily(difficulty: Difficulty, date?: string): ApiResult<DailyResponse> {
      const q = `difficulty=${difficulty}`;
      return call(base, date ? `/api/daily/${date}?${q}` : `/api/daily?${q}`);
    },
    /** Without a date: today's killer as the server's clock has it. */
    dailyKiller(date?: string): ApiResult<DailyKillerResponse> {
      return call(base, date ? `/api/daily/${date}/killer` : "/api/daily/killer");
    },
    /** Without a date: today's 16x16 as the server's clock has it. */
    daily16(date?: string): ApiResult<Daily16Response> {
      return call(base, date ? `/api/daily/${date}/16` : "/api/daily/16");
    },
    /** With `solution`, the answer carries the puzzle's solution too (a print sheet's answers page). */
    generate(size: number, difficulty: Difficulty, seed: string, solution = false): ApiResult<GenerateResponse> {
      return call(base, `/api/generate?size=${size}&difficulty=${difficulty}&seed=${encodeURIComponent(seed)}${solution ? "&solution=true" : ""}`);
    },
    /** A 9×9 variant puzzle; its answer carries the f-puzzles JSON in `fpuzzles`. */
    /** Without `level`, the seed's first puzzle as it rates; with one, aimed at it. */
    generateVariant(kind: VariantKind, size: number, seed: string, level?: Difficulty): ApiResult<GenerateResponse> {
      return call(base, `/api/generate?variant=${kind}&size=${size}${level ? `&difficulty=${level}` : ""}&seed=${encodeURIComponent(seed)}`);
    },
    /** Without `budgetMs`, the server's default budget; with `count`, solutions are counted (and listed) up to it. */
    solve(puzzle: string, steps = false, certificate = false, budgetMs?: number, count?: number): ApiResult<SolveResponse> {
      const budget = budgetMs === undefined ? {} : { budget_ms: budgetMs };
      const counted = count === undefined ? {} : { count };
      return call(base, "/api/solve", postJson(certificate ? { puzzle, steps, certificate, ...budget, ...counted } : { puzzle, steps, ...budget, ...counted }));
    },
    /** The verdict alone (solution=false): "unique" and the rest of the answer, without any solved grid in it. */
    verdict(puzzle: string): ApiResult<SolveResponse> {
      return call(base, "/api/solve", postJson({ puzzle, solution: false }));
    },
    /** Solves with minimality=true: for a unique puzzle, which givens could each go alone. */
    minimality(puzzle: string, budgetMs?: number): ApiResult<SolveResponse> {
      return call(base, "/api/solve", postJson({ puzzle, minimality: true, ...(budgetMs === undefined ? {} : { budget_ms: budgetMs }) }));
    },
    /** A 9×9 board on which `technique` is the easiest step (status "found"), or none within the server's budget. */
    practice(technique: string, seed: string): ApiResult<PracticeResponse> {
      return call(base, `/api/practice?technique=${encodeURIComponent(technique)}&seed=${encodeURIComponent(seed)}`);
    },
    /** With `explain`, the answer says why the entries (or the one at `cell`) cannot all be right. */
    verify(puzzle: string, entries: string, explain?: { cell?: string }): ApiResult<GridVerifyResponse> {
      return call(base, "/api/verify", postJson(explain ? { puzzle, entries, explain: true, ...explain } : { puzzle, entries }));
    },
    /**
     * With `fpuzzles` (a variant puzzle's compressed f-puzzles form), `puzzle` is not sent: the rules carry the givens,
     * and `cell` names the wrong entry to explain.
     */
    hint(puzzle: string, entries: string, notes: Record<string, number[]>, detail: HintDetail, fpuzzles?: string, cell?: string): ApiResult<HintResponse> {
      return call(base, "/api/hint", postJson(fpuzzles ? { fpuzzles, entries, notes, detail, ...(cell ? { cell } : {}) } : { puzzle, entries, notes, detail }));
    },
    /** `preprocess` simplifies the formula first; the API takes it with the cdcl engine only. */
    sat(cnf: string, engine: SatEngine, budgetMs: number, preprocess = false): ApiResult<SatResponse> {
      const init = { method: "POST", headers: { "Content-Type": "text/plain", Accept: "application/json" }, body: cnf };
      return call(base, `/api/sat?format=json&${satQuery(engine, budgetMs, preprocess)}`, init);
    },
    /** A small unsatisfiable core of an UNSAT formula (CDCL; the core search gets what the solve leaves of the budget). */
    satCore(cnf: string, budgetMs: number): ApiResult<SatResponse> {
      const init = { method: "POST", headers: { "Content-Type": "text/plain", Accept: "application/json" }, body: cnf };
      return call(base, `/api/sat?format=json&core=true&${satQuery("cdcl", budgetMs, false)}`, init);
    },
    satRes(cnf: string, engine: SatEngine, budgetMs: number, preprocess = false): ApiResult<string> {
      const init = { method: "POST", headers: { "Content-Type": "text/plain" }, body: cnf };
      return call(base, `/api/sat?format=res&${satQuery(engine, budgetMs, preprocess)}`, init, "text");
    },
    openapi(): ApiResult<unknown> {
      return call(base, "/api/openapi.json");
    },
  };
}

export type Api = ReturnType<typeof createApi>;

/** The site's own API (same origin). */
export const api = createApi();
