/**
 * Request schemas: the same zod objects validate requests (through @hono/zod-openapi) and generate
 * GET /api/openapi.json, so the documentation cannot drift from what the server accepts.
 */
import { z } from "@hono/zod-openapi";
import { Difficulty, Symmetry } from "./schema-enums";
import * as api from "../core/api";
import { ENGINES } from "../core/sat/index";
import { MAX_CNF_BYTES, MAX_COUNT, MAX_FPUZZLES_CHARS, MAX_PUZZLE_CHARS, MAX_SOLVE_COUNT } from "./limits";
import { BOXED_CLASSIC_SIDES, CLASSIC_SIDES } from "../core/sudoku/offered-levels";
import { listInWords } from "../core/words";
import { PRACTICE_TECHNIQUES, practiceTechnique, type PracticeTechnique } from "../core/sudoku/practice-levels";
import { maxBudgetMs, requestBudget } from "./budget";

// ── Shared pieces ───────────────────────────────────────────────────────────────────────────────────────────

const puzzleText = z
  .string()
  .min(1)
  .max(MAX_PUZZLE_CHARS)
  .openapi({
    description: "Grid as one line, row by row: '.' or '0' for empty, 1-9 then A-P above 9, or hexadoku's 0-F with '.' blanks on a 16×16, answered in 1-9 and A-G (4×4, 9×9, 16×16, 25×25; also 6×6, 8×8, 10×10, 12×12, 14×14 and 15×15 with rectangular boxes, solved by the variant engine). A file's text works too: a grid one row a line or with borders, under a title or # comments, or a line with other fields (PUZZLE,SOLUTION); one puzzle per request.",
    example: "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
  });

// The document is built without a deploy's vars, so it gives budget.ts's own defaults (the values wrangler.toml
// ships); a deploy can set others, so the figures are said to be defaults rather than promised.
const CAP_MS = maxBudgetMs({});
const DEFAULT_MS = requestBudget({}).ms;
const CONFIGURABLE = "the server's defaults; a deploy can set others";

/**
 * A number in a query string, written in decimal digits. z.coerce reads text with Number(), which also takes 1e1,
 * 0x10 and " 9" as numbers: a client who wrote those meant something else, so what is not plain digits stays text
 * and is refused as not a number, while 1.5 still reaches the whole-number check and is refused as such.
 */
const queryNumber = <T extends z.ZodType>(number: T) =>
  z.preprocess((value) => (typeof value === "string" && DECIMAL.test(value) ? Number(value) : value), number);
const DECIMAL = /^-?\d+(\.\d+)?$/;

const budgetMs = queryNumber(z.number().int().min(1))
  .optional()
  .openapi({ description: `Work budget in CPU milliseconds: ${DEFAULT_MS} ms when absent, at most ${CAP_MS} ms (${CONFIGURABLE}).`, example: 500 });

const GRID_BUDGET_NOTE =
  `Work budget in CPU milliseconds, at most ${CAP_MS} ms. When absent: ${DEFAULT_MS} ms up to 9×9, the cap for 16×16 and 25×25, whose minimal puzzles can need it (${CONFIGURABLE}).`;
const gridBudgetQuery = budgetMs.openapi({ description: GRID_BUDGET_NOTE });
const gridBudgetBody = z.number().int().min(1).optional().openapi({ description: GRID_BUDGET_NOTE });

/** A yes/no query parameter: true or false (1/0, yes/no and on/off are read too). */
const flag = z.stringbool().optional().openapi({ type: "boolean" });
/** A cell name as the API writes cells. */
const cellName = z.string().regex(/^r\d{1,2}c\d{1,2}$/, "must be a cell name like r3c7");

/** Two ways of sending what a request is about, both sent: one refusal, in one wording for every route. */
function notBoth(ctx: z.RefinementCtx, field: string, one: string, other: string): void {
  ctx.addIssue({ code: "custom", path: [field], message: `send either ${one} or ${other}, not both` });
}

/** puzzle and fpuzzles are alternatives: exactly one of them. */
function onePuzzle(body: { puzzle?: unknown; fpuzzles?: unknown }, ctx: z.RefinementCtx): void {
  if (body.puzzle !== undefined && body.fpuzzles !== undefined) {
    notBoth(ctx, "puzzle", "puzzle (a grid)", "fpuzzles (a variant puzzle)");
  } else if (body.puzzle === undefined && body.fpuzzles === undefined) {
    ctx.addIssue({ code: "custom", path: ["puzzle"], message: "is required: send puzzle (a grid, one line, '.' for empty) or fpuzzles (a variant puzzle)" });
  }
}
/** A classic hint names wrong entries without reasons (POST /api/verify with explain gives those), so it has no use for `cell`. */
function cellWithVariantOnly(body: { cell?: unknown; fpuzzles?: unknown }, ctx: z.RefinementCtx): void {
  if (body.cell !== undefined && body.fpuzzles === undefined) {
    ctx.addIssue({ code: "custom", path: ["cell"], message: "is read with fpuzzles only: for a classic grid, POST /api/verify with explain and cell says why an entry is wrong" });
  }
}
const dateText = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a day written YYYY-MM-DD")
  .openapi({ example: "2026-05-01", description: "A UTC calendar day, YYYY-MM-DD." });

