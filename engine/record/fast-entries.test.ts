import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { seededRandom } from '../ai/random';
import { legalMoves, newGame, play, resolveRules } from '../index';
import { PRESET_NAMES, type GameState, type Move, type Rules, type RulesInput } from '../types';
import { movesFromEntries } from './entries-to-moves';
import { refusalPoint, replayEntriesFast } from './fast-entries';
import { replayMoves } from './fast-replay';
import { lexRecord } from './lexer';
import { readMovetext, type Entry } from './movetext';
import { printRecord } from './print';
import { splitGames } from './split-games';

const VARIANTS: RulesInput[] = [
  ...PRESET_NAMES,
  { preset: 'congkak', holes: 4, seeds: 3, series: { burnt: 'forfeit', end: { rounds: 3 } } },
  { preset: 'congkak', holes: 5, seeds: 4, roundEnd: 'either-side-empty-now', series: { remainder: 'partial', end: { rounds: 3 } } },
  { preset: 'congkak-malay', holes: 5, emptyOpponentLanding: 'forfeit' },
];

function rulesOf(input: RulesInput): Rules {
  const rules = resolveRules(input);
  if (!rules.ok) throw new Error(rules.error.message);
  return rules.value;
}

/** A random game through the public API (South's choice first when both choose), with every state on the way. */
function randomGame(rules: Rules, seed: number, maxMoves: number): { moves: Move[]; states: GameState[]; relays: number[] } {
  const random = seededRandom(seed);
  const started = newGame(rules);
  if (!started.ok) throw new Error(started.error.message);
  const states = [started.value];
  const moves: Move[] = [];
  const relays: number[] = [];
  let state = started.value;
  while (state.phase !== 'over' && moves.length < maxMoves) {
    const all = legalMoves(state);
    const southFirst = all.filter((m) => 'player' in m && m.player === 0);
    const legal = southFirst.length > 0 ? southFirst : all;
    const move = legal[Math.floor(random() * legal.length)] as Move;
    const outcome = play(state, move);
    if (!outcome.ok) throw new Error(outcome.error.message);
    state = outcome.value.state;
    moves.push(move);
    states.push(state);
    relays.push(outcome.value.events.filter((event) => event.type === 'relay').length);
  }
  return { moves, states, relays };
}

/** The movetext entries of a printed game, as parseRecord reads them. */
function entriesOf(text: string): Entry[] {
  const lines = lexRecord(text);
  if (!lines.ok) throw new Error(lines.error);
  const game = splitGames(lines.value)[0];
  const movetext = readMovetext(game?.movetext ?? []);
  if (!movetext.ok) throw new Error(movetext.error);
  return movetext.value.entries;
}

const gameArbitrary = fc.record({
  rules: fc.constantFrom(...VARIANTS).map(rulesOf),
  seed: fc.integer({ min: 0, max: 2 ** 31 }),
  maxMoves: fc.integer({ min: 0, max: 160 }),
});

describe('replayEntriesFast', () => {
  it('reads every correct record, with the moves of the step-by-step path and the facts of play', () => {
    fc.assert(
      fc.property(gameArbitrary, ({ rules, seed, maxMoves }) => {
        const { moves, states, relays } = randomGame(rules, seed, maxMoves);
        const entries = entriesOf(printRecord([{ tags: {}, rules, comment: null, moves, notes: [] }]));
        const fast = replayEntriesFast(rules, entries);
        expect(fast?.moves).toEqual(moves);
        expect(movesFromEntries(rules, entries)).toEqual({ ok: true, value: { moves, notes: [] } });
        const n = rules.holes;
        const stores = states.slice(1).flatMap((state) => [state.pits[n], state.pits[2 * n + 1]]);
        const last = states[states.length - 1] as GameState;
        expect(fast?.facts).toEqual({ stores, relays, result: last.result, finalStores: [last.pits[n], last.pits[2 * n + 1]] });
      }),
      { numRuns: 60 },
    );
  }, 60_000);

  it('accepts a damaged record only when the step-by-step path does, and then reads the same moves', () => {
    const damage = fc.record({ line: fc.nat(), how: fc.constantFrom('drop', 'swap', 'hole', 'player', 'duplicate') });
    fc.assert(
      fc.property(gameArbitrary, damage, ({ rules, seed, maxMoves }, { line, how }) => {
        const { moves } = randomGame(rules, seed, Math.max(maxMoves, 4));
        const text = printRecord([{ tags: {}, rules, comment: null, moves, notes: [] }]);
        const lines = text.split('\n');
        const first = lines.indexOf('') + 1;
        const at = first + (line % Math.max(1, lines.length - first - 1));
        const target = lines[at] ?? '';
        if (how === 'drop') lines.splice(at, 1);
        if (how === 'swap') [lines[at], lines[at + 1]] = [lines[at + 1] ?? '', target];
        if (how === 'hole') lines[at] = target.replace(/\d+/, (hole) => String((Number(hole) % rules.holes) + 1));
        if (how === 'player') lines[at] = target.replace(/^[SN]/, (letter) => (letter === 'S' ? 'N' : 'S'));
        if (how === 'duplicate') lines.splice(at, 0, target);
        let entries: Entry[];
        try {
          entries = entriesOf(lines.join('\n'));
        } catch {
          return; // not even movetext: the replay is never asked
        }
        const slow = movesFromEntries(rules, entries);
        const fast = replayEntriesFast(rules, entries);
        if (!slow.ok) expect(fast).toBeNull();
        else if (fast !== null) expect(fast.moves).toEqual(slow.value.moves);
        // Going on from where the fast path stopped says the same as replaying from the start.
        const point = refusalPoint(rules, entries);
        expect(point === null).toBe(fast !== null);
        if (point !== null) expect(movesFromEntries(rules, entries, point)).toEqual(slow);
      }),
      { numRuns: 150 },
    );
  }, 60_000);

  it('refuses a hole beyond the board, which as a move code would stand for another move', () => {
    const rules = rulesOf('congkak');
    const entries: Entry[] = [{ kind: 'opening', line: 1, south: [1], north: [rules.holes + 10], glyph: null, comment: null }];
    expect(replayEntriesFast(rules, entries)).toBeNull();
    expect(movesFromEntries(rules, entries).ok).toBe(false);
  });
});

describe('replayMoves', () => {
  it('gives the facts of a stored game and names the first move the engine refuses', () => {
    const rules = rulesOf('kalah');
    const { moves, relays } = randomGame(rules, 7, 30);
    const facts = replayMoves(rules, moves);
    expect(facts.ok && facts.value.relays).toEqual(relays);
    expect(replayMoves(rules, [...moves.slice(0, 3), { hole: 99 }])).toEqual({
      ok: false,
      error: { moveIndex: 3, message: 'move 4 {"hole":99} is not legal there' },
    });
  });
});
