/**
 * Test helper: one-line mutations of a valid `.congkak` file, for fuzzing the
 * import. A `local` mutation is one the import must refuse at the very line
 * it changed (a character no record may hold, a tag value or a comment over
 * the API's limits, a JSON object where a game should begin); a `free` one
 * (a character deleted, inserted or a line doubled) may make a valid file, or
 * a fault anywhere after it.
 */
import fc from 'fast-check';
import { COMMENT_MAX, TAG_VALUE_MAX } from '../../contract';

interface Mutation {
  /** The mutated file. */
  text: string;
  /** The line changed (1-based). */
  line: number;
  kind: 'local' | 'free';
  /** What was done, for a failing case's report. */
  what: string;
  /** A failing case is reported by what was done where, not by the whole file. */
  [fc.toStringMethod]: () => string;
}

/** Characters no record may hold, wherever they are put (but a carriage return before a line end). */
const UNSAFE = [
  '\u0000', '\u0001', '\u0007', '\u0008', '\u000B', '\u000C', '\u000E', '\u001B', '\u001F', '\u007F', '\u0080', '\u0085', '\u009F',
  '\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069', '\uD800', '\uDBFF', '\uDC00', '\uDFFF',
];

/** A line's index with a choice of position in it: fast-check shrinks both toward the start. */
const place = (lines: readonly string[]) =>
  fc.integer({ min: 0, max: lines.length - 1 }).chain((index) => fc.record({ index: fc.constant(index), at: fc.integer({ min: 0, max: (lines[index] ?? '').length }) }));

const TAG = /^\[(\w+) "(.*)"\]$/;
const isTurn = (line: string) => /^[SN] /.test(line) && !/[{}]/.test(line);

function mutated(lines: readonly string[], index: number, line: string, kind: Mutation['kind'], what: string): Mutation {
  const text = lines.map((original, at) => (at === index ? line : original)).join('\n');
  return { text, line: index + 1, kind, what, [fc.toStringMethod]: () => `${kind} mutation of line ${index + 1}: ${what} (${JSON.stringify(line.slice(0, 60))})` };
}

/** Local and free mutations of `text`, which must be a valid file with LF line ends. */
export function mutations(text: string): fc.Arbitrary<Mutation> {
  const lines = text.split('\n');
  const unsafe = fc.tuple(place(lines), fc.constantFrom(...UNSAFE, '\r')).filter(([{ index, at }, c]) => c !== '\r' || at < (lines[index] ?? '').length);
  const tagLines = lines.flatMap((line, index) => (TAG.test(line) ? [index] : []));
  const turnLines = lines.flatMap((line, index) => (isTurn(line) ? [index] : []));
  const gameStarts = lines.flatMap((line, index) => (line.startsWith('[') && (index === 0 || lines[index - 1] === '') ? [index] : []));
  const local = fc.oneof(
    unsafe.map(([{ index, at }, c]) => {
      const line = lines[index] ?? '';
      return mutated(lines, index, `${line.slice(0, at)}${c}${line.slice(at)}`, 'local', `U+${c.charCodeAt(0).toString(16)} at ${at}`);
    }),
    fc.tuple(fc.constantFrom(...tagLines), fc.integer({ min: TAG_VALUE_MAX + 1, max: TAG_VALUE_MAX + 50 })).map(([index, length]) => {
      const name = TAG.exec(lines[index] ?? '')?.[1] ?? 'Event';
      return mutated(lines, index, `[${name} "${'v'.repeat(length)}"]`, 'local', `${name} of ${length}`);
    }),
    fc.tuple(fc.constantFrom(...turnLines), fc.integer({ min: COMMENT_MAX + 1, max: COMMENT_MAX + 100 })).map(([index, length]) =>
      mutated(lines, index, `${lines[index] ?? ''} {${'c'.repeat(length)}}`, 'local', `comment of ${length}`),
    ),
    fc.constantFrom(...gameStarts).map((index) => mutated(lines, index, '{"South": "Ana", "moves": [3, 1]}', 'local', 'JSON object')),
  );
  const free = fc.oneof(
    place(lines).map(({ index, at }) => {
      const line = lines[index] ?? '';
      return mutated(lines, index, line.slice(0, at) + line.slice(at + 1), 'free', `delete at ${at}`);
    }),
    fc.tuple(place(lines), fc.constantFrom('1', '9', '+', ' ', '{', '}', '[', '"', '\\', '/', 'S', 'é', '😀')).map(([{ index, at }, c]) => {
      const line = lines[index] ?? '';
      return mutated(lines, index, `${line.slice(0, at)}${c}${line.slice(at)}`, 'free', `insert ${c} at ${at}`);
    }),
    place(lines).map(({ index }) => mutated(lines, index, `${lines[index] ?? ''}\n${lines[index] ?? ''}`, 'free', 'line doubled')),
  );
  return fc.oneof(local, free);
}
