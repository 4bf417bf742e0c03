/** Lists as a reader says them, for the texts the engines and the API write. */

/** "a, b and c" (or "a, b or c"); one item alone, none as "". */
export function listInWords(items: readonly string[], conjunction: "and" | "or" = "and"): string {
  return items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} ${conjunction} ${items[items.length - 1]}`;
}

/** Names said without an article: a plural ("locked candidates") and a mass noun ("simple colouring"). */
const WITHOUT_ARTICLE = /(candidates|colouring)$/i;

/**
 * A technique's name with its indefinite article, as it is said: "an X-Wing" (ex-wing), "an XY-Chain", "a hidden
 * pair", "a Unique rectangle" (you-nique); "locked candidates" and "simple colouring" take none.
 */
export function withArticle(name: string): string {
  const article = articleOf(name);
  return article ? `${article} ${name}` : name;
}

/** The indefinite article `withArticle` gives a name: "a", "an", or "" for none. */
export function articleOf(name: string): "a" | "an" | "" {
  if (WITHOUT_ARTICLE.test(name)) return "";
  return /^[AEIOUX]/.test(name) && !name.startsWith("Uni") ? "an" : "a";
}

/** A technique's name inside a sentence: "hidden triple", but "X-Wing" and "BUG+1" as they are written. */
export function inSentence(name: string): string {
  return /^[A-Z][a-z]/.test(name) && !name.includes("-") ? name.toLowerCase() : name;
}

/** A grid's size with its article, as it is said: "a 9×9", but "an 8×8" (an eight), "an 11×11" and "an 18×18". */
export function aGrid(side: number, times = "×"): string {
  return `${side === 8 || side === 11 || side === 18 ? "an" : "a"} ${side}${times}${side}`;
}

/** Text made to open a sentence: its first letter in capitals ("An 8×8 has…"). */
export function upperFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
