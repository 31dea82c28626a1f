// The account of a step's moves, read from the engine's events: every
// sowing, how each last seed came to rest, the opening's race and a round's
// end. Lesson feedback is put in words from it.
import { describe, expect, it } from 'vitest';
import { newGame, play, validateState, type EngineEvent, type GameState, type Move, type RulesInput } from '../engine';
import { accountOf, firstLanding, openingFinish, traceSowings } from './account';

function position(pits: number[], rules: RulesInput = 'congkak'): GameState {
  const state = validateState({ rules, pits, toMove: 0 });
  if (!state.ok) throw new Error(state.error.message);
  return state.value;
}

function sow(start: GameState, ...moves: Move[]): { events: EngineEvent[]; state: GameState } {
  let state = start;
  const events: EngineEvent[] = [];
  for (const move of moves) {
    const played = play(state, move);
    if (!played.ok) throw new Error(played.error.message);
    events.push(...played.value.events);
    state = played.value.state;
  }
  return { events, state };
}

// Hole 2: store; hole 3: relay on your hole 7, then dies on North's row; hole 7: mati; hole 4: its seed banked alone.
const MIXED = position([1, 6, 4, 1, 0, 0, 4, 0, 0, 3, 0, 0, 0, 0, 1, 0]);

describe('traceSowings', () => {
  it.each([
    ['a store landing', 2, { kind: 'store' }, 'store'],
    ['mati on North’s empty hole', 7, { kind: 'mati', pit: 10 }, 'mati'],
    ['a relay that then dies on North’s row', 3, { kind: 'mati', pit: 11 }, 'relay'],
    ['an empty hole of yours with nothing across: the seed alone banked', 4, { kind: 'capture', pit: 4, seeds: 1, pits: [10] }, 'capture'],
  ] as const)('tells %s (hole %i)', (_name, hole, end, landing) => {
    const [sowing] = traceSowings(MIXED.pits, sow(MIXED, { hole }).events, 0);
    expect(sowing?.end).toEqual(end);
    expect(sowing && firstLanding(sowing)).toBe(landing);
  });

  it('follows every leg of a relay', () => {
    const [sowing] = traceSowings(MIXED.pits, sow(MIXED, { hole: 3 }).events, 0);
    expect(sowing?.legs).toEqual([
      { from: 2, seeds: 4, end: 6 },
      { from: 6, seeds: 5, end: 11 },
    ]);
  });

  it('makes one sowing per hole chosen, through store landings', () => {
    const chain = position([0, 0, 0, 0, 6, 2, 1, 0, 0, 0, 0, 0, 1, 1, 0, 0]);
    const sowings = traceSowings(chain.pits, sow(chain, { hole: 7 }, { hole: 6 }).events, 0);
    expect(sowings.map((s) => [s.legs[0]?.from, s.end.kind])).toEqual([
      [6, 'store'],
      [5, 'store'],
    ]);
  });

  it('tells a stay, a stop without relay (Kalah) and a turn that just ends (Oware)', () => {
    const malay = position([1, 0, 0, 1, 0, 0, 1, 0, 1, 0, 5, 0, 0, 0, 1, 0], 'congkak-malay');
    expect(traceSowings(malay.pits, sow(malay, { hole: 4 }).events, 0)[0]?.end).toEqual({ kind: 'stay', pit: 4 });
    const kalah = position([1, 1, 0, 1, 0, 4, 0, 0, 0, 2, 5, 0, 0, 0], 'kalah');
    expect(traceSowings(kalah.pits, sow(kalah, { hole: 1 }).events, 0)[0]?.end).toEqual({ kind: 'stops', pit: 1 });
    const oware = position([2, 1, 0, 3, 3, 0, 0, 2, 2, 2, 3, 2, 1, 0], 'oware');
    expect(traceSowings(oware.pits, sow(oware, { hole: 1 }).events, 0)[0]?.end).toEqual({ kind: 'ends', pit: 2 });
    // Oware's capture takes two houses: both are counted.
    expect(traceSowings(oware.pits, sow(oware, { hole: 5 }).events, 0)[0]?.end).toEqual({ kind: 'capture', pit: 8, seeds: 6, pits: [8, 7] });
  });
});

describe('accountOf', () => {
  it("puts the learner's sowing and North's reply in play order, and tells a round's end", () => {
    const threat = position([1, 0, 0, 6, 0, 0, 2, 0, 0, 0, 1, 0, 0, 0, 2, 0]);
    const { events, state } = sow(threat, { hole: 4 }, { hole: 3 });
    const account = accountOf(threat, events, state);
    expect(account.sowings.map((s) => [s.player, s.end.kind])).toEqual([
      [0, 'mati'],
      [1, 'capture'],
    ]);
    expect(account.roundEnd).toBeNull();
    const last = position([0, 0, 2, 3, 0, 3, 0, 22, 0, 0, 4, 0, 0, 0, 0, 17]);
    const ended = sow(last, { hole: 3 });
    expect(accountOf(last, ended.events, ended.state).roundEnd).toEqual({ stores: [34, 17] });
  });
});

describe('openingFinish', () => {
  const start = newGame('congkak');
  if (!start.ok) throw new Error(start.error.message);

  it('tells the tick each hand finished, and who moves first', () => {
    const race = sow(start.value, { south: 4, north: 3 });
    // South's hand dies at tick 7; North's sows on until the opening ends at tick 89.
    expect(openingFinish(race.events, race.state)).toEqual({ finished: [7, 89], first: 0 });
  });

  it('leaves a hand that must still choose unfinished', () => {
    const early = sow(start.value, { south: 5, north: 3 });
    // South captures at tick 43; North lands in its store at tick 50 and must choose.
    expect(openingFinish(early.events, early.state)).toEqual({ finished: [43, null], first: null });
  });

  it('is null without an opening', () => {
    expect(openingFinish(sow(MIXED, { hole: 7 }).events, MIXED)).toBeNull();
  });
});
