import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/preact";
import { afterEach, describe, expect, it } from "vitest";
import type { SatResponse } from "../../../worker/core/api";
import { parseDimacs } from "../../../worker/core/sat/index";
import { api, type Api } from "../../../web/api/client";
import { ApiContext } from "../../../web/api/context";
import { CoreFinder, coreFormula } from "../../../web/pages/sat-core";

// x1 must hold (clauses 1 and 3 force it either way) and must not (clause 4): clauses 1, 3 and 4 clash; 2 plays no part.
const TEXT = "p cnf 3 4\n1 2 0\nc a comment line\n3 -2 0\n1 -2 0\n-1 0\n";

const unsat = (core: SatResponse["core"], coreMinimal: boolean): SatResponse =>
  ({ status: "UNSAT", engine: "cdcl", numVars: 3, numClauses: 4, core, coreMinimal, stats: { decisions: 0, propagations: 0, conflicts: 0, work: 1, budgetWork: 1, budgetMs: 1 } }) as unknown as SatResponse;

describe("the unsatisfiable core on /sat", () => {
  afterEach(cleanup);

  it("asks the server for this formula's core and lists each clause with its source line", async () => {
    const asked: string[] = [];
    const standIn = { ...api, satCore: async (cnf: string) => (asked.push(cnf), { ok: true, value: unsat([{ clause: 1, line: 2 }, { clause: 3, line: 5 }, { clause: 4, line: 6 }], true) }) } as Api;
    render(
      <ApiContext.Provider value={standIn}>
        <CoreFinder text={TEXT} budgetMs={500} fileName="f.cnf" />
      </ApiContext.Provider>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Which clauses clash?" }));
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("These 3 of the formula's 4 clauses cannot all hold together; drop any one of them and the rest can."));
    expect(asked).toEqual([TEXT]);
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual(["clause 1 (line 2): 1 2 0", "clause 3 (line 5): 1 -2 0", "clause 4 (line 6): -1 0"]);
    expect(screen.getByRole("button", { name: "Save the core as .cnf" })).not.toBeNull();
  });

  it("says what the server said when no core came back", async () => {
    const standIn = { ...api, satCore: async () => ({ ok: true, value: { ...unsat(undefined, false), coreUnknown: "No unsatisfiable core: the budget of 15 ms ran out in the core search." } }) } as Api;
    render(
      <ApiContext.Provider value={standIn}>
        <CoreFinder text={TEXT} budgetMs={15} fileName={null} />
      </ApiContext.Provider>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Which clauses clash?" }));
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("No unsatisfiable core: the budget of 15 ms ran out in the core search."));
    expect(screen.queryByRole("button", { name: "Save the core as .cnf" })).toBeNull();
  });

  it("saves the core as a formula of its own: the named clauses, no others, in DIMACS the parser reads back", () => {
    const formula = coreFormula(TEXT, [{ clause: 1, line: 2 }, { clause: 3, line: 5 }, { clause: 4, line: 6 }])!;
    expect(formula).toContain("c an unsatisfiable core of 3 clauses: source clauses 1 3 4");
    const back = parseDimacs(formula);
    expect(back.ok).toBe(true);
    if (!back.ok) return;
    expect(back.value.numVars).toBe(3);
    const original = parseDimacs(TEXT);
    if (!original.ok) throw new Error(original.error.message);
    expect(back.value.clauses.map((c) => [...c])).toEqual([0, 2, 3].map((i) => [...original.value.clauses[i]]));
  });
});
