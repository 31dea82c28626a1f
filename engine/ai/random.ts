/**
 * A small seeded generator (mulberry32) so that every random choice of the
 * computer opponent is reproducible from a seed: tests, benchmarks and the
 * protocol's `seed` field rely on it. Not for anything security related.
 */
export type Random = () => number;

export function seededRandom(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
