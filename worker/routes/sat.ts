/**
 * POST /api/sat — DIMACS in, a checked answer out. Without Accept: application/json the answer is SAT-competition
 * text, so `curl --data-binary @f.cnf $HOST/api/sat` just works; every search runs under the request's work budget.
 */
import { OpenAPIHono, createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { SatResponse } from "../core/api";
import { compressionOf, decodeText, formatClauseListing, formatCompetition, formatRes, modelToDimacs, parseDimacs, unreadCompression } from "../core/sat/index";
import { PARSE_BYTES_PER_MS } from "../core/calibration";
import { afterFixedWork, fixedWork, maxBudgetMs, requestBudget, searchStats, unknownAdvice } from "../http/budget";
import { problem, type ErrorValue } from "../http/problem";
import { bodyGuard, isMultipart, readUpload } from "../http/body";
import { gunzipWithin } from "../http/gunzip";
import { CNF_LIMITS, MAX_CNF_BYTES, MAX_LISTING_CLAUSES } from "../http/limits";
import { SatQuery, SatResponse as SatResponseSchema, problemResponses } from "../http/schemas";
import { answer, commentLines, countTooLarge, localSatCommand, refusedCombination, unknownTip } from "./sat-answer";
import { proofAsker, proofLimitProblem, proofOf, uncheckedReason, wantsProof } from "./sat-proof";

const route = createRoute({
  method: "post",
  path: "/api/sat",
  middleware: [bodyGuard(MAX_CNF_BYTES)],
  summary: "Solve a DIMACS CNF formula",
  description:
    "Send the DIMACS text as the raw body (any content type, e.g. `curl --data-binary @f.cnf`), as text/plain, or as " +
    "a multipart upload (field `file`), plain or gzip-compressed (`curl --data-binary @f.cnf.gz`; the inflated text has " +
    "the same size limit); other compressions (xz, bzip2, zstd, zip, 7z) are refused with a 415 naming them. The answer is SAT-competition text (`s …` and `v … 0` lines) unless you ask " +
    "for JSON (Accept: application/json or format=json). An exhausted budget answers UNKNOWN.",
  request: {
    query: SatQuery,
    body: {
      content: {
        "text/plain": { schema: { type: "string", example: "p cnf 2 2\n1 2 0\n-1 0\n" } },
        "multipart/form-data": { schema: { type: "object", properties: { file: { type: "string", format: "binary" } } } },
      },
    },
  },
  responses: {
    200: {
      description: "SAT, UNSAT or UNKNOWN.",
      headers: {
        "X-Sat-Status": { description: "The verdict, in every format.", schema: { type: "string", enum: ["SAT", "UNSAT", "UNKNOWN"] } },
        "X-Proof-Check": { description: "With format=drat: the built-in RUP checker's verdict on the proof sent.", schema: { type: "string", enum: ["verified", "unknown"] } },
      },
      content: {
        "application/json": { schema: SatResponseSchema },
        "text/plain": { schema: z.string().openapi({ example: "s SATISFIABLE\nv -1 2 0\n" }) },
      },
    },
    ...problemResponses(400, 413, 415, 422),
  },
});

/**
 * The DIMACS text from a raw body or the first file/text field of a multipart upload, inflated first when it is
 * gzip data (by its magic number, or a Content-Encoding: gzip body); any other compression is refused by name.
 */
async function readCnfText(c: Context): Promise<string | ErrorValue> {
  // Read as bytes by hand: curl --data-binary labels the body form-urlencoded, and it must not be read as a form.
  const sent = isMultipart(c) ? await readUpload(c, ["file", "cnf"]) : new Uint8Array(await c.req.arrayBuffer());
  if (!(sent instanceof Uint8Array)) return sent;
  const encoding = (c.req.header("content-encoding") ?? "").trim().toLowerCase();
  // Another coding would be read as DIMACS text and fail at its first byte, naming a "syntax error" it is not.
  if (encoding !== "" && encoding !== "gzip" && encoding !== "identity") {
    return { kind: "unsupported-media-type", message: `Content-Encoding ${encoding} is not read here: send the formula plain or gzip-compressed (Content-Encoding: gzip).`, field: "body" };
  }
  const kind = compressionOf(sent) ?? (encoding === "gzip" ? "gzip" : undefined);
  if (kind === undefined) return decodeText(sent);
  if (kind !== "gzip") return { kind: "unsupported-media-type", message: unreadCompression(kind), field: "body" };
  // The text's own limit bounds the inflation; parsing it is then charged like any text (inflating is far cheaper).
  const inflated = await gunzipWithin(sent, MAX_CNF_BYTES);
  if (inflated.ok) return decodeText(inflated.bytes);
  if (inflated.reason === "corrupt") return { kind: "malformed-body", message: inflated.message, field: "body" };
  return { kind: "too-large", message: inflated.message, limit: MAX_CNF_BYTES, unit: "bytes", field: "body" };
}

export const satRoutes = new OpenAPIHono<{ Bindings: Env }>().openapi(route, async (c) => {
  const query = c.req.valid("query");
  // Options that cannot go together are refused before the body is read, as a malformed query is.
  const refused = refusedCombination(query);
  if (refused) return problem(c, refused);
  const text = await readCnfText(c);
  if (typeof text !== "string") return problem(c, text);
  if (text.trim().length === 0) {
    return problem(c, { kind: "empty-body", message: "Send the DIMACS text as the request body (curl --data-binary @f.cnf).", field: "body" });
  }
  // Any content type is read as DIMACS, but a JSON document is a mistake worth naming (no DIMACS line starts so).
  if (/json/i.test(c.req.header("content-type") ?? "") && /^\s*[[{"]/.test(text)) {
    return problem(c, { kind: "unsupported-media-type", message: "This route reads DIMACS text, not JSON: send the .cnf file itself as the body (curl --data-binary @f.cnf) or as the multipart field \"file\".", field: "body" });
  }
  // Parsing is work too: it is charged to the request's budget before it starts, at the parser's measured rate.
  const granted = requestBudget(c.env, query.budget_ms, query.engine);
  const parseMs = text.length / PARSE_BYTES_PER_MS;
  const parseWork = fixedWork(parseMs, query.engine);
  if (parseWork > granted.work && text.length <= MAX_CNF_BYTES) {
    const least = Math.ceil(parseMs) + 1;
    return problem(c, {
      kind: "budget-too-small",
      message: `Reading ${text.length} bytes of DIMACS takes about ${least - 1} ms, more than the budget of ${granted.ms} ms; ask for budget_ms=${least} or more.`,
      limit: least,
      unit: "ms",
      field: "query.budget_ms",
    });
  }
  const parsed = parseDimacs(text, CNF_LIMITS);
  // A "formula too large" error carries the limit it ran into (limit, unit), as every too-large problem does.
  if (!parsed.ok) return problem(c, { ...parsed.error, field: "body" });
  const cnf = parsed.value;
  const tooMany = query.count === undefined ? undefined : countTooLarge(cnf.numVars, query.count);
  if (tooMany) return problem(c, tooMany);

  const maxMs = maxBudgetMs(c.env);
  const started = performance.now();
  const found = answer(cnf, query, granted, afterFixedWork(granted, parseWork), maxMs);
  // The parse is part of the request's work, so the statistics a client sees include it.
  found.result.stats.work += parseWork;
  const ms = performance.now() - started;
  const { result } = found;
  const asked = wantsProof(query);
  const command = localSatCommand(query);
  const proofProblem = asked ? proofLimitProblem(result, cnf.numVars, proofAsker(query), command) : undefined;
  if (proofProblem) return problem(c, proofProblem);
  const advice = result.status === "UNKNOWN" ? unknownAdvice(granted, "sat", maxMs, { tip: unknownTip(cnf, query), command }) : undefined;

  const format = query.format ?? ((c.req.header("accept") ?? "").includes("application/json") ? "json" : "dimacs");
  c.header("x-sat-status", result.status);
  if (format === "json") {
    const body: SatResponse = {
      status: result.status,
      engine: query.engine,
      numVars: cnf.numVars,
      numClauses: cnf.clauses.length,
      stats: searchStats(result.stats, granted),
      warnings: cnf.warnings.map((w) => w.message),
    };
    if (result.status === "SAT") {
      body.model = modelToDimacs(result.model);
      body.verified = true; // solve() and countModels() check every model with the independent checker
    }
    if (result.status === "UNSAT") {
      const unchecked = uncheckedReason(result, query.engine, found.count !== undefined);
      body.verified = unchecked === undefined;
      if (unchecked) {
        body.unchecked = unchecked.message;
        body.uncheckedReason = unchecked.reason;
      }
    }
    if (found.count) body.count = found.count;
    if (found.core) body.core = found.core;
    if (found.coreMinimal !== undefined) body.coreMinimal = found.coreMinimal;
    if (found.coreUnknown) body.coreUnknown = found.coreUnknown;
    const proof = asked ? proofOf(result) : undefined;
    if (proof) body.proof = proof;
    if (result.preprocessing) body.preprocessing = { ...result.preprocessing };
    // The cap as a number, so a client can tell "raise budget_ms" from "that was the most" without reading prose.
    if (advice) body.unknown = { ...advice, maxBudgetMs: maxMs };
    return c.json(body, 200);
  }
  if (format === "res") return c.text(formatRes(result, ms), 200);
  if (format === "drat") {
    const proof = proofOf(result);
    if (!proof) {
      const why = result.status === "SAT" ? "the formula is satisfiable, so there is nothing to refute" : "the budget ran out before an answer (UNKNOWN); raise budget_ms";
      return problem(c, { kind: "no-proof", message: `No proof: ${why}.`, field: "query.format" });
    }
    c.header("x-proof-check", proof.check);
    return c.text(proof.text, 200);
  }
  const competition = formatCompetition(result, { ms, comments: commentLines(cnf, found, advice?.message, query.engine, asked) });
  if (format === "listing") return c.text(`${formatClauseListing(cnf, { limit: MAX_LISTING_CLAUSES })}\n${competition}`, 200);
  return c.text(competition, 200);
});
