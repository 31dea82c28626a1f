// One game of an imported file against what its moves say: the status and
// outcome the archive stores, the tags that contradict the moves (refused at
// the tag's own line), the player kinds, the date, and the row's other values.
import { describe, expect, it } from 'vitest';
import { printRecord, type GameRecord } from '../../../engine';
import { sampleGame } from '../testing/sample-records';
import { checkPiece, type CheckedGame } from './record-check';

/** Aminah against a level-6 computer, played to its end: South wins 26-22 (Kalah, seed 2). */
const FINISHED = sampleGame(2, { rules: 'kalah' });
const UNFINISHED = sampleGame(2, { rules: 'kalah', maxMoves: 10 });

/** The game with its tags changed (undefined drops one), as a file of its own. */
function file(game: GameRecord, tags: Record<string, string | undefined>): string {
  const merged = Object.fromEntries(Object.entries({ ...game.tags, ...tags }).filter((entry): entry is [string, string] => entry[1] !== undefined));
  return printRecord([{ ...game, tags: merged }]);
}

function checked(text: string, line = 1): CheckedGame {
  const games = checkPiece({ line, text });
  if (!games.ok) throw new Error(`line ${games.error.line}: ${games.error.message}`);
  const [game] = games.value;
  if (game === undefined) throw new Error('no game');
  return game;
}

/** The fault of the file, with the line of the tag it names. */
function refusal(text: string, line = 1) {
  const games = checkPiece({ line, text });
  return games.ok ? 'accepted' : games.error;
}

const lineOf = (text: string, start: string) => text.split('\n').findIndex((line) => line.startsWith(start)) + 1;

describe('a game played to its end', () => {
  it('is finished, won by the side the stores say, with those stores', () => {
    expect(FINISHED.tags).toMatchObject({ Result: '26-22', Termination: 'normal' });
    expect(checked(file(FINISHED, {}))).toMatchObject({ status: 'finished', outcome: { termination: 'normal', winner: 0, stores: [26, 22] } });
    expect(checked(file(FINISHED, { Result: undefined, Termination: undefined }))).toMatchObject({ status: 'finished', outcome: { termination: 'normal', winner: 0 } });
  });

  it('is refused when its Result or Termination says otherwise, at that tag’s line', () => {
    const result = file(FINISHED, { Result: '22-26' });
    expect(refusal(result)).toEqual({ line: lineOf(result, '[Result '), message: 'Result says "22-26" but the moves end 26-22' });
    const resigned = file(FINISHED, { Termination: 'resigned:south' });
    expect(refusal(resigned)).toEqual({ line: lineOf(resigned, '[Termination '), message: 'Termination says "resigned:south" but the moves play the game to its end' });
  });

  it('is refused at the tag’s line in the whole file, a later piece or game counting the lines before it', () => {
    const text = file(FINISHED, { Result: '0-0' });
    expect(refusal(text, 101)).toMatchObject({ line: 100 + lineOf(text, '[Result ') });
    const two = `${file(FINISHED, {})}${text}`;
    expect(refusal(two)).toMatchObject({ line: lineOf(two, '[Result "0-0"') });
  });
});

describe('the line of a refused tag', () => {
  it('is the tag’s own, whatever space the record puts after its name (the record format takes tabs there too)', () => {
    for (const space of ['\t', '  ', ' \t']) {
      const text = file(FINISHED, { Result: '22-26' }).replace('[Result "22-26"]', `[Result${space}"22-26"]`);
      expect(refusal(text), JSON.stringify(space)).toEqual({ line: lineOf(text, '[Result'), message: 'Result says "22-26" but the moves end 26-22' });
    }
  });

  it('is not taken from a tag whose name only begins the same', () => {
    const text = file(FINISHED, { Result: '22-26' }).replace('[Result "22-26"]', '[Resulting "x"]\n[Result "22-26"]');
    expect(lineOf(text, '[Resulting')).toBeLessThan(lineOf(text, '[Result '));
    expect(refusal(text)).toMatchObject({ line: lineOf(text, '[Result ') });
  });

  it('is the tag’s own in a later game of the same piece whose tags lie otherwise than the first game’s', () => {
    const first = file(FINISHED, { Result: undefined, Event: 'Melaka Open' });
    const second = file(FINISHED, { Result: '0-0' });
    const text = `${first}${second}`;
    expect(first).not.toContain('[Result ');
    expect(refusal(text)).toEqual({ line: first.split('\n').length - 1 + lineOf(second, '[Result '), message: 'Result says "0-0" but the moves end 26-22' });
  });

  it('is the tag’s own when the tag line is indented (the record format takes spaces before a tag)', () => {
    const text = file(FINISHED, { Result: '22-26' }).replace('[Result "22-26"]', '   [Result "22-26"]');
    expect(refusal(text)).toEqual({ line: lineOf(text, '   [Result '), message: 'Result says "22-26" but the moves end 26-22' });
  });

  it('is the Hints tag’s own when the count is refused', () => {
    const text = file(FINISHED, { Hints: 'two' });
    expect(lineOf(text, '[Hints ')).toBeGreaterThan(1);
    expect(refusal(text)).toEqual({ line: lineOf(text, '[Hints '), message: 'Hints must be the number of hints asked for, such as "3", not "two"' });
  });
});

