export {};

/**
 * `npm run bench -- <suite> [DIR] [options]`: runs one benchmark suite and prints markdown tables. Without a suite
 * it runs the comparison suites (sat on its standard families, sudoku, grade) in order; the sweep, a correctness
 * run over a whole instance set, and tunables, a comparison of two CDCL settings, are asked for by name.
 * Each suite lives in its own file and exports `run(args)`. Suites read the public data sets from ../shared/data
 * when present and fall back to instances they generate themselves.
 */
/** Suites run when none is named: each compares our figures with the peers' from the same run. */
const DEFAULT_SUITES = ["sat", "sudoku", "grade"];

const appSuite = (name: string): Promise<{ run(args: string[]): Promise<void> }> => import(`./app/${name}.ts`);

const suites: Record<string, () => Promise<{ run(args: string[]): Promise<void> }>> = {
  sat: () => import("./sat.bench"),
  sweep: () => import("./sat-sweep"),
  sudoku: () => import("./sudoku.bench"),
  grade: () => import("./grade.bench"),
  tunables: () => import("./tunables.bench"),
  variants: () => import("./variants.bench"),
  calibrate: () => import("./calibrate"),
  practice: () => import("./practice.bench"),
  // Suites that run the Worker's app in-process type-check against the Worker's types (app/tsconfig.json), so
  // they are loaded by name here rather than imported into this file's program.
  fuzz: () => appSuite("fuzz"),
  heap: () => appSuite("heap"),
};

async function main(): Promise<void> {
  const [name, ...rest] = process.argv.slice(2);
  if (name === "--help" || name === "-h") {
    console.log(`usage: npm run bench -- [${Object.keys(suites).join("|")}] [DIR] [options]\n(no suite: ${DEFAULT_SUITES.join(", ")})`);
    return;
  }
  const chosen = name ? [name] : DEFAULT_SUITES;
  for (const suite of chosen) {
    const load = suites[suite];
    if (!load) {
      console.error(`unknown bench suite "${suite}"; choose one of: ${Object.keys(suites).join(", ")}`);
      process.exitCode = 2;
      return;
    }
    console.log(`\n# bench: ${suite}\n`);
    await (await load()).run(name ? rest : []);
  }
}

await main();
