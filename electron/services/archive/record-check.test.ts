import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mutations } from '../testing/record-mutations';
import { checkPiece, cutFile } from './record-check';
import { sampleFile } from '../testing/sample-records';

describe('cutFile', () => {
  it('cuts at a tag line after a blank line, counting lines across CRLF', () => {
    const text = '[South "A"]\r\n\r\nS 3\r\n\r\n[South "B"]\r\n\r\nS 4\r\n';
    expect(cutFile(text)).toEqual([
      { line: 1, text: '[South "A"]\r\n\r\nS 3\r\n\r\n' },
      { line: 5, text: '[South "B"]\r\n\r\nS 4\r\n' },
    ]);
  });

  it('never cuts inside a comment, and leaves out blank lines before the first game', () => {
    const text = '\n\n[South "A"]\n[Rules "kalah"]\n\nS 3 {a comment\n[not a tag]}\n[South "B"]\n[Rules "kalah"]\n\nS 4\n';
    const pieces = cutFile(text);
    expect(pieces.map((piece) => piece.line)).toEqual([3]);
    // One piece, two games: the second follows movetext without a blank line.
    const games = checkPiece(pieces[0]!);
    expect(games.ok && games.value.map((game) => [game.line, game.southName])).toEqual([
      [3, 'A'],
      [8, 'B'],
    ]);
  });
});

/** The whole file checked in this thread, as the workers do it: the games, or the first fault. */
function checkFile(text: string) {
  const results = cutFile(text).map(checkPiece);
  const faults = results.flatMap((result) => (result.ok ? [] : [result.error]));
  if (faults.length > 0) return { ok: false as const, error: faults.reduce((first, next) => (next.line < first.line ? next : first)) };
  return { ok: true as const, value: results.flatMap((result) => (result.ok ? result.value : [])) };
}

const GAME = ['[Event "Cup"]', '[South "Ana"]', '[North "Budi"]', '[Rules "kalah"]', '', '{A game}', 'S 1', 'N 1 {a turn}', ''];
const withLine = (index: number, line: string) => GAME.map((original, at) => (at === index ? line : original)).join('\n');

describe('the archive takes what the API takes', () => {
  it.each([
    ['a NUL in a tag', withLine(0, '[Event "C\u0000up"]'), 1, 'the line holds a NUL character, which no game record may hold'],
    ['a bidi override in a name', withLine(1, '[South "\u202EanA"]'), 2, 'the line holds a bidi control (U+202E), which no game record may hold'],
    ['a lone surrogate in a comment', withLine(5, '{A \uDC00 game}'), 6, 'the line holds a lone surrogate (U+DC00), which no game record may hold'],
    ['a control character in a turn', withLine(6, 'S 1\u0007'), 7, 'the line holds a control character (U+0007), which no game record may hold'],
    ['a lone carriage return', withLine(7, 'N 1 {a\rturn}'), 8, 'the line holds a carriage return, which no game record may hold'],
    ['a 10,000-character name', withLine(2, `[North "${'n'.repeat(10_000)}"]`), 3, 'North: expected at most 40 characters, got 10000'],
    ['a long label', withLine(0, `[Tags "${'t'.repeat(41)}"]`), 1, 'Tags: expected at most 40 characters, got 41'],
    ['a long comment', withLine(7, `N 1 {${'c'.repeat(10_001)}}`), 8, 'a comment may hold at most 10,000 characters, this one has 10,001'],
    ['a Hints tag that is not a count', withLine(0, '[Hints "two"]'), 1, 'Hints must be the number of hints asked for, such as "3", not "two"'],
    ['a bare comment', '{"name": "not a game"}\n', 1, 'a game begins with its tags, such as [Event "Club final"]'],
    ['a JSON file', '[\n  {"South": "Ana"}\n]\n', 1, 'expected a tag such as [Event "Club final"], found "["'],
  ])('refuses %s at its line', (_label, text, line, message) => {
    expect(checkFile(text)).toEqual({ ok: false, error: { line, message } });
  });

  it('finds an unsafe character on the file’s last line, which has no line end', () => {
    const text = GAME.slice(0, -1).join('\n').replace('{a turn}', '{a \u0000 turn}');
    expect(text.endsWith('turn}')).toBe(true);
    expect(checkFile(text)).toEqual({ ok: false, error: { line: 8, message: 'the line holds a NUL character, which no game record may hold' } });
  });

  it('refuses a 20 MB comment at the line where it opens, quoting none of it', () => {
    const text = withLine(5, `{${'c'.repeat(20 * 1024 * 1024)}}`);
    expect(checkFile(text)).toEqual({ ok: false, error: { line: 6, message: 'a comment may hold at most 10,000 characters, this one has 20,971,520' } });
  });

  it('finds the line of an unsafe character in a later game, and an earlier fault first', () => {
    const two = `${GAME.join('\n')}\n${withLine(6, 'S 1\u0000')}`;
    expect(checkFile(two)).toMatchObject({ ok: false, error: { line: 16 } });
    expect(checkFile(`${withLine(6, 'S 9')}\n${withLine(0, '[Event "\u0000"]')}`)).toMatchObject({ ok: false, error: { line: 7 } });
    // Within one piece too.
    const piece = withLine(6, 'S 9').replace('{a turn}', '{a \u0000 turn}');
    expect(checkPiece({ line: 1, text: piece })).toMatchObject({ ok: false, error: { line: 7 } });
  });

  it('takes tabs and CRLF line ends, trims names and keeps the tags as written', () => {
    const text = withLine(1, '[South "\tAna  "]').replace(/\n/g, '\r\n').replace('{A game}', '{A\tgame}');
    const checked = checkFile(text);
    expect(checked.ok).toBe(true);
    const [game] = checked.ok ? checked.value : [];
    expect(game).toMatchObject({ southName: 'Ana', comment: 'A\tgame' });
    expect(JSON.parse(game?.recordTags ?? '{}')).toMatchObject({ South: '\tAna  ' });
  });

  it('reads the hint count from the Hints tag, 0 without one', () => {
    const counts = (text: string) => {
      const checked = checkFile(text);
      return checked.ok ? checked.value.map((game) => game.hints) : checked.error;
    };
    expect(counts(GAME.join('\n'))).toEqual([0]);
    expect(counts(withLine(0, '[Hints "4"]'))).toEqual([4]);
  });
});

describe('mutated records (fuzz)', () => {
  const files = [sampleFile(1, 3, { annotate: true }), sampleFile(40, 2, { annotate: true, rules: 'kalah' }), sampleFile(7, 2, { rules: 'dakon' })];

  it('refuses a local mutation at the line it changed, and any fault with a short message', () => {
    fc.assert(
      fc.property(fc.constantFrom(...files).chain(mutations), (mutation) => {
        const checked = checkFile(mutation.text);
        if (mutation.kind === 'local') expect(checked).toMatchObject({ ok: false, error: { line: mutation.line } });
        if (checked.ok) return;
        expect(checked.error.line).toBeGreaterThanOrEqual(1);
        expect(checked.error.line).toBeLessThanOrEqual(mutation.text.split('\n').length);
        expect(checked.error.message.length).toBeLessThanOrEqual(300);
      }),
      { numRuns: 300, interruptAfterTimeLimit: 20_000 },
    );
  });
});