describe('a game whose moves stop before its end', () => {
  it('is unfinished with no outcome, its Result "*" or absent', () => {
    expect(UNFINISHED.tags).toMatchObject({ Result: '*' });
    for (const Result of ['*', undefined]) expect(checked(file(UNFINISHED, { Result }))).toMatchObject({ status: 'active', outcome: null });
  });

  it('is refused when its Result gives a score, or its Termination says normal or means nothing', () => {
    const result = file(UNFINISHED, { Result: '24-24' });
    expect(refusal(result)).toEqual({ line: lineOf(result, '[Result '), message: 'Result says "24-24" but the game is not over (write "*")' });
    const normal = file(UNFINISHED, { Termination: 'normal' });
    expect(refusal(normal)).toEqual({ line: lineOf(normal, '[Termination '), message: 'Termination says "normal" but the moves stop before the game ends' });
    const unknown = file(UNFINISHED, { Termination: 'timeout' });
    expect(refusal(unknown)).toEqual({ line: lineOf(unknown, '[Termination '), message: 'unknown Termination "timeout"' });
  });

  it('resigned: won by the other side, with the stores as the moves left them; abandoned: won by no one', () => {
    const stores = checked(file(UNFINISHED, {})).lastSouthStore;
    const south = checked(file(UNFINISHED, { Termination: 'resigned:south' }));
    expect(south).toMatchObject({ status: 'resigned', outcome: { termination: 'resigned:south', winner: 1 } });
    expect(south.outcome?.stores).toEqual([south.lastSouthStore, south.lastNorthStore]);
    expect(south.lastSouthStore).toBe(stores);
    expect(checked(file(UNFINISHED, { Termination: 'resigned:north' }))).toMatchObject({ status: 'resigned', outcome: { termination: 'resigned:north', winner: 0 } });
    expect(checked(file(UNFINISHED, { Termination: 'abandoned' }))).toMatchObject({ status: 'abandoned', outcome: { termination: 'abandoned', winner: null } });
  });

  it('gets a different identity for each ending, so a resigned copy is not taken for the unfinished one', () => {
    const hashes = [undefined, 'resigned:south', 'resigned:north', 'abandoned'].map((Termination) => checked(file(UNFINISHED, { Termination })).hash);
    expect(new Set(hashes).size).toBe(4);
  });
});

describe('the players’ kinds', () => {
  it.each([['computer:7'], ['Human'], ['xhuman'], ['humanx'], ['computer:1x'], ['computer:']])('refuses %s, at the kind’s line', (kind) => {
    const text = file(FINISHED, { NorthKind: kind });
    expect(refusal(text)).toEqual({ line: lineOf(text, '[NorthKind '), message: `NorthKind must be "human" or "computer:1" … "computer:6", not "${kind}"` });
    const south = file(FINISHED, { SouthKind: kind });
    expect(refusal(south)).toMatchObject({ line: lineOf(south, '[SouthKind '), message: expect.stringMatching(/^SouthKind must be/) });
  });

  it('stores each side’s kind, human when the record gives none', () => {
    expect(checked(file(FINISHED, { SouthKind: 'computer:1', NorthKind: 'human' }))).toMatchObject({ southKind: 'computer:1', northKind: 'human' });
    expect(checked(file(FINISHED, { SouthKind: undefined, NorthKind: undefined }))).toMatchObject({ southKind: 'human', northKind: 'human', southName: 'Aminah', northName: 'Computer' });
  });

  it('stores North’s computer level as the record gives it', () => {
    expect(checked(file(FINISHED, { SouthKind: 'human', NorthKind: 'computer:3' }))).toMatchObject({ southKind: 'human', northKind: 'computer:3' });
  });
});

describe('the row’s other values', () => {
  it('dates the game by a whole Date tag only', () => {
    expect(checked(file(FINISHED, { Date: '2025.03.19' })).playedOn).toBe('2025-03-19T00:00:00.000Z');
    for (const Date of ['2025.??.??', '2025.13.01', '2025.3.19', '2025.03.19x', 'x2025.03.19', undefined]) expect(checked(file(FINISHED, { Date })).playedOn).toBeNull();
  });

  it('holds the rules, the event, the tags as written, the counts and the stores the moves reach', () => {
    const game = checked(file(FINISHED, { Event: 'Melaka Open', Hints: '2' }));
    expect(game).toMatchObject({
      line: 1,
      preset: 'kalah',
      event: 'Melaka Open',
      choiceCount: FINISHED.moves.length,
      lastSouthStore: 26,
      lastNorthStore: 22,
      hints: 2,
      comment: null,
      notes: [],
      labels: [],
    });
    expect(JSON.parse(game.rules)).toMatchObject({ preset: 'kalah', holes: 6, seeds: 4 });
    expect(JSON.parse(game.recordTags)).toEqual({ ...FINISHED.tags, Event: 'Melaka Open', Hints: '2' });
    expect(game.moves).toMatch(/^[0-9a-f]+$/);
    expect(checked(file(FINISHED, { Event: undefined })).event).toBe('');
  });

  it('holds each game’s own rules when games under other rules come between', () => {
    const congkak = printRecord([sampleGame(3)]);
    const kalah = file(FINISHED, {});
    const presets = [kalah, congkak, kalah, congkak].map((text) => (JSON.parse(checked(text).rules) as { preset: string }).preset);
    expect(presets).toEqual(['kalah', sampleGame(3).rules.preset, 'kalah', sampleGame(3).rules.preset]);
    expect(sampleGame(3).rules.preset).not.toBe('kalah');
  });

  it('counts the longest relay of a game with relays, none in Kalah', () => {
    expect(checked(file(FINISHED, {})).longestRelay).toBe(0);
    const congkak = sampleGame(3);
    expect(checked(printRecord([congkak])).longestRelay).toBeGreaterThan(0);
  });
});
