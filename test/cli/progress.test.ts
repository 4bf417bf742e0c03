import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { PROGRESS_EVERY, progressLine, progressPrinter } from "../../worker/cli/progress";
import { emptyStats } from "../../worker/core/sat/index";

const stats = (work: number, conflicts = 0) => ({ ...emptyStats(), work, conflicts, decisions: 2 * conflicts, restarts: 3 });

describe("progress lines on the command line", () => {
  it("print nothing in the first second, then at most one a second, with the counters and the budget's share", () => {
    let clock = 0;
    const lines: string[] = [];
    const progress = progressPrinter((line) => lines.push(line), 80_000_000, () => clock);
    expect(progress.every).toBe(PROGRESS_EVERY);
    clock = 400;
    progress.report(stats(10_000_000, 100));
    expect(lines).toEqual([]);
    clock = 1_050;
    progress.report(stats(40_000_000, 12_345));
    clock = 1_900;
    progress.report(stats(60_000_000, 20_000));
    expect(lines).toEqual(["c progress 1.1 s: 12,345 conflicts, 24,690 decisions, 3 restarts, 40 M work units (50% of the budget)"]);
    clock = 2_100;
    progress.report(stats(90_000_000, 30_000));
    expect(lines[1]).toBe("c progress 2.1 s: 30,000 conflicts, 60,000 decisions, 3 restarts, 90 M work units (100% of the budget)");
  });

  it("name no budget share when the run has no budget, and say when the proof is being checked", () => {
    expect(progressLine(stats(2_500_000, 7), 1_234)).toBe("c progress 1.2 s: 7 conflicts, 14 decisions, 3 restarts, 3 M work units");
    expect(progressLine(stats(70_000_000, 7_767), 3_300, 100_000_000, "check")).toBe(
      "c progress 3.3 s: checking the proof of 7,767 conflicts, 70 M work units (70% of the budget)",
    );
  });
});

const dir = mkdtempSync(join(tmpdir(), "progress-cli-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("npm run sat --progress", () => {
  it("writes progress comments to stderr during a long solve and leaves stdout to the answer", () => {
    // Pigeonhole 11 into 10: no CDCL refutes it within 4 s of work. The first line waits for a second of the clock, and
    // 4 s of work units last about 2.7 s on the reference machine, so a machine even twice as fast still prints one.
    const x = (p: number, h: number): number => p * 10 + h + 1;
    const lines = ["p cnf 110 0"];
    for (let p = 0; p < 11; p++) lines.push(`${Array.from({ length: 10 }, (_, h) => x(p, h)).join(" ")} 0`);
    for (let h = 0; h < 10; h++) for (let p = 0; p < 11; p++) for (let q = p + 1; q < 11; q++) lines.push(`-${x(p, h)} -${x(q, h)} 0`);
    const file = join(dir, "hole11.cnf");
    writeFileSync(file, lines.join("\n"));
    const r = spawnSync(process.execPath, ["--import", "tsx", "worker/cli/sat.ts", file, "--budget-ms", "4000", "--progress"], {
      cwd: resolve(import.meta.dirname, "../.."),
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^s UNKNOWN$/m);
    expect(r.stdout).not.toContain("c progress");
    expect(r.stderr).toMatch(/^c progress \d+\.\d s: [\d,]+ conflicts, [\d,]+ decisions, [\d,]+ restarts, [\d,]+ M work units \(\d+% of the budget\)$/m);
  });
});
