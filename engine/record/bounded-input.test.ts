// What a record file may not be, however it is made: a text that is no game,
// a comment longer than the caller allows, and faults whose messages would
// otherwise quote megabytes of the file.
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../ai/random';
import { legalMoves, newGame, play } from '../index';
import type { GameRecord, Move, RulesInput } from '../types';
import { formatRecord, parseRecord } from './index';

function refusal(text: string, limits = {}): string {
  const result = parseRecord(text, limits);
  if (result.ok) throw new Error('expected a refusal');
  expect(result.error.code).toBe('bad-record');
  return result.error.message;
}

describe('a text that is not a game', () => {
  it.each([
    ['a bare comment', '{ hello }\n', 1],
    ['a JSON object', '{"games": [1, 2]}\n', 1],
    ['a JSON object over several lines', '{\n  "games": 1\n}\n', 1],
    ['a JSON object with an object inside', '\uFEFF{\n  "game": { "South": "Ana" }\n}\n', 1],
    ['movetext without tags', '\n\nS 2 / N 6\n', 3],
    // The last line without a line end is read whole, down to a text of one character.
    ['one letter and no line end', 'S', 1],
  ])('refuses %s at its first line', (_label, text, line) => {
    expect(refusal(text)).toBe(`line ${line}: a game begins with its tags, such as [Event "Club final"]`);
  });

  it('refuses a JSON array as a tag line', () => {
    expect(refusal('[1, 2, 3]\n')).toMatch(/^line 1: expected a tag such as/);
  });

  it('still reads a game with tags and nothing else', () => {
    expect(parseRecord('[Rules "kalah"]\n')).toMatchObject({ ok: true, value: [{ moves: [] }] });
  });
});

describe('the longest comment a caller allows', () => {
  const game = (movetext: string) => `[Rules "kalah"]\n\n${movetext}`;

  it('refuses a longer game comment or turn comment at the line where it opens', () => {
    expect(refusal(game('{0123456789X}\nS 3\n'), { commentMax: 10 })).toBe('line 3: a comment may hold at most 10 characters, this one has 11');
    expect(refusal(game('S 3 {short}\nS 1\nN 4 {a comment\nover two lines}\n'), { commentMax: 10 })).toBe('line 5: a comment may hold at most 10 characters, this one has 24');
  });

  it('accepts a comment of exactly that length, and any length without a limit', () => {
    expect(parseRecord(game('{0123456789}\nS 3\n'), { commentMax: 10 }).ok).toBe(true);
    expect(parseRecord(game(`{${'x'.repeat(100_000)}}\nS 3\n`)).ok).toBe(true);
  });
});

describe('messages quote a few dozen characters at most', () => {
  const huge = 'x'.repeat(1_000_000);
  it.each([
    ['a tag line', `[Event ${huge}]\n\n`, 1],
    ['a tag name', `[1${huge} "v"]\n\n`, 1],
    ['a tag value', `[Event "${huge}\\q"]\n\n`, 1],
    ['a preset', `[Rules "${huge}"]\n\n`, 1],
    ['an Options tag', `[Rules "kalah"]\n[Options "${huge}"]\n\n`, 2],
    ['an unknown option', `[Rules "kalah"]\n[Options "{\\"${huge}\\":1}"]\n\n`, 2],
    ['a turn', `[Rules "kalah"]\n\nS 3 ${huge}\n`, 3],
    ['a round separator', `[Rules "kalah"]\n\nS 3\n-- round ${huge} --\n`, 4],
    ['control characters', `[Rules "kalah"]\n\nS 3\u0000\u202E${huge}\n`, 3],
  ])('%s', (_label, text, line) => {
    const message = refusal(text);
    expect(message.startsWith(`line ${line}: `)).toBe(true);
    expect(message.length).toBeLessThanOrEqual(300);
    expect(message).not.toContain('\u0000');
    expect(message).not.toContain('\u202E');
  });
});

