/** A small seeded generator (mulberry32): the same seed gives the same sample data everywhere. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function shuffle<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** `{ a: 2, b: 1 }` → `['a', 'a', 'b']`: a value set with exact counts, ready to shuffle. */
export const repeatCounts = <K extends string>(counts: Record<K, number>): K[] =>
  (Object.entries(counts) as [K, number][]).flatMap(([value, n]) => Array<K>(n).fill(value));

/** A constant list as a SQL array literal, for seeding large tables in one statement. */
export const sqlTextArray = (values: readonly string[]) =>
  `ARRAY[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(',')}]::text[]`;
