/**
 * The Hints tag of a game record (RULES.md §8): how many hints the players
 * asked for. Written only when there were some, so a game without hints
 * keeps the record it always had; not part of a game's identity.
 */

/** A count as written: no sign, no leading zero, at most six digits. */
const HINTS_VALUE = /^(0|[1-9][0-9]{0,5})$/;

/** The tag for `count` hints: none when there were none. */
export function hintsTag(count: number): { Hints?: string } {
  return count > 0 ? { Hints: String(count) } : {};
}

/** The count a Hints tag's value says (0 when the tag is absent), or null when it is not a count. */
export function readHintsTag(value: string | undefined): number | null {
  if (value === undefined) return 0;
  return HINTS_VALUE.test(value) ? Number(value) : null;
}