// Issue 29: the whole file was lexed before its first game was checked, so a
// fault at line 4 cost as much as reading every line after it.
describe('the first fault ends the reading', () => {
  const kalah = (movetext: string) => `[Rules "kalah"]\n\n${movetext}`;
  /** A lexing fault far below: a parser that read on would report this line. */
  const lexFaultBelow = 'S 4 }\n';

  it('in a game followed by 200,000 lines of its own movetext', () => {
    expect(refusal(kalah(`S 2\nS 1\n${'S 3\n'.repeat(200_000)}${lexFaultBelow}`))).toBe('line 4: South is not to move: North is');
  });

  it('reported in the order the lines come: a faulty tag before a fault in a long movetext', () => {
    const movetext = `S 2\nS 1\n${'S 3\n'.repeat(100)}`;
    expect(refusal(`[Rules "kalah"]\n[Rules "oware"]\n\n${movetext}`)).toBe('line 2: tag Rules appears twice (first on line 1)');
  });

  it('in a game followed by other games', () => {
    expect(refusal(`${kalah('S 2\nS 1\n')}\n${kalah('S 3\n').repeat(1000)}${lexFaultBelow}`)).toBe('line 4: South is not to move: North is');
  });

  it('while a long game that is right reads whole, checked at every doubling of its lines', () => {
    // Oware played from its first or its last legal move: 87 and 144 lines, past the checks at 64 and 128.
    for (const pick of ['first', 'last'] as const) {
      const game = longGame('oware', pick);
      const record = formatRecord([game]);
      if (!record.ok) throw new Error(record.error.message);
      expect(record.value.split('\n').length).toBeGreaterThan(pick === 'first' ? 80 : 130);
      expect(parseRecord(record.value)).toMatchObject({ ok: true, value: [{ moves: game.moves }] });
    }
  });

  it('and a caller may bound the games, refused at the first game beyond', () => {
    expect(refusal(kalah('S 3\n').repeat(3), { gamesMax: 2 })).toBe('line 7: a record may hold at most 2 games here');
    expect(parseRecord(kalah('S 3\n').repeat(2), { gamesMax: 2 })).toMatchObject({ ok: true, value: [{}, {}] });
  });
});

// The early check of a long game (at 64 movetext lines and each doubling) reads its tags and its movetext first.
describe('the first fault ends the reading, found by the check of a long game', () => {
  const longMovetext = `S 2\nS 1\n${'S 3\n'.repeat(100)}`;

  it('a line that is no turn, before a lexing fault far below', () => {
    expect(refusal(`[Rules "kalah"]\n\nS 2\nX 1\n${'S 3\n'.repeat(200)}S 4 }\n`)).toBe(
      `line 4: expected a turn such as 'S 3+7 !? {comment}', found "X 1"`,
    );
  });

  it('a faulty tag line or an unknown preset, before a fault in the movetext', () => {
    expect(refusal(`[Event x]\n[Rules "kalah"]\n\n${longMovetext}`)).toBe('line 1: expected a tag such as [Event "Club final"], found "[Event x]"');
    expect(refusal(`[Rules "chess"]\n\n${longMovetext}`)).toMatch(/^line 1: unknown preset "chess": one of /);
  });
});

