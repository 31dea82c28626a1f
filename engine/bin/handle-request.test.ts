import { describe, expect, it } from 'vitest';
import { seededRandom } from '../ai/random';
import { legalMoves, newGame, play, PRESETS } from '../index';
import { parseRecord } from '../record/index';
import type { GameState, Move } from '../types';
import { handleRequestLine, MAX_LINE_CHARS, MAX_NESTING, nestsDeeperThan } from './handle-request';

/** Sends one request object (or raw line) and returns the parsed answer. */
function ask(request: unknown): Record<string, unknown> {
  const line = typeof request === 'string' ? request : JSON.stringify(request);
  const reply = handleRequestLine(line);
  if (reply === null) throw new Error('no answer');
  expect(reply).not.toContain('\n');
  return JSON.parse(reply) as Record<string, unknown>;
}

function started(rules: string): GameState {
  const state = newGame(rules);
  if (!state.ok) throw new Error(state.error.message);
  return state.value;
}

function finishedGame(): GameState {
  const random = seededRandom(11);
  let state = started('kalah');
  while (state.phase !== 'over') {
    const legal = legalMoves(state);
    const outcome = play(state, legal[Math.floor(random() * legal.length)] as Move);
    if (!outcome.ok) throw new Error(outcome.error.message);
    state = outcome.value.state;
  }
  return state;
}

const errorCode = (answer: Record<string, unknown>) => (answer['error'] as { code: string } | undefined)?.code;

describe('handleRequestLine: commands', () => {
  it('skips blank lines without an answer', () => {
    expect(handleRequestLine('')).toBeNull();
    expect(handleRequestLine('   \t')).toBeNull();
  });

  it('echoes the id, whatever its type', () => {
    expect(ask({ cmd: 'presets', id: 7 })['id']).toBe(7);
    expect(ask({ cmd: 'presets', id: 'a' })['id']).toBe('a');
    expect(ask({ cmd: 'nope', id: [1] })['id']).toEqual([1]);
    expect('id' in ask({ cmd: 'presets' })).toBe(false);
  });

  it('presets: every preset as a full rules object', () => {
    expect(ask({ cmd: 'presets' })).toEqual({ ok: true, presets: JSON.parse(JSON.stringify(PRESETS)) });
  });

  it('new: from a preset name and from a preset with overrides', () => {
    expect(ask({ cmd: 'new', rules: 'kalah' })).toEqual({ ok: true, state: started('kalah') });
    const answer = ask({ cmd: 'new', rules: { preset: 'congkak', holes: 5 } });
    expect((answer['state'] as GameState).pits).toEqual([7, 7, 7, 7, 7, 0, 7, 7, 7, 7, 7, 0]);
  });

  it("new and play: BGA's round end during a relay and partly filled refills; presets write no remainder", () => {
    const rules = { preset: 'congkak', opening: 'alternate', holes: 4, seeds: 4, roundEnd: 'either-side-empty-now', series: { remainder: 'partial' } };
    const created = ask({ cmd: 'new', rules })['state'] as GameState;
    expect(created.rules).toMatchObject({ roundEnd: 'either-side-empty-now', series: { remainder: 'partial' } });
    // South's last seed finds North's occupied n2 with South's row empty: the round ends at once, n2
    // untouched. Stores 6 and 14 refill one full hole and one of 2, and three full holes and one of 2.
    const answer = ask({ cmd: 'play', state: { rules, pits: [0, 0, 0, 3, 5, 1, 2, 0, 0, 9], toMove: 0 }, move: { hole: 4 } });
    expect(answer['state']).toMatchObject({ phase: 'play', round: 2, toMove: 0, pits: [0, 0, 2, 4, 0, 2, 4, 4, 4, 0], burnt: [0, 1] });
    const events = answer['events'] as { type: string }[];
    expect(events.map((e) => e.type).slice(-4)).toEqual(['sow', 'turn-end', 'round-end', 'refill']);
    expect(events.at(-2)).toMatchObject({ leftovers: [{ pit: 5, seeds: 2, to: 9 }, { pit: 6, seeds: 3, to: 9 }], stores: [6, 14] });
    const presets = ask({ cmd: 'presets' })['presets'] as Record<string, { series: object | null }>;
    expect('remainder' in presets['dakon']!.series!).toBe(false);
  });

  it('legal: the engine\'s legal moves, [] on a finished game', () => {
    const state = started('congkak');
    expect(ask({ cmd: 'legal', state })).toEqual({ ok: true, moves: legalMoves(state) });
    expect(ask({ cmd: 'legal', state: finishedGame() })).toEqual({ ok: true, moves: [] });
  });

  it('legal: accepts a minimal state', () => {
    const answer = ask({ cmd: 'legal', state: { rules: 'kalah', pits: [0, 1, 0, 0, 0, 2, 5, 1, 1, 1, 1, 1, 1, 3], toMove: 0 } });
    expect(answer).toEqual({ ok: true, moves: [{ hole: 2 }, { hole: 6 }] });
  });

  it('play: the new state and the events', () => {
    const state = started('kalah');
    const expected = play(state, { hole: 3 });
    if (!expected.ok) throw new Error(expected.error.message);
    expect(ask({ cmd: 'play', state, move: { hole: 3 } })).toEqual({ ok: true, ...expected.value });
  });

  it('best: a legal ordinary move with the search figures', () => {
    const state = started('kalah');
    const answer = ask({ cmd: 'best', state, level: 3, timeMs: 100, seed: 1 });
    // Level 3 searches two plies: the answer reports them and the nodes it visited.
    expect(answer).toMatchObject({ ok: true, exact: false, depth: 2 });
    expect(typeof answer['score']).toBe('number');
    expect(answer['nodes']).toBeGreaterThan(0);
    expect(legalMoves(state)).toContainEqual(answer['move']);
  });

  it('best: a request may name its game (level 6 then keeps what it learnt between the moves of that game)', () => {
    const state = started('kalah');
    const answer = ask({ cmd: 'best', state, timeMs: 20, seed: 1, game: 'g1' });
    expect(answer).toMatchObject({ ok: true });
    expect(legalMoves(state)).toContainEqual(answer['move']);
  });

  it("best: in the opening, the named player's choice, which the caller combines", () => {
    const state = started('congkak');
    const south = ask({ cmd: 'best', state, player: 0 })['move'] as { player: number; hole: number };
    const north = ask({ cmd: 'best', state, player: 1 })['move'] as { player: number; hole: number };
    expect([south.player, north.player]).toEqual([0, 1]);
    expect(legalMoves(state)).toContainEqual({ south: south.hole, north: north.hole });
  });

  it('analyse: every legal move, each scored', () => {
    const state = started('oware');
    const answer = ask({ cmd: 'analyse', state, timeMs: 50 });
    const moves = answer['moves'] as { move: unknown; score: number; exact: boolean }[];
    expect(moves.map((m) => m.move)).toEqual(expect.arrayContaining(legalMoves(state)));
    expect(moves).toHaveLength(legalMoves(state).length);
    // Best first, each with exactly the protocol's fields.
    moves.slice(1).forEach((m, i) => expect(m.score).toBeLessThanOrEqual(moves[i]!.score));
    for (const m of moves) expect(Object.keys(m).sort()).toEqual(['exact', 'move', 'score']);
  });

  it('parse and print: the record functions, round trip through the protocol', () => {
    const record = '[Event "e"]\n[Rules "kalah"]\n\nS 2 !\nN 1 {ok}\n';
    const parsed = ask({ cmd: 'parse', record });
    expect(parsed).toEqual({ ok: true, games: (parseRecord(record) as { value: unknown }).value });
    expect(ask({ cmd: 'print', games: parsed['games'] })).toEqual({ ok: true, record });
  });
});

