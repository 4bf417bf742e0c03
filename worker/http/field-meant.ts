/**
 * Which known field a misspelt one most likely meant (budgetMs → budget_ms, dificulty → difficulty), so a refusal
 * can name the fix.
 */

/** Edits (insert, delete, substitute, swap neighbours) between two words: the optimal string alignment distance. */
function editDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}

/** The known field a misspelt one most likely meant: the same letters in another case or joining, or a near miss. */
export function fieldMeant(key: string, known: readonly string[]): string | undefined {
  const bare = (word: string) => word.toLowerCase().replace(/[_-]/g, "");
  const same = known.find((k) => bare(k) === bare(key));
  if (same) return same;
  const scored = known.map((k) => ({ k, d: editDistance(bare(key), bare(k)) })).sort((x, y) => x.d - y.d)[0];
  return scored && scored.d <= Math.min(2, Math.floor(key.length / 3)) ? scored.k : undefined;
}
