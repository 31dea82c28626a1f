/**
 * Splits a record file into lines of tokens with their line numbers (1-based),
 * RULES.md §8. A byte-order mark and CRLF line ends are accepted. Comments
 * `{…}` may span lines but hold no blank line, `{` or `}`; an unclosed
 * comment is reported at the line where it opens.
 */
import type { Result } from '../types';

export type Token = { kind: 'word'; text: string; line: number } | { kind: 'comment'; text: string; line: number };

/** One line of a record; a comment running over several lines belongs to the line where it opens. */
export type RecordLine =
  | { kind: 'tag'; text: string; line: number }
  | { kind: 'blank'; line: number }
  | { kind: 'content'; tokens: Token[]; line: number };

export function lexRecord(text: string): Result<RecordLine[], string> {
  const out: RecordLine[] = [];
  for (const line of lexLines(text)) {
    if (!line.ok) return line;
    out.push(line.value);
  }
  return { ok: true, value: out };
}

/**
 * The lines one at a time, ending at the first fault: a caller that stops
 * early (at a game it refuses) lexes no further.
 */
export function* lexLines(text: string): Generator<Result<RecordLine, string>, void, undefined> {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  let index = 0;
  while (index < lines.length) {
    const line = index + 1;
    // Stryker disable next-line StringLiteral: index < lines.length here, so the fallback is never taken (it satisfies the type only)
    const physical = lines[index] ?? '';
    const trimmed = physical.trim();
    if (trimmed === '') {
      // The final split piece after a closing newline is not a line of the file.
      if (index < lines.length - 1 || physical !== '') yield { ok: true, value: { kind: 'blank', line } };
      index++;
    } else if (trimmed.startsWith('[')) {
      yield { ok: true, value: { kind: 'tag', text: trimmed, line } };
      index++;
    } else {
      const lexed = lexContent(lines, index);
      if (!lexed.ok) {
        yield lexed;
        return;
      }
      yield { ok: true, value: { kind: 'content', tokens: lexed.value.tokens, line } };
      index = lexed.value.next;
    }
  }
}

/** Lexes the content line at `start`, following a comment onto the lines it spans. */
function lexContent(lines: string[], start: number): Result<{ tokens: Token[]; next: number }, string> {
  const tokens: Token[] = [];
  let index = start;
  // Stryker disable next-line StringLiteral: start is the index of a line just read, so the fallback is never taken (it satisfies the type only)
  let text = lines[index] ?? '';
  let pos = 0;
  for (;;) {
    while (pos < text.length && isSpace(text.charCodeAt(pos))) pos++;
    if (pos >= text.length) return { ok: true, value: { tokens, next: index + 1 } };
    const c = text[pos];
    if (c === '}') return { ok: false, error: `line ${index + 1}: } without an opening {` };
    if (c === '{') {
      const opened = index + 1;
      let comment = '';
      pos++;
      for (;;) {
        const close = text.indexOf('}', pos);
        const open = text.indexOf('{', pos);
        if (open !== -1 && (close === -1 || open < close)) {
          // On a later line, a { most likely opens the next comment: the one above was left open,
          // and where it opens is where a person fixing the file must look.
          if (index + 1 > opened) return { ok: false, error: `line ${opened}: unclosed comment` };
          return { ok: false, error: `line ${index + 1}: a comment may not hold {` };
        }
        if (close !== -1) {
          comment += text.slice(pos, close);
          pos = close + 1;
          break;
        }
        comment += text.slice(pos) + '\n';
        index++;
        const next = lines[index];
        if (next === undefined || next.trim() === '') {
          return { ok: false, error: `line ${opened}: unclosed comment` };
        }
        text = next;
        pos = 0;
      }
      tokens.push({ kind: 'comment', text: comment, line: opened });
      continue;
    }
    let end = pos;
    while (end < text.length && !endsWord(text.charCodeAt(end))) end++;
    tokens.push({ kind: 'word', text: text.slice(pos, end), line: index + 1 });
    pos = end;
  }
}

const SPACE = /\s/;
const BRACE_OPEN = 0x7b;
const BRACE_CLOSE = 0x7d;

/**
 * JavaScript's \s, tested by character code: the lexer looks at every
 * character of a record, and a regular expression per character was most of
 * its time. ASCII is decided here; any other character asks \s itself.
 */
function isSpace(code: number): boolean {
  if (code < 0x80) return code === 0x20 || (code >= 0x09 && code <= 0x0d);
  return SPACE.test(String.fromCharCode(code));
}

function endsWord(code: number): boolean {
  return code === BRACE_OPEN || code === BRACE_CLOSE || isSpace(code);
}