// Bodies and query strings are strict: a field no route reads (a typo such as budgetMs or dificulty) is refused by
// name, never ignored.

// ── Requests ────────────────────────────────────────────────────────────────────────────────────────────────

export const SatQuery = z.object({
  engine: z
    .enum(ENGINES)
    .default("cdcl")
    .openapi({ description: "Search engine: cdcl (clause learning, the default), dpll-opt (DPLL with occurrence counters and Jeroslow–Wang branching) or dpll (the plain baseline of the optimisation rate)." }),
  budget_ms: budgetMs,
  format: z
    .enum(["dimacs", "res", "json", "listing", "drat"])
    .optional()
    .openapi({ description: "dimacs: s/v lines (default); res: the .res result file (s 1|0|-1, v model, t ms); json; listing: numbered clauses (at most 20,000 shown); drat: on UNSAT, the checked proof itself (cdcl)." }),
  count: queryNumber(z.number().int().min(1).max(MAX_COUNT)).optional().openapi({ description: "Count models up to k, by the cdcl engine; not with proof, core or preprocess." }),
  core: flag.openapi({ description: "On UNSAT, return a small unsatisfiable core (clause numbers and lines); not with count." }),
  proof: flag.openapi({ description: "On UNSAT (cdcl), record a DRAT proof and check it with the built-in RUP checker; in JSON as `proof`, in text as a comment (format=drat returns the proof itself)." }),
  seed: queryNumber(z.number().int().min(0).max(0xffffffff)).optional().openapi({ type: "integer", description: "Seeds the engine's random choices (0 to 4294967295)." }),
  preprocess: flag.openapi({ description: "cdcl: subsumption, strengthening and bounded variable elimination before the search, within the budget. Helps large industrial formulas; costs more than it saves on formulas the search settles quickly, so it is off by default." }),
}).strict();

const COUNT_TEXT = `Count solutions up to k (2 to ${MAX_SOLVE_COUNT}; 2, the default, is enough to prove uniqueness): the answer lists every one found in \`solutions\`, and \`count.complete\` says whether that is all of them.`;
const solveCount = queryNumber(z.number().int().min(2).max(MAX_SOLVE_COUNT)).optional().openapi({ type: "integer", description: COUNT_TEXT });

const MINIMALITY_FLAG =
  "On a unique classic puzzle up to 16×16 (rectangular boxes included), say whether every given is needed, and name the givens that could each be left out alone with the puzzle staying unique.";

/** solution=false withholds every solved grid: the parts of an answer that show one are refused beside it. */
function gridsWithheld(ask: { solution?: boolean; steps?: boolean; certificate?: boolean }, ctx: z.RefinementCtx): void {
  if (ask.solution !== false) return;
  for (const shows of ["steps", "certificate"] as const) {
    if (ask[shows] === true) ctx.addIssue({ code: "custom", path: [shows], message: "shows the solution, so it cannot go with solution=false" });
  }
}

const WITHHOLD_TEXT =
  "false: answer the verdict, counts and statistics without any solved grid (no solution, otherSolution or solutions), for a page that must not hold the answer; it cannot go with steps or certificate, which show the solution.";

export const SolveQuery = z.object({
  puzzle: puzzleText,
  solution: flag.openapi({ description: WITHHOLD_TEXT }),
  steps: flag.openapi({ description: "Include the logical solution log and its grade (any classic grid, rectangular boxes included)." }),
  certificate: flag.openapi({ description: "On a unique puzzle (up to 16×16), add a uniqueness certificate: CNF and DRAT proof." }),
  minimality: flag.openapi({ description: MINIMALITY_FLAG }),
  count: solveCount,
  budget_ms: gridBudgetQuery,
}).strict().superRefine(gridsWithheld);

