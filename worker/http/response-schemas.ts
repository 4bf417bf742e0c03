/**
 * Response schemas, mirroring worker/core/api.ts; the type checks at the bottom fail to compile when the two
 * disagree.
 */
import { z } from "@hono/zod-openapi";
import * as api from "../core/api";
import { ENGINES } from "../core/sat/index";
import { Difficulty, HintDetail, Symmetry } from "./schema-enums";
import { PROBLEM_KINDS } from "./problem-catalog";

// ── Responses ───────────────────────────────────────────────────────────────────────────────────────────────

export const ProblemSchema = z
  .object({
    type: z.string(),
    title: z.string(),
    status: z.number().int(),
    detail: z.string(),
    kind: z.string().openapi({ enum: [...PROBLEM_KINDS], description: "The error's kind; GET /api/problems/{kind} says what it means." }),
    line: z.number().int().optional(),
    column: z.number().int().optional(),
    cell: z.string().optional(),
    field: z.string().optional(),
    limit: z.number().optional(),
    unit: z.string().optional(),
    errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  })
  .openapi("Problem");

const SearchStats = z
  .object({
    decisions: z.number(),
    propagations: z.number(),
    conflicts: z.number(),
    work: z.number(),
    budgetWork: z.number(),
    budgetMs: z.number(),
    learnt: z.number().optional(),
    restarts: z.number().optional(),
  })
  .openapi("SearchStats");

const UnknownAdvice = z
  .object({
    reason: z.literal("budget"),
    message: z.string(),
    command: z.string(),
    browser: z.string().optional().openapi({ description: "A classic grid's address on the site's Enter page, which keeps solving it in the browser without the server's limit." }),
    maxBudgetMs: z.number().int().optional().openapi({ description: "On /api/sat: the largest budget_ms the server grants; an UNKNOWN whose stats.budgetMs is this cannot be helped by a larger budget_ms." }),
  })
  .openapi("UnknownAdvice");

const Grade = z
  .object({
    level: Difficulty,
    score: z.number(),
    rating: z.number(),
    hardest: z.string(),
    counts: z.record(z.string(), z.number()),
    solvedByLogic: z.boolean(),
    searchEffort: z.number().optional(),
  })
  .openapi("Grade");

const Placement = z.object({ cell: z.string(), value: z.number().int() });
const Elimination = z.object({ cell: z.string(), values: z.array(z.number().int()) });

const Step = z
  .object({
    technique: z.string(),
    text: z.string(),
    placements: z.array(Placement),
    eliminations: z.array(Elimination),
    houses: z.array(z.string()),
    cells: z.array(z.string()),
  })
  .openapi("Step");

const SudokuStatus = z.enum(["unique", "multiple", "none", "unknown"]);

export const SolveResponse = z
  .object({
    status: SudokuStatus,
    size: z.number().int(),
    puzzle: z.string(),
    solution: z.string().optional(),
    otherSolution: z.string().optional(),
    solutions: z.array(z.string()).optional().openapi({ description: "With count=k: every solution found, up to k." }),
    count: z
      .object({ solutions: z.number().int(), complete: z.boolean(), limit: z.number().int() })
      .optional()
      .openapi({ description: "With count=k: how many solutions were found, and `complete` when they are all there are (the search ended below k)." }),
    stats: SearchStats,
    steps: z.array(Step).optional(),
    grade: Grade.optional(),
    certificate: z
      .object({ cnf: z.string(), proof: z.string(), steps: z.number().int(), check: z.enum(["verified", "unknown"]), error: z.string().optional() })
      .optional()
      .openapi({ description: "With certificate=true on a unique puzzle up to 16×16: `drat-trim cnf proof` proves no other solution exists." }),
    minimality: z
      .object({ minimal: z.boolean().nullable(), redundant: z.array(z.string()), checked: z.number().int(), givens: z.number().int(), error: z.string().optional() })
      .optional()
      .openapi({
        description:
          "With minimality=true on a unique classic puzzle up to 16×16 (rectangular boxes included): `minimal` is true when every given is needed, false when `redundant` names givens that could each be left out alone (two of them together may not), null when undecided: `checked` of `givens` were settled before the budget ran out, or `error` says why none was.",
      }),
    unknown: UnknownAdvice.optional(),
    rules: z.array(z.string()).optional(),
    differingCells: z.array(z.string()).optional(),
    conflict: z.object({ members: z.array(z.string()), minimal: z.boolean() }).optional(),
    conflictUnknown: z.string().optional(),
  })
  .openapi("SolveResponse");