describe('handleRequestLine: every failure is an answer with its code', () => {
  const state = started('congkak-mw');
  const game = { tags: {}, rules: 'kalah', comment: null, moves: [], notes: [] };
  it.each([
    ['{"cmd":', 'bad-json'],
    ['[1,2]', 'bad-request'],
    [{ id: 1 }, 'bad-request'],
    [{ cmd: 'fly' }, 'bad-request'],
    [{ cmd: 'toString' }, 'bad-request'],
    [{ cmd: 'new' }, 'bad-request'],
    [{ cmd: 'legal' }, 'bad-request'],
    [{ cmd: 'play', state }, 'bad-request'],
    [{ cmd: 'play', state, move: { hole: '3' } }, 'bad-request'],
    [{ cmd: 'play', state, move: { hole: 3, extra: 1 } }, 'bad-request'],
    [{ cmd: 'best', state, level: 'max' }, 'bad-request'],
    [{ cmd: 'best', state, player: 2 }, 'bad-request'],
    [{ cmd: 'best', state: started('congkak') }, 'bad-request'],
    [{ cmd: 'best', state, player: 1 }, 'bad-request'],
    [{ cmd: 'best', state, game: 7 }, 'bad-request'],
    [{ cmd: 'analyse', state, timeMs: null }, 'bad-request'],
    [{ cmd: 'analyse', state, timeMs: -5 }, 'bad-request'],
    [{ cmd: 'best', state, timeMs: 1e9 }, 'bad-request'],
    [{ cmd: 'best', state, level: 3, timeMs: 60_001 }, 'bad-request'],
    [{ cmd: 'parse' }, 'bad-request'],
    [{ cmd: 'print', games: 'x' }, 'bad-request'],
    [{ cmd: 'print', games: [{ ...game, moves: [3] }] }, 'bad-request'],
    [{ cmd: 'print', games: [{ ...game, notes: [{ move: 0, glyph: '!!!', comment: null }] }] }, 'bad-request'],
    [{ cmd: 'print', games: [{ ...game, tags: { Event: 1 } }] }, 'bad-request'],
    [{ cmd: 'new', rules: 'chess' }, 'bad-rules'],
    [{ cmd: 'new', rules: { preset: 'kalah', series: {} } }, 'bad-rules'],
    [{ cmd: 'new', rules: { preset: 'kalah', series: { remainder: 'partial' } } }, 'bad-rules'],
    [{ cmd: 'new', rules: { preset: 'oware', roundEnd: 'either-side-empty-now' } }, 'bad-rules'],
    [{ cmd: 'new', rules: { series: { remainder: 'half' } } }, 'bad-rules'],
    [{ cmd: 'print', games: [{ ...game, rules: { preset: 'kalah', holes: 40 } }] }, 'bad-rules'],
    [{ cmd: 'legal', state: { rules: 'kalah', pits: [1, 2], toMove: 0 } }, 'bad-state'],
    [{ cmd: 'play', state: { ...state, toMove: 4 }, move: { hole: 1 } }, 'bad-state'],
    [{ cmd: 'play', state, move: { hole: 9 } }, 'illegal-move'],
    [{ cmd: 'play', state, move: { south: 1, north: 1 } }, 'illegal-move'],
    [{ cmd: 'parse', record: '[Rules "kalah"]\n\nN 1\n' }, 'bad-record'],
    [{ cmd: 'print', games: [{ ...game, moves: [{ hole: 9 }] }] }, 'bad-record'],
  ])('%j → %s', (request, code) => {
    const answer = ask(request);
    expect(answer['ok']).toBe(false);
    expect(errorCode(answer)).toBe(code);
    expect(typeof (answer['error'] as { message: unknown }).message).toBe('string');
  });

  it('game-over: play and best on a finished game', () => {
    const over = finishedGame();
    expect(errorCode(ask({ cmd: 'play', state: over, move: { hole: 1 } }))).toBe('game-over');
    expect(errorCode(ask({ cmd: 'best', state: over }))).toBe('game-over');
  });

  it('bad-record names the line', () => {
    const answer = ask({ cmd: 'parse', record: '[Rules "kalah"]\n\nS 2\nS 1\n' });
    expect(answer['error']).toEqual({ code: 'bad-record', message: 'line 4: South is not to move: North is' });
  });
});

