/**
 * Whether two values of plain data (strings, numbers, booleans, null, and
 * objects and arrays of them, as rules are) have the same keys in the same
 * order and equal values: exactly when their JSON is the same text, but
 * cheaper than writing it, which is what callers that keep something by the
 * last rules they saw need.
 */
export function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = Object.keys(a);
  const otherKeys = Object.keys(b);
  if (keys.length !== otherKeys.length) return false;
  for (let index = 0; index < keys.length; index++) {
    const key = keys[index] as string;
    if (key !== otherKeys[index] || !sameData((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key])) return false;
  }
  return true;
}