// The lexer stops at its fault; a fault of the game read so far, on a line above it, comes first.
describe('a lexing fault below a fault of the game it is in', () => {
  const lexFault = 'S 4 }\n';

  it('a faulty tag line, in a short game and in a long one', () => {
    const faultyTag = 'line 1: expected a tag such as [Event "Club final"], found "[Event x]"';
    expect(refusal(`[Event x]\n\nS 1 ${lexFault}`)).toBe(faultyTag);
    expect(refusal(`[Event x]\n[Rules "kalah"]\n\n${'S 1 / N 1\n'.repeat(100)}${lexFault}`)).toBe(faultyTag);
  });

  it('a tag given twice, and an unknown preset', () => {
    expect(refusal(`[Rules "kalah"]\n[Rules "oware"]\n\nS 3\n${lexFault}`)).toBe('line 2: tag Rules appears twice (first on line 1)');
    expect(refusal(`[Rules "chess"]\n\nS 3\n${lexFault}`)).toMatch(/^line 1: unknown preset "chess": one of /);
  });

  it('a line that is no turn, and an illegal move with more lines after it', () => {
    expect(refusal(`[Rules "kalah"]\n\nX 1\n${lexFault}`)).toBe(`line 3: expected a turn such as 'S 3+7 !? {comment}', found "X 1"`);
    expect(refusal(`[Rules "kalah"]\n\nS 9\nN 1\n${lexFault}`)).toBe('line 3: S 9 is illegal: South has no hole 9: the board has 6 holes a side');
  });

  it('but a game right up to the fault reports the fault', () => {
    expect(refusal(`[Rules "kalah"]\n\nS 3\n${lexFault}`)).toBe('line 4: } without an opening {');
  });
});

describe('the check of a long game at 64 lines', () => {
  it('replays the movetext under the rules of both tags, Rules and Options', () => {
    // Oware on five holes a side: under the preset's six, its moves go wrong within the first 64 lines.
    const game = longGame({ preset: 'oware', holes: 5 }, 'first');
    const record = formatRecord([game]);
    if (!record.ok) throw new Error(record.error.message);
    expect(record.value).toContain('[Options "{\\"holes\\":5}"]');
    expect(record.value.split('\n').length).toBeGreaterThan(100);
    expect(parseRecord(record.value)).toMatchObject({ ok: true, value: [{ moves: game.moves }] });
  });

  it('reads a game whose 64th movetext line forces the round separator on the 65th', () => {
    // Dakon's series played at random, seed after seed, until one has its separator just past the check (seed 5 does).
    let found: { lines: string[]; movetext: number } | undefined;
    for (let seed = 1; seed <= 20 && found === undefined; seed++) {
      const record = formatRecord([randomSeries(seed, 300)]);
      if (!record.ok) throw new Error(record.error.message);
      const lines = record.value.split('\n');
      const movetext = lines.indexOf('') + 1;
      if (/^-- round \d+ --$/.test(lines[movetext + 64] ?? '')) found = { lines, movetext };
    }
    if (found === undefined) throw new Error('no seed gives a separator at movetext line 65');
    // Cut after it: an unfinished game, read whole.
    const text = `${found.lines.slice(0, found.movetext + 70).join('\n')}\n`;
    expect(parseRecord(text)).toMatchObject({ ok: true, value: [{ rules: { preset: 'dakon' } }] });
  });
});

/** A dakon game chosen at random with a seed (South's choice first when both choose), up to `maxMoves` moves. */
function randomSeries(seed: number, maxMoves: number): GameRecord {
  const random = seededRandom(seed);
  return playedGame('dakon', maxMoves, (all) => {
    const southFirst = all.filter((move) => 'player' in move && move.player === 0);
    const legal = southFirst.length > 0 ? southFirst : all;
    return legal[Math.floor(random() * legal.length)];
  });
}

/** A whole game of these rules, each move the first or the last legal one. */
function longGame(rules: RulesInput, pick: 'first' | 'last'): GameRecord {
  return playedGame(rules, Infinity, (legal) => legal.at(pick === 'first' ? 0 : -1));
}

/** A game of these rules played by `choose` from the start, until it ends or has `maxMoves` moves. */
function playedGame(rules: RulesInput, maxMoves: number, choose: (legal: Move[]) => Move | undefined): GameRecord {
  const started = newGame(rules);
  if (!started.ok) throw new Error(started.error.message);
  let state = started.value;
  const moves: Move[] = [];
  while (state.phase !== 'over' && moves.length < maxMoves) {
    const move = choose(legalMoves(state));
    if (move === undefined) break;
    const played = play(state, move);
    if (!played.ok) throw new Error(played.error.message);
    moves.push(move);
    state = played.value.state;
  }
  return { tags: {}, rules: state.rules, comment: null, moves, notes: [] };
}