describe('handleRequestLine: bounded input', () => {
  const deep = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

  it('answers an id nested a hundred thousand deep with bad-request, not a stack overflow', () => {
    const answer = ask(`{"cmd":"presets","id":${deep(100_000)}}`);
    expect(answer).toEqual({ ok: false, error: { code: 'bad-request', message: expect.stringContaining(String(MAX_NESTING)) } });
  });

  it('takes nesting up to MAX_NESTING, which every protocol request fits in', () => {
    expect(ask(`{"cmd":"presets","id":${deep(MAX_NESTING - 1)}}`)).toMatchObject({ ok: true });
    expect(ask(`{"cmd":"presets","id":${deep(MAX_NESTING)}}`)).toMatchObject({ ok: false, error: { code: 'bad-request' } });
    const game = { tags: {}, rules: { preset: 'congkak', series: { end: { rounds: 2 } } }, comment: null, moves: [], notes: [] };
    expect(ask({ cmd: 'print', games: [game] })).toMatchObject({ ok: true });
  });

  it.each([
    ['{"a":[{"b":[1]}]}', 4, false],
    ['{"a":[{"b":[1]}]}', 3, true],
    ['{"a":"[[[[[[{{{{"}', 1, false],
    // A string holding a backslash ends at its quote; an escaped quote does not end it.
    [String.raw`{"a":"\\","b":[[1]]}`, 2, true],
    [String.raw`{"a":"\"[[[["}`, 1, false],
    ['[[[', 2, true],
  ])('nestsDeeperThan(%s, %d) is %s', (text, max, deeper) => {
    expect(nestsDeeperThan(text, max)).toBe(deeper);
  });

  it('answers a line longer than MAX_LINE_CHARS with bad-request, and takes one of exactly that length', () => {
    const request = '{"cmd":"presets","id":1}';
    const padded = request + ' '.repeat(MAX_LINE_CHARS - request.length);
    expect(ask(padded)).toMatchObject({ id: 1, ok: true });
    expect(ask(padded + ' ')).toEqual({ ok: false, error: { code: 'bad-request', message: expect.stringContaining(String(MAX_LINE_CHARS)) } });
  });
});
