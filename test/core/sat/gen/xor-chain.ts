/**
 * Parity through a Tseitin chain, as DIMACS rows: x1 ⊕ … ⊕ xn = parity, with t_i = t_(i-1) ⊕ x_i on the auxiliary
 * variables first, first+1, … (t_1 is x1 itself). Satisfiable alone; two chains over the same x with opposite parities
 * are not. Variable elimination removes every auxiliary variable, which makes it the preprocessing tests' formula.
 */
export function xorChainRows(n: number, first: number, parity: 0 | 1): number[][] {
  const rows: number[][] = [];
  let prev = 1;
  for (let i = 2; i <= n; i++) {
    const t = first + i - 2;
    rows.push([-t, prev, i], [-t, -prev, -i], [t, -prev, i], [t, prev, -i]);
    prev = t;
  }
  rows.push([parity ? prev : -prev]);
  return rows;
}

/** The rows as DIMACS text with its header. */
export function dimacsText(numVars: number, rows: number[][]): string {
  return `p cnf ${numVars} ${rows.length}\n${rows.map((r) => `${r.join(" ")} 0`).join("\n")}\n`;
}