export const SolveBody = z
  .object({
    puzzle: puzzleText.optional(),
    fpuzzles: z
      .union([z.record(z.string(), z.unknown()), z.string().min(1).max(MAX_FPUZZLES_CHARS)])
      .optional()
      .openapi({ description: "Instead of puzzle: a variant puzzle as f-puzzles JSON, or its compressed form (an f-puzzles link or its ?load= part)." }),
    solution: z.boolean().optional().openapi({ description: WITHHOLD_TEXT }),
    steps: z.boolean().optional().openapi({ description: "Include the logical solution log and its grade (classic puzzles of any size, rectangular boxes included; not f-puzzles variants)." }),
    certificate: z.boolean().optional().openapi({ description: "On a unique puzzle: a checkable proof that no other solution exists, as a CNF (the puzzle with its solution blocked) and a DRAT proof of it, checked by our RUP checker; made within what the solve left of the budget." }),
    minimality: z.boolean().optional().openapi({ description: MINIMALITY_FLAG }),
    count: z.number().int().min(2).max(MAX_SOLVE_COUNT).optional().openapi({ description: COUNT_TEXT }),
    budget_ms: gridBudgetBody,
  })
  .strict()
  .superRefine(onePuzzle)
  .superRefine((body, ctx) => {
    if (body.fpuzzles !== undefined && body.steps === true) {
      ctx.addIssue({ code: "custom", path: ["steps"], message: "is given for classic puzzles only: the logical techniques know no cages or irregular regions" });
    }
    gridsWithheld(body, ctx);
    if (body.fpuzzles !== undefined && body.minimality === true) {
      ctx.addIssue({ code: "custom", path: ["minimality"], message: "is given for classic puzzles only: send the puzzle's digits as `puzzle`" });
    }
  })
  .openapi("SolveRequest");

export const GenerateQuery = z.object({
  size: queryNumber(z.number().int().refine((n) => CLASSIC_SIDES.includes(n), `must be ${listInWords(CLASSIC_SIDES.map(String), "or")} (a variant: 4, 6 or 9)`))
    .default(9)
    .openapi({ type: "integer", enum: [...CLASSIC_SIDES], description: `Classic: ${listInWords(CLASSIC_SIDES.map(String), "or")} (${listInWords(BOXED_CLASSIC_SIDES.map(String), "and")} with rectangular boxes). A variant: 4, 6 or 9 (entropic lines 6 or 9).` }),
  // Optional, not defaulted: a variant aims at a level only when one is asked for (the route says how).
  difficulty: Difficulty.optional(),
  seed: z.string().min(1).max(64).optional().openapi({ description: "Any text; the same seed gives the same puzzle." }),
  symmetry: Symmetry.default("rotational"),
  solution: flag.openapi({ description: "Include the solution." }),
  variant: z.enum(api.VARIANT_KINDS).optional().openapi({ description: "A variant instead of a classic puzzle (9×9 unless `size` says 4 or 6): killer, jigsaw, x (both diagonals), sandwich (every row's and column's clue), little-killer (ten diagonals), or lines read off the solution: thermo, arrow, whispers, renban, entropic or region-sum. Its level is rated by search effort: the conflicts CDCL needs to solve it and prove it unique." }),
  givens: flag.openapi({ description: "With variant=killer: cages over about half the grid plus givens (default: cages alone)." }),
  budget_ms: queryNumber(z.number().int().min(1)).optional().openapi({
    type: "integer",
    minimum: 1,
    description: `Work budget for all the digging, in CPU milliseconds (at most, and when absent, the server's cap: ${CAP_MS} ms by default). When it runs out the puzzle is still unique but keeps more clues.`,
  }),
}).strict().superRefine((query, ctx) => {
  // A parameter that changes nothing is a misunderstanding worth naming rather than ignoring.
  if (query.givens === true && query.variant !== "killer") ctx.addIssue({ code: "custom", path: ["givens"], message: "applies only with variant=killer" });
  const mirrored = query.symmetry === "mirror" || query.symmetry === "diagonal";
  const boxed = BOXED_CLASSIC_SIDES.includes(query.size);
  if (boxed && query.variant === undefined && mirrored) ctx.addIssue({ code: "custom", path: ["symmetry"], message: `a classic ${query.size}×${query.size} keeps rotational symmetry or none` });
});

export const PracticeQuery = z
  .object({
    technique: z
      .string()
      .refine((t): t is PracticeTechnique => practiceTechnique(t) !== null, {
        message: `must be one of ${PRACTICE_TECHNIQUES.join(", ")} (a naked quad, a hidden quad or a Jellyfish turns up too seldom to find one within a request; /learn shows a worked example of each)`,
      })
      .openapi({ type: "string", enum: [...PRACTICE_TECHNIQUES], description: "The technique to practise, by its id in the hints (`technique` in /api/hint answers)." }),
    seed: z.string().min(1).max(64).optional().openapi({ description: "Any text; the same seed and budget give the same position." }),
    budget_ms: queryNumber(z.number().int().min(1)).optional().openapi({
      type: "integer",
      minimum: 1,
      description: `Work budget for every puzzle generated on the way, in CPU milliseconds (at most, and when absent, the server's cap: ${CAP_MS} ms by default). When it runs out first the answer says unknown.`,
    }),
  })
  .strict();