export const GenerateResponse = z
  .object({
    puzzle: z.string(),
    size: z.number().int(),
    difficulty: Difficulty,
    symmetry: Symmetry,
    seed: z.string(),
    clues: z.number().int(),
    grade: Grade,
    work: z.number().int().openapi({
      description:
        "Work units the whole generation spent (the budget's units: 40,000 per CPU millisecond on the reference machine). A classic puzzle counts its full grid, every dig and every grading; a variant counts every search and every solver build at its measured cost, so it is several times the work of solving the finished puzzle, which is all that `grade` rates.",
    }),
    asked: Difficulty.optional().openapi({ description: "Only when the puzzle's level is not the difficulty asked for: the level asked." }),
    note: z.string().optional().openapi({
      description:
        "Only with `asked`: why the level differs (a level the size does not offer, or one no attempt within the work budget reached) and how to get the level asked for.",
    }),
    solution: z.string().optional(),
    variant: z.enum(api.VARIANT_KINDS).optional(),
    fpuzzles: z.record(z.string(), z.unknown()).optional(),
    link: z.string().optional(),
  })
  .openapi("GenerateResponse");

export const PracticeResponse = z
  .object({
    status: z.enum(["found", "unknown"]),
    technique: z.string(),
    name: z.string(),
    level: Difficulty,
    seed: z.string(),
    attempts: z.number().int().openapi({ description: "Puzzles generated to find the position." }),
    work: z.number().int().openapi({ description: "Work units spent on every generation together (40,000 per CPU millisecond on the reference machine)." }),
    puzzle: z.string().optional().openapi({ description: "The puzzle's givens (found only)." }),
    position: z.string().optional().openapi({ description: "The board in candidate notation: a digit is placed, {…} lists an empty cell's candidates, rows are apart by spaces (found only)." }),
    answer: z.string().optional().openapi({ description: "The step the technique takes on that board, in words (found only)." }),
    note: z.string().optional().openapi({ description: "Only when unknown: what to try next." }),
  })
  .openapi("PracticeResponse");

const RuleConflict = z.object({ cell: z.string(), value: z.number().int(), with: z.array(z.string()), house: z.string() });

const WrongExplanation = z
  .object({
    status: z.enum(["consistent", "contradiction", "unknown"]),
    premises: z.array(z.string()),
    steps: z.array(z.object({ cell: z.string(), value: z.number().int(), because: z.array(z.string()), text: z.string() })),
    contradiction: z
      .object({ kind: z.enum(["empty-cell", "missing-digit", "clash"]), cells: z.array(z.string()), house: z.string().optional(), because: z.array(z.string()), text: z.string() })
      .optional(),
    text: z.string(),
  })
  .openapi("WrongExplanation");

export const GridVerifyResponse = z
  .object({
    mode: z.literal("grid"),
    size: z.number().int(),
    complete: z.boolean(),
    correct: z.boolean(),
    conflicts: z.array(RuleConflict),
    wrong: z.array(z.object({ cell: z.string(), value: z.number().int(), expected: z.number().int().optional() })),
    solutionStatus: SudokuStatus,
    stats: SearchStats.optional(),
    explanation: WrongExplanation.optional(),
  })
  .openapi("GridVerifyResponse");

export const CnfVerifyResponse = z
  .object({
    mode: z.literal("cnf"),
    satisfied: z.boolean(),
    falsified: z.object({ clause: z.number().int(), line: z.number().int(), literals: z.array(z.number().int()) }).optional(),
    unassigned: z.array(z.number().int()).optional(),
  })
  .openapi("CnfVerifyResponse");

export const VerifyResponse = z.union([GridVerifyResponse, CnfVerifyResponse]).openapi("VerifyResponse");

export const HintResponse = z
  .object({
    kind: z.enum(["wrong-entry", "step", "search", "solved", "invalid", "unknown"]),
    detail: HintDetail,
    text: z.string(),
    technique: z.string().optional(),
    houses: z.array(z.string()).optional(),
    cells: z.array(z.string()).optional(),
    placements: z.array(Placement).optional(),
    eliminations: z.array(Elimination).optional(),
    area: z.array(z.string()).optional().openapi({ description: "Variant hints: the cells of the rules (and the filled cells) the hint cites, to highlight." }),
    rules: z.array(z.string()).optional().openapi({ description: "Variant hints: the rule instances the hint cites, e.g. \"the killer cage at r4c4 (sum 13)\"." }),
    reason: z.string().optional().openapi({ description: "Variant hints on a wrong entry: the sentence alone that says why the explained entry cannot be right (the end of `text`)." }),
    unknown: UnknownAdvice.optional(),
  })
  .openapi("HintResponse");

export const DailyResponse = z
  .object({
    date: z.string(),
    difficulty: Difficulty,
    size: z.number().int(),
    puzzle: z.string(),
    grade: Grade,
    seed: z.string(),
    recipe: z.number().int().min(0),
    source: z.enum(["store", "generated"]),
  })
  .openapi("DailyResponse");

