/**
 * Pieces of untrusted text fit for an error message. A record line or a
 * request field may be megabytes long, or hold a NUL, a bidi override or a
 * lone surrogate: a message shows a few dozen characters of it, escaped, and
 * says how long it was.
 */

const CONTROLS = '\u0000-\u001F\u007F-\u009F';
const BIDI = '\u202A-\u202E\u2066-\u2069';
const LONE_SURROGATE = '[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]';
/** C0 and C1 controls, DEL, bidi embeddings, overrides and isolates, lone surrogates (code units: no `u` flag). */
const UNSAFE = new RegExp(`[${CONTROLS}${BIDI}]|${LONE_SURROGATE}`, 'g');

const escapeUnsafe = (text: string) => text.replace(UNSAFE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** The first `max` code units, never cutting a surrogate pair in two. */
function head(text: string, max: number): string {
  const end = /[\uD800-\uDBFF]/.test(text.charAt(max - 1)) ? max - 1 : max;
  return text.slice(0, Math.max(end, 0));
}

/** `"S 3 x"`, or `"xxxx…" (20,000 characters)` when longer than `max`. */
export function excerpt(text: string, max = 40): string {
  if (text.length <= max) return `"${escapeUnsafe(text)}"`;
  return `"${escapeUnsafe(head(text, max))}…" (${text.length.toLocaleString('en')} characters)`;
}

/** A whole message, made safe the same way and cut at `max` characters: the last guard before it leaves. */
export function boundMessage(message: string, max = 300): string {
  const safe = escapeUnsafe(message.length > max * 2 ? head(message, max * 2) : message);
  return safe.length <= max ? safe : `${head(safe, max - 1)}…`;
}