export const GridVerifyBody = z
  .object({
    puzzle: puzzleText.openapi({ description: "The givens." }),
    entries: puzzleText.optional().openapi({ description: "The player's grid; '.' where empty. A given's cell may be empty or repeat its given; another digit there is refused (422 grid-mismatch, with the cell)." }),
    reveal: z.boolean().optional().openapi({ description: "Show the expected value of wrong entries." }),
    explain: z.boolean().optional().openapi({ description: "Explain why the entries cannot all be right: a chain of forced steps to a contradiction." }),
    cell: cellName.optional().openapi({ description: "With explain: explain only this cell's entry (e.g. r3c7). It must be a cell the entries fill: an empty cell or a given is refused (422 no-entry, with the cell)." }),
    budget_ms: gridBudgetBody,
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.cell !== undefined && body.explain !== true) ctx.addIssue({ code: "custom", path: ["cell"], message: "is read only with explain: true (it picks the entry to explain)" });
  })
  .openapi("GridVerifyRequest");

export const CnfVerifyBody = z
  .object({
    cnf: z.string().min(1).max(MAX_CNF_BYTES).openapi({ description: "DIMACS CNF text." }),
    model: z
      .union([z.array(z.number().int()), z.string().max(MAX_CNF_BYTES)])
      .openapi({ description: "DIMACS literals (e.g. [1,-2,3]) or the text of v lines." }),
  })
  .strict()
  .openapi("CnfVerifyRequest");

/**
 * A grid and a formula in one body fail both strict forms of the union, each over the other's fields, which no
 * field-by-field message can put right; so the mix is refused first, as a whole, and the union never runs.
 */
function gridOrFormula(body: unknown, ctx: z.RefinementCtx): unknown {
  if (body === null || typeof body !== "object") return body;
  const grid = ["puzzle", "entries"].find((k) => k in body);
  if (grid && ["cnf", "model"].some((k) => k in body)) notBoth(ctx, grid, "puzzle and entries (a Sudoku grid)", "cnf and model (a formula and its model)");
  return body;
}

export const VerifyBody = z.preprocess(gridOrFormula, z.union([CnfVerifyBody, GridVerifyBody]).openapi("VerifyRequest"));

export const HintBody = z
  .object({
    puzzle: puzzleText.optional().openapi({ description: "The givens (or send fpuzzles for a variant puzzle)." }),
    fpuzzles: z
      .union([z.record(z.string(), z.unknown()), z.string().min(1).max(MAX_FPUZZLES_CHARS)])
      .optional()
      .openapi({ description: "Instead of puzzle: a variant puzzle as f-puzzles JSON or its compressed link form. The hint is then a cell the rules force, proven by the SAT solver." }),
    entries: puzzleText.optional().openapi({ description: "The player's grid; '.' where empty. A given's cell may be empty or repeat its given; another digit there is refused (422 grid-mismatch, with the cell)." }),
    notes: z
      .record(cellName, z.array(z.number().int().min(1).max(25)).max(25))
      .optional()
      .openapi({ description: "Pencil marks by cell, e.g. {\"r1c3\": [1, 2, 4]}; cells without notes use all candidates." }),
    // Inline rather than the shared HintDetail: a description beside a $ref comes out as allOf, which the /api page
    // (web/pages/api-schema.ts) does not read, so it would lose both the description and the values.
    detail: z.enum(api.HINT_DETAILS).default("technique").openapi({
      description:
        "How much the hint gives away, when it is a deduction: technique (the default) names the technique and the houses to look in (`technique`, `houses`); cells adds the cells it works on (`cells`); full says the whole step, adding the digits it places and the candidates it removes (`placements`, `eliminations`). A wrong entry is named at every level. When no technique applies, technique says so, cells names the cell the solver can fill, and full gives its value. A variant hint (fpuzzles) names the forced cell from cells on and its digit at full.",
    }),
    reveal: z.boolean().optional().openapi({ description: "Name the right values of wrong entries." }),
    cell: cellName.optional().openapi({ description: "With fpuzzles: when this cell holds a wrong entry, say why it cannot be right (otherwise the first wrong entry is explained)." }),
    budget_ms: gridBudgetBody,
  })
  .strict()
  .superRefine(onePuzzle)
  .superRefine(cellWithVariantOnly)
  .openapi("HintRequest");

export const DailyQuery = z.object({
  difficulty: Difficulty.default("medium"),
  from: dateText.optional(),
  to: dateText.optional(),
}).strict();
export const DailyParams = z.object({ date: dateText.openapi({ param: { name: "date", in: "path" } }) });
export const DailyDayQuery = z.object({ difficulty: Difficulty.default("medium") }).strict();
/** The killer and 16x16 days take no parameters (their difficulty is fixed): one sent is refused, not ignored. */
export const NoQuery = z.object({}).strict();

export const EncodeQuery = z.object({
  puzzle: puzzleText,
  encoding: z.enum(["extended", "minimal"]).default("extended"),
}).strict();
