// Child process for the SAT bench: runs logic-solver (MiniSat compiled to asm.js, npm) on normalised DIMACS read
// from stdin and prints {"status","ms"} as JSON. A separate process, so a parent-side timeout can stop it and its
// fixed asm.js heap ("Cannot enlarge memory arrays") cannot take the bench down. Time excludes the heap setup.
const MiniSat = require("logic-solver/minisat_wrapper.js");

let input = "";
process.stdin.setEncoding("latin1");
process.stdin.on("data", (chunk) => (input += chunk));
process.stdin.on("end", () => {
  const clauses = [];
  let numVars = 0;
  let current = [];
  for (const line of input.split("\n")) {
    if (line.startsWith("c") || line.length === 0) continue;
    if (line.startsWith("p")) {
      numVars = Number(line.trim().split(/\s+/)[2]);
      continue;
    }
    for (const token of line.trim().split(/\s+/)) {
      const k = Number(token);
      if (k === 0) {
        clauses.push(current);
        current = [];
      } else current.push(k);
    }
  }
  try {
    const solver = new MiniSat();
    const t0 = performance.now();
    if (numVars > 0) solver.ensureVar(numVars);
    let ok = true;
    for (const clause of clauses) if (ok) ok = solver.addClause(clause);
    const sat = ok && solver.solve();
    const ms = performance.now() - t0;
    process.stdout.write(JSON.stringify({ status: sat ? "SAT" : "UNSAT", ms }));
  } catch (e) {
    process.stdout.write(JSON.stringify({ status: "ERR", message: String(e && e.message ? e.message : e).slice(0, 120) }));
  }
});
