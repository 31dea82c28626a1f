/**
 * JSON with object keys sorted, so that equal values built in another key
 * order write the same text: the rules tags compare options by it, and the
 * archive's game identities (electron/services/games/game-identity.ts) hash
 * it, so its bytes for rules, players and results must never change.
 *
 * Otherwise JSON.stringify's: an object's undefined members are left out, an
 * undefined array item is written null.
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((item: unknown) => (item === undefined ? 'null' : canonicalJson(item))).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      // Keys are distinct: no two compare equal.
      .sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}
