import { describe, expect, it } from 'vitest';
import { validateState, type EngineEvent, type GameState } from '../engine';
import {
  and,
  capturedAtLeast,
  endsOnSide,
  goalHolds,
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
    expect(goalHolds(goal, { learner: 0, events, state: STATE })).toBe(expected);
  });

  it('reads the position for movesNext: false when North is to move', () => {
    expect(goalHolds(movesNext(), { learner: 0, events: [], state: board([1, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0], 1) })).toBe(false);
  });
});
