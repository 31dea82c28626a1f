import { describe, expect, it } from 'vitest';
import { newGame, play, validateState, type EngineEvent, type GameState } from '../engine';
import {
  and,
  capturedAtLeast,
  endsOnSide,
  finishedFirst,
  firstLandingIs,
  goalHolds,
  goalSettled,
  passedOpponentStore,
  sameTickFinish,
  wonRound,
  lastSeedIn,
  movesNext,
  not,
  opponentCapturedAtLeast,
  or,
  relays,
  roundOver,
  storeAtLeast,
  storeLandings,
  turnOver,
  type Goal,
} from './goals';

function board(pits: number[], toMove: 0 | 1 = 0): GameState {
  const state = validateState({ rules: 'congkak', pits, toMove });
  if (!state.ok) throw new Error(state.error.message);
  return state.value;
}

const STATE = board([0, 0, 0, 0, 0, 0, 1, 5, 1, 1, 1, 1, 1, 1, 1, 0]);
const sow = (pit: number, player: 0 | 1 = 0): EngineEvent => ({ type: 'sow', player, pit });
const end = (player: 0 | 1 = 0): EngineEvent => ({ type: 'turn-end', player, next: player === 0 ? 1 : 0 });

// Rows: goal, events of the step, expected verdict.
const ROWS: [string, Goal, EngineEvent[], boolean][] = [
  ['last seed in own store', lastSeedIn('own-store'), [sow(6), sow(7), { type: 'store', player: 0 }], true],
  ['last seed not in own store', lastSeedIn('own-store'), [sow(7), sow(8)], false],
  ['last seed in a named pit', lastSeedIn({ pit: 10 }), [sow(9), sow(10)], true],
  ["last seed on the opponent's side", lastSeedIn('opponent-side'), [sow(9)], true],
  ['own store is not the opponent side', lastSeedIn('opponent-side'), [sow(7)], false],
  ['North store is on no side', lastSeedIn('own-side'), [sow(15)], false],
  ["North's sowing is not the learner's", lastSeedIn('opponent-side'), [sow(9), sow(2, 1)], true],
  ['no sowing yet', lastSeedIn('own-side'), [], false],
  ['captured enough', capturedAtLeast(8), [{ type: 'capture', player: 0, pit: 5, from: 9, seeds: 9 }], true],
  ['captures add up', capturedAtLeast(8), [{ type: 'capture', player: 0, pit: 5, from: 9, seeds: 4 }, { type: 'capture', player: 0, pit: 4, from: 10, seeds: 4 }], true],
  ["North's capture is not the learner's", capturedAtLeast(1), [{ type: 'capture', player: 1, pit: 9, from: 5, seeds: 4 }], false],
  ["North's capture counted for the opponent", opponentCapturedAtLeast(4), [{ type: 'capture', player: 1, pit: 9, from: 5, seeds: 4 }], true],
  ['two store landings', storeLandings(2), [{ type: 'store', player: 0 }, { type: 'store', player: 0 }], true],
  ['one store landing is not two', storeLandings(2), [{ type: 'store', player: 0 }], false],
  ['a relay', relays(1), [{ type: 'relay', player: 0, pit: 8, seeds: 3 }], true],
  ['dies on North', endsOnSide('north'), [sow(9), { type: 'dead', player: 0, pit: 9 }, end()], true],
  ['dying needs the turn to end', endsOnSide('north'), [sow(9)], false],
  ['dies on North, not South', endsOnSide('south'), [sow(9), end()], false],
  ['turn over', turnOver(), [end()], true],
  ["North's turn end is not the learner's", turnOver(), [end(1)], false],
  ['round over', roundOver(), [{ type: 'round-end', round: 1, leftovers: [], stores: [5, 0] }], true],
  ['learner moves next', movesNext(), [], true],
  ['store at least', storeAtLeast(5), [], true],
  ['store not yet', storeAtLeast(6), [], false],
  ['and: both', and(lastSeedIn('own-store'), storeLandings(1)), [sow(7), { type: 'store', player: 0 }], true],
  ['and: one missing', and(lastSeedIn('own-store'), relays(1)), [sow(7)], false],
  ['or: one is enough', or(relays(1), lastSeedIn('own-store')), [sow(7)], true],
  ['not', not(relays(1)), [sow(7)], true],
];

