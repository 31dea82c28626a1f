/**
 * The join code the host shows and the guest types: six digits.
 *
 * Six digits rather than two words and two digits: digits read aloud the same
 * in every language the app speaks (a word list would need one per language,
 * and words are misheard and misspelt), they type on any keyboard and phone,
 * and the code is not the only secret: it only authenticates a key exchange,
 * and five wrong tries end the hosting, so 10^6 codes leave a guesser five in
 * a million. Spoken as two groups of three ("418 093").
 */
import { randomInt } from 'node:crypto';

export const JOIN_CODE_DIGITS = 6;

/** A fresh code from the operating system's random source, e.g. "418093". */
export function newJoinCode(): string {
  return String(randomInt(0, 10 ** JOIN_CODE_DIGITS)).padStart(JOIN_CODE_DIGITS, '0');
}

/** For showing: "418 093". */
export function formatJoinCode(code: string): string {
  return `${code.slice(0, 3)} ${code.slice(3)}`;
}

/**
 * The code as typed, made canonical: spaces, dashes and dots dropped, and the
 * letters people type for digits read as digits (O for 0; I and l for 1).
 * Null when what is left is not six digits.
 */
export function normaliseJoinCode(typed: string): string | null {
  const digits = typed
    .normalize('NFKC')
    .replace(/[\s\-–—._]/g, '')
    .replace(/[oO]/g, '0')
    .replace(/[iIlL|]/g, '1');
  return new RegExp(`^\\d{${JOIN_CODE_DIGITS}}$`).test(digits) ? digits : null;
}