export const DailyArchiveResponse = z
  .object({ from: z.string(), to: z.string(), difficulty: Difficulty, days: z.array(DailyResponse) })
  .openapi("DailyArchiveResponse");

/** The day's 16x16: a classic day's shape, made by its own recipe (core/sudoku/daily-16.ts). */
export const Daily16Response = DailyResponse.extend({
  size: z.number().int().openapi({ description: "16: the side of the grid." }),
  recipe: z.number().int().min(1).openapi({ description: "The version of the daily 16x16 recipe that made it." }),
}).openapi("Daily16Response");

export const DailyKillerResponse = z
  .object({
    date: z.string(),
    variant: z.literal("killer"),
    size: z.number().int(),
    level: Difficulty,
    seed: z.string(),
    recipe: z.number().int().min(1),
    fpuzzles: z.record(z.string(), z.unknown()),
    load: z.string().openapi({ description: "The f-puzzles JSON, compressed as in f-puzzles links; play it at /v?load=<load>." }),
    source: z.enum(["store", "generated"]),
  })
  .openapi("DailyKillerResponse");

export const SatResponse = z
  .object({
    status: z.enum(["SAT", "UNSAT", "UNKNOWN"]),
    engine: z.enum(ENGINES),
    numVars: z.number().int(),
    numClauses: z.number().int(),
    model: z.array(z.number().int()).optional(),
    verified: z
      .boolean()
      .optional()
      .openapi({ description: "SAT: the model satisfies every clause (independent checker). UNSAT: the CDCL refutation was checked by the independent RUP checker; false with `unchecked` saying why not." }),
    unchecked: z.string().optional().openapi({ description: "UNSAT answers not verified: why, in words (engine without proofs, a count, a proof over 8 MiB, the budget)." }),
    uncheckedReason: z.enum(api.UNCHECKED_REASONS).optional().openapi({ description: "The same reason as a code: engine, count, proof-too-large or budget." }),
    stats: SearchStats,
    warnings: z.array(z.string()),
    count: z.object({ models: z.number().int(), complete: z.boolean(), limit: z.number().int() }).optional(),
    core: z.array(z.object({ clause: z.number().int(), line: z.number().int() })).optional(),
    coreMinimal: z.boolean().optional().openapi({ description: "With `core`: true when dropping any one of its clauses was shown to leave the rest satisfiable (the shrinking finished within the budget)." }),
    coreUnknown: z.string().optional(),
    proof: z
      .object({ format: z.literal("drat"), steps: z.number().int(), check: z.enum(["verified", "unknown"]), text: z.string() })
      .optional()
      .openapi({ description: "With proof=true on UNSAT: the refutation as DRAT text (drat-trim reads it) and the built-in checker's verdict." }),
    preprocessing: z
      .object({
        clausesBefore: z.number().int(),
        clausesAfter: z.number().int(),
        eliminatedVars: z.number().int(),
        subsumed: z.number().int(),
        strengthened: z.number().int(),
        work: z.number(),
        applied: z.boolean(),
      })
      .optional()
      .openapi({ description: "With preprocess=true: the clauses before and after the simplifier, what it removed, its work (part of stats.work), and applied=false when it was set aside because its proof steps would leave the search no room." }),
    unknown: UnknownAdvice.optional(),
  })
  .openapi("SatResponse");

/** Standard error responses for a route's OpenAPI entry. */
export function problemResponses(...statuses: number[]): Record<number, { description: string; content: { "application/problem+json": { schema: typeof ProblemSchema } } }> {
  const out: Record<number, { description: string; content: { "application/problem+json": { schema: typeof ProblemSchema } } }> = {};
  for (const status of statuses) {
    out[status] = { description: `Problem details (${status})`, content: { "application/problem+json": { schema: ProblemSchema } } };
  }
  return out;
}

// ── Drift guards: each schema's type and the shared api.ts type must be mutually assignable ─────────────────

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameShapes: [
  Same<z.infer<typeof SolveResponse>, api.SolveResponse>,
  Same<z.infer<typeof GenerateResponse>, api.GenerateResponse>,
  Same<z.infer<typeof VerifyResponse>, api.VerifyResponse>,
  Same<z.infer<typeof HintResponse>, api.HintResponse>,
  Same<z.infer<typeof DailyResponse>, api.DailyResponse>,
  Same<z.infer<typeof DailyArchiveResponse>, api.DailyArchiveResponse>,
  Same<z.infer<typeof DailyKillerResponse>, api.DailyKillerResponse>,
  Same<z.infer<typeof Daily16Response>, api.Daily16Response>,
  Same<z.infer<typeof SatResponse>, api.SatResponse>,
  Same<z.infer<typeof ProblemSchema>, api.Problem>,
] = [true, true, true, true, true, true, true, true, true, true];
void sameShapes;