describe('goal predicates', () => {
  it.each(ROWS)('%s', (_name, goal, events, expected) => {
    expect(goalHolds(goal, { learner: 0, start: STATE, events, state: STATE })).toBe(expected);
  });

  it('reads the position for movesNext: false when North is to move', () => {
    const north = board([1, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0], 1);
    expect(goalHolds(movesNext(), { learner: 0, start: north, events: [], state: north })).toBe(false);
  });
});

describe('goals read from whole sowings', () => {
  /** The context after South sows `holes` (one turn, choosing again after a store landing) from `pits`. */
  function after(pits: number[], ...holes: number[]) {
    const start = board(pits);
    let state = start;
    const events: EngineEvent[] = [];
    for (const hole of holes) {
      const played = play(state, { hole });
      if (!played.ok) throw new Error(played.error.message);
      events.push(...played.value.events);
      state = played.value.state;
    }
    return { learner: 0 as const, start, events, state };
  }
  // Hole 2: store; hole 3: relay on your hole 7, then dies on North's row; hole 7: mati; hole 4: an empty hole of yours (its seed banked).
  const PITS = [1, 6, 4, 1, 0, 0, 4, 0, 0, 3, 0, 0, 0, 0, 1, 0];

  it.each([
    ['store', 2],
    ['relay', 3],
    ['mati', 7],
    ['capture', 4],
  ] as const)('tells a first landing in the %s (hole %i), and only that one', (landing, hole) => {
    const context = after(PITS, hole);
    for (const other of ['store', 'relay', 'capture', 'mati'] as const) expect(goalHolds(firstLandingIs(other), context)).toBe(other === landing);
    expect(goalSettled(firstLandingIs(landing), context)).toBe(true);
  });

  it('is not settled before any sowing', () => {
    expect(goalSettled(firstLandingIs('store'), after(PITS))).toBe(false);
    expect(goalSettled(storeLandings(2), after(PITS, 2))).toBe(false);
  });

  it("sees a sowing skip North's store onto South's row", () => {
    const round = [0, 0, 0, 6, 6, 3, 16, 0, 0, 0, 0, 0, 0, 1, 3, 0];
    expect(goalHolds(passedOpponentStore(), after(round, 7))).toBe(true);
    expect(goalHolds(passedOpponentStore(), after(round, 4))).toBe(false);
  });

  it('judges who finished the opening first, a tie going to South, and who won a round', () => {
    const opening = (south: number, north: number) => {
      const start = newGame('congkak');
      if (!start.ok) throw new Error(start.error.message);
      const played = play(start.value, { south, north });
      if (!played.ok) throw new Error(played.error.message);
      return { learner: 0 as const, start: start.value, events: played.value.events, state: played.value.state };
    };
    // South 4 against North 3: South's hand dies at tick 7, North's sows on.
    expect(goalHolds(finishedFirst(), opening(4, 3))).toBe(true);
    expect(goalSettled(finishedFirst(), opening(4, 3))).toBe(true);
    // South 6 against North 3: North finishes at tick 17.
    expect(goalHolds(finishedFirst(), opening(6, 3))).toBe(false);
    // South 6 against North 2: both at tick 68; South drops first.
    expect(goalHolds(and(sameTickFinish(), finishedFirst()), opening(6, 2))).toBe(true);
    expect(goalHolds(sameTickFinish(), opening(4, 3))).toBe(false);
    const won = after([0, 0, 2, 3, 0, 3, 0, 22, 0, 0, 4, 0, 0, 0, 0, 17], 3);
    expect(goalHolds(wonRound(), won)).toBe(true);
    expect(goalHolds(wonRound(), after([0, 0, 2, 3, 0, 3, 0, 22, 0, 0, 4, 0, 0, 0, 0, 17], 4))).toBe(false);
  });
});
