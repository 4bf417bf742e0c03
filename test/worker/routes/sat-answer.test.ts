import { describe, expect, it } from "vitest";
import { WORK_UNITS_PER_MS_BY_ENGINE } from "../../../worker/core/calibration";
import { formatDimacs, parseDimacs, solve, unsatCore } from "../../../worker/core/sat/index";
import { requestBudget } from "../../../worker/http/budget";
import { answer } from "../../../worker/routes/sat-answer";
import { pigeonhole } from "../../core/sat/gen/pigeonhole";

describe("answer with core=true after a DPLL solve", () => {
  it("gives the core search what the solve left in CDCL's units, so the request keeps to its time", () => {
    const parsed = parseDimacs(formatDimacs(pigeonhole(6, 5)));
    if (!parsed.ok) throw new Error(parsed.error.message);
    const cnf = parsed.value;
    const solved = solve(cnf, { engine: "dpll" });
    expect(solved.status).toBe("UNSAT");
    // The least CDCL work that finds a core: a search given less answers coreUnknown.
    let low = 0;
    let high = 1;
    while (unsatCore(cnf, { work: high }).status !== "UNSAT") high *= 2;
    while (high - low > 1) {
      const mid = Math.floor((low + high) / 2);
      if (unsatCore(cnf, { work: mid }).status === "UNSAT") high = mid;
      else low = mid;
    }
    // Left over in DPLL units: enough CDCL units for a core if read as they are, 10% short once turned into CDCL's.
    const dpllPerCdcl = WORK_UNITS_PER_MS_BY_ENGINE.dpll / WORK_UNITS_PER_MS_BY_ENGINE.cdcl;
    expect(dpllPerCdcl).toBeGreaterThan(1.2);
    const budget = { work: solved.stats.work + Math.floor(high * dpllPerCdcl * 0.9) };
    const found = answer(cnf, { engine: "dpll", core: true }, requestBudget({}, 500, "dpll"), budget, 2000);
    expect(found.result.status).toBe("UNSAT");
    expect(found.core).toBeUndefined();
    expect(found.coreUnknown).toBeDefined();
  });
});
