/**
 * What any text the app stores may hold, whether it comes through the API or
 * from an imported record file: one rule for both, so that a game imported
 * can always be edited, exported and imported again.
 *
 * Refused: control characters (C0, DEL, C1) but tab and, where lines are
 * allowed, line feeds (a carriage return only as part of CRLF); the bidi
 * embedding, override and isolate controls U+202A–U+202E and U+2066–U+2069,
 * which make a name or comment display as something else than it is
 * ("Trojan Source"); and UTF-16 surrogates that are not part of a pair, which
 * cannot be written as UTF-8.
 */
import * as v from 'valibot';

interface TextFault {
  /** Index of the first refused character (UTF-16 code units). */
  index: number;
  /** Names the character, for a message: "a NUL character", "a bidi override (U+202E)". */
  what: string;
}

const BIDI = '\u202A-\u202E\u2066-\u2069';
const CONTROLS_EXCEPT_TAB = '\u0000-\u0008\u000A-\u001F\u007F-\u009F';
const CONTROLS_EXCEPT_TAB_LF_CR = '\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F';
const LONE_SURROGATE = '[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]';

/** No `u` flag: surrogates are matched as the code units they are. */
const ONE_LINE = new RegExp(`[${CONTROLS_EXCEPT_TAB}${BIDI}]|${LONE_SURROGATE}`);
const LINES = new RegExp(`[${CONTROLS_EXCEPT_TAB_LF_CR}${BIDI}]|\r(?!\n)|${LONE_SURROGATE}`);

const hex = (code: number) => `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;

function describe(code: number): string {
  if (code === 0) return 'a NUL character';
  if (code === 0x0a) return 'a line break';
  if (code === 0x0d) return 'a carriage return';
  if (code >= 0xd800 && code <= 0xdfff) return `a lone surrogate (${hex(code)})`;
  if ((code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069)) return `a bidi control (${hex(code)})`;
  return `a control character (${hex(code)})`;
}

/**
 * The first character `text` may not hold, or null. `lines`: whether line
 * breaks are allowed (LF, or CRLF as one line end), as in comments and files.
 */
export function textFault(text: string, options: { lines: boolean }): TextFault | null {
  const match = (options.lines ? LINES : ONE_LINE).exec(text);
  if (match === null) return null;
  return { index: match.index, what: describe(text.charCodeAt(match.index)) };
}

function textCheck(lines: boolean) {
  return v.rawCheck<string>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const fault = textFault(dataset.value, { lines });
    if (fault !== null) addIssue({ message: `may not hold ${fault.what}` });
  });
}

/** Pipe action: text on one line (names, labels, search words, tag values). */
export const oneLine = textCheck(false);
/** Pipe action: text that may span lines (comments). */
export const someLines = textCheck(true);
