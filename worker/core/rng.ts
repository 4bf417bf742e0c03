/**
 * Seeded pseudo-random numbers (sfc32 seeded through splitmix32), so every random choice in the core
 * is reproducible from a seed and the core never touches Math.random.
 */
export interface Rng {
  /** Uniform float in [0, 1). */
  next(): number;
  /** Uniform integer in [0, n). */
  int(n: number): number;
  /** Shuffles an array in place (Fisher–Yates) and returns it. */
  shuffle<T extends { length: number; [i: number]: unknown }>(items: T): T;
  /** A 32-bit seed for a child generator, so sub-tasks get independent streams. */
  fork(): number;
}

function splitmix32(state: number): () => number {
  let s = state >>> 0;
  return () => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
}

export function createRng(seed: number): Rng {
  const mix = splitmix32(seed);
  let a = mix(), b = mix(), c = mix(), d = mix();
  const nextU32 = (): number => {
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = ((c << 21) | (c >>> 11)) >>> 0;
    c = (c + t) >>> 0;
    return t;
  };
  for (let i = 0; i < 12; i++) nextU32();
  const rng: Rng = {
    next: () => nextU32() / 4294967296,
    int: (n: number) => Math.floor((nextU32() / 4294967296) * n),
    shuffle(items) {
      for (let i = items.length - 1; i > 0; i--) {
        const j = rng.int(i + 1);
        const t = items[i];
        items[i] = items[j];
        items[j] = t;
      }
      return items;
    },
    fork: () => nextU32(),
  };
  return rng;
}

/** Step between successive counters of counterToUnit (mulberry32's increment, an odd constant). */
export const COUNTER_STEP = 0x6d2b79f5;

/**
 * A uniform float in [0, 1) from a 32-bit counter advanced by COUNTER_STEP (mulberry32's output mix; counters 1
 * apart give close outputs, so always step). For hot loops that keep the counter in a local variable: a call into
 * an Rng per draw costs more than the draw.
 */
export function counterToUnit(counter: number): number {
  let z = Math.imul(counter ^ (counter >>> 15), counter | 1);
  z ^= z + Math.imul(z ^ (z >>> 7), z | 61);
  return ((z ^ (z >>> 14)) >>> 0) / 4294967296;
}

/** FNV-1a hash of a string to a 32-bit seed; used for user-given seeds and dates. */
export function seedFromString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** Seed for a calendar day given as "YYYY-MM-DD" (dates enter the core as strings, never as Date). */
export function seedFromDay(day: string, salt = ""): number {
  return seedFromString(`daily:${day}:${salt}`);
}
