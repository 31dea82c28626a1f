import { describe, expect, it } from 'vitest';
import type { EngineEvent, Player, Rules } from '../types';
import { createOwarePosition } from './index';
import { housesOf } from './state';
import { board, legalHoles, minimalState, owareRules, playHole, replayEvents } from './test-support';

/** One move from a written-out board; `next: null` means the move ends the game. */
interface MoveRow {
  name: string;
  rules?: Partial<Rules>;
  before: string;
  toMove: Player;
  hole: number;
  after: string;
  next: Player | null;
  winner?: Player | null;
  /** The whole event list, when the row is about the events. */
  events?: EngineEvent[];
}

const moveRows: MoveRow[] = [
  {
    name: 'a simple sow drops one seed per house from the next house on',
    before: '4 4 4 4 4 4 | 0 | 4 4 4 4 4 4 | 0',
    toMove: 0,
    hole: 1,
    after: '0 5 5 5 5 4 | 0 | 4 4 4 4 4 4 | 0',
    next: 1,
    events: [
      { type: 'pick', player: 0, pit: 0, seeds: 4 },
      { type: 'sow', player: 0, pit: 1 },
      { type: 'sow', player: 0, pit: 2 },
      { type: 'sow', player: 0, pit: 3 },
      { type: 'sow', player: 0, pit: 4 },
      { type: 'turn-end', player: 0, next: 1 },
    ],
  },
  {
    name: 'North sows past its own store into South\'s row, never into a store',
    before: '4 4 4 4 4 4 | 0 | 4 4 4 4 4 4 | 0',
    toMove: 1,
    hole: 5,
    after: '5 5 5 4 4 4 | 0 | 4 4 4 4 0 5 | 0',
    next: 0,
  },
  {
    name: '12 seeds go round once and skip the emptied origin house',
    before: '12 0 0 0 0 0 | 0 | 2 2 2 2 2 2 | 24',
    toMove: 0,
    hole: 1,
    after: '0 2 1 1 1 1 | 0 | 3 3 3 3 3 3 | 24',
    next: 1,
  },
  {
    name: 'a single capture: the last seed makes an opponent house hold 2',
    before: '3 0 0 0 0 1 | 10 | 1 4 4 4 4 4 | 13',
    toMove: 0,
    hole: 6,
    after: '3 0 0 0 0 0 | 12 | 0 4 4 4 4 4 | 13',
    next: 1,
    events: [
      { type: 'pick', player: 0, pit: 5, seeds: 1 },
      { type: 'sow', player: 0, pit: 7 },
      { type: 'capture', player: 0, pit: 7, from: 7, seeds: 2 },
      { type: 'turn-end', player: 0, next: 1 },
    ],
  },
  {
    name: 'a chained capture takes the preceding opponent houses holding 2 or 3',
    before: '2 0 0 5 0 0 | 8 | 2 1 2 4 4 4 | 16',
    toMove: 0,
    hole: 4,
    after: '2 0 0 0 1 1 | 16 | 0 0 0 4 4 4 | 16',
    next: 1,
  },
  {
    name: 'the chain stops at a house that holds neither 2 nor 3, even if one before it does',
    before: '2 0 0 5 0 0 | 8 | 2 3 2 4 4 4 | 14',
    toMove: 0,
    hole: 4,
    after: '2 0 0 0 1 1 | 11 | 3 4 0 4 4 4 | 14',
    next: 1,
  },
  {
    name: 'a house of the mover\'s own row that reaches 2 is never captured',
    before: '0 0 1 1 0 0 | 20 | 4 4 4 4 4 4 | 2',
    toMove: 0,
    hole: 3,
    after: '0 0 0 2 0 0 | 20 | 4 4 4 4 4 4 | 2',
    next: 1,
  },
  {
    name: 'North\'s chain runs back to South\'s first house and stops; its own house at 2 stays',
    before: '1 2 0 0 0 4 | 10 | 4 4 4 4 3 1 | 11',
    toMove: 1,
    hole: 5,
    after: '0 0 0 0 0 4 | 10 | 4 4 4 4 0 2 | 16',
    next: 0,
  },
  {
    name: 'grand slam, "no-capture": the move is sown and captures nothing',
    rules: { grandSlam: 'no-capture' },
    before: '4 4 4 4 0 2 | 12 | 1 1 0 0 0 0 | 16',
    toMove: 0,
    hole: 6,
    after: '4 4 4 4 0 0 | 12 | 2 2 0 0 0 0 | 16',
    next: 1,
  },
  {
    name: 'grand slam, "capture": it captures, North has no seeds, South takes its own row',
    rules: { grandSlam: 'capture' },
    before: '4 4 4 4 0 2 | 12 | 1 1 0 0 0 0 | 16',
    toMove: 0,
    hole: 6,
    after: '0 0 0 0 0 0 | 32 | 0 0 0 0 0 0 | 16',
    next: null,
    winner: 0,
    events: [
      { type: 'pick', player: 0, pit: 5, seeds: 2 },
      { type: 'sow', player: 0, pit: 7 },
      { type: 'sow', player: 0, pit: 8 },
      { type: 'capture', player: 0, pit: 8, from: 8, seeds: 2 },
      { type: 'capture', player: 0, pit: 7, from: 7, seeds: 2 },
      { type: 'turn-end', player: 0, next: null },
      {
        type: 'round-end',
        round: 1,
        leftovers: [
          { pit: 0, seeds: 4, to: 6 },
          { pit: 1, seeds: 4, to: 6 },
          { pit: 2, seeds: 4, to: 6 },
          { pit: 3, seeds: 4, to: 6 },
        ],
        stores: [32, 16],
      },
      { type: 'game-end', winner: 0, stores: [32, 16] },
    ],
  },
  {
    name: 'grand slam, "forbidden", when every legal move is one: played, captures nothing',
    rules: { grandSlam: 'forbidden' },
    before: '0 0 0 0 3 2 | 17 | 1 1 0 0 0 0 | 24',
    toMove: 0,
    hole: 5,
    after: '0 0 0 0 0 3 | 17 | 2 2 0 0 0 0 | 24',
    next: 1,
  },
  {
    name: 'must-feed: with North starving, South plays the one move that reaches North',
    before: '3 0 0 0 1 2 | 20 | 0 0 0 0 0 0 | 22',
    toMove: 0,
    hole: 6,
    after: '3 0 0 0 1 0 | 20 | 1 1 0 0 0 0 | 22',
    next: 1,
  },
  {
    name: 'must-feed with no feeding move: South, to move, takes the seeds on its own row',
    before: '4 0 0 0 0 0 | 21 | 0 0 0 0 0 1 | 22',
    toMove: 1,
    hole: 6,
    after: '0 0 0 0 0 0 | 26 | 0 0 0 0 0 0 | 22',
    next: null,
    winner: 0,
    events: [
      { type: 'pick', player: 1, pit: 12, seeds: 1 },
      { type: 'sow', player: 1, pit: 0 },
      { type: 'turn-end', player: 1, next: null },
      { type: 'round-end', round: 1, leftovers: [{ pit: 0, seeds: 5, to: 6 }], stores: [26, 22] },
      { type: 'game-end', winner: 0, stores: [26, 22] },
    ],
  },
  {
    name: 'majority: 25 of 48 ends the game; the seeds left on the board are not counted',
    before: '1 0 0 0 0 1 | 23 | 1 1 1 1 1 0 | 18',
    toMove: 0,
    hole: 6,
    after: '1 0 0 0 0 0 | 25 | 0 1 1 1 1 0 | 18',
    next: null,
    winner: 0,
    events: [
      { type: 'pick', player: 0, pit: 5, seeds: 1 },
      { type: 'sow', player: 0, pit: 7 },
      { type: 'capture', player: 0, pit: 7, from: 7, seeds: 2 },
      { type: 'turn-end', player: 0, next: null },
      { type: 'game-end', winner: 0, stores: [25, 18] },
    ],
  },
  {
    name: '24-24 is a draw',
    rules: { grandSlam: 'capture' },
    before: '0 0 0 0 0 1 | 22 | 1 0 0 0 0 0 | 24',
    toMove: 0,
    hole: 6,
    after: '0 0 0 0 0 0 | 24 | 0 0 0 0 0 0 | 24',
    next: null,
    winner: null,
  },
  {
    name: 'holes and seeds overrides: majority is more than half of this game\'s 30 seeds',
    rules: { holes: 5, seeds: 3 },
    before: '1 0 0 0 1 | 14 | 1 1 1 1 1 | 9',
    toMove: 0,
    hole: 5,
    after: '1 0 0 0 0 | 16 | 0 1 1 1 1 | 9',
    next: null,
    winner: 0,
  },
];

describe('Oware moves (RULES.md §7)', () => {
  it.each(moveRows)('$name', (row) => {
    const rules = owareRules(row.rules);
    const before = board(row.before);
    const { state, events } = playHole(minimalState(rules, before, row.toMove), row.hole);
    const after = board(row.after);
    expect(state.pits).toEqual(after);
    expect(state.toMove).toBe(row.next);
    expect(state.phase).toBe(row.next === null ? 'over' : 'play');
    if (row.next === null) {
      const stores = [after[rules.holes], after[2 * rules.holes + 1]];
      expect(state.result).toEqual({ winner: row.winner, stores });
    } else {
      expect(state.result).toBeNull();
    }
    if (row.events) expect(events).toEqual(row.events);
    expect(replayEvents(before, events, rules.holes)).toEqual(after);
  });
});

interface LegalRow {
  name: string;
  rules?: Partial<Rules>;
  board: string;
  toMove: Player;
  legal: number[];
}

const legalRows: LegalRow[] = [
  { name: 'every non-empty own house', board: '0 3 0 1 0 5 | 0 | 4 4 4 4 4 4 | 23', toMove: 0, legal: [2, 4, 6] },
  { name: 'North numbers its holes 1…n from pit n+1', board: '4 4 4 4 4 4 | 0 | 0 0 7 0 0 1 | 20', toMove: 1, legal: [3, 6] },
  {
    name: 'must-feed keeps only the moves that reach a starving opponent',
    board: '3 0 0 0 1 2 | 20 | 0 0 0 0 0 0 | 22',
    toMove: 0,
    legal: [6],
  },
  {
    name: '"no-capture" keeps a grand slam legal',
    rules: { grandSlam: 'no-capture' },
    board: '4 4 4 3 0 2 | 12 | 1 1 0 0 0 0 | 17',
    toMove: 0,
    legal: [1, 2, 3, 4, 6],
  },
  {
    name: '"forbidden" drops a grand slam while other moves exist',
    rules: { grandSlam: 'forbidden' },
    board: '4 4 4 3 0 2 | 12 | 1 1 0 0 0 0 | 17',
    toMove: 0,
    legal: [1, 2, 3, 4],
  },
  {
    name: '"forbidden" allows grand slams when every legal move is one',
    rules: { grandSlam: 'forbidden' },
    board: '0 0 0 0 3 2 | 17 | 1 1 0 0 0 0 | 24',
    toMove: 0,
    legal: [5, 6],
  },
];

describe('Oware legal moves', () => {
  it.each(legalRows)('$name', (row) => {
    expect(legalHoles(minimalState(owareRules(row.rules), board(row.board), row.toMove))).toEqual(row.legal);
  });
});

interface SettledRow {
  name: string;
  board: string;
  toMove: Player;
  after: string;
  winner: Player | null;
}

/** States handed in that are already decided end at once: no move was played, so no events. */
const settledRows: SettledRow[] = [
  {
    name: 'the player to move has no seeds: the other takes the seeds on their own row',
    board: '0 0 0 0 0 0 | 20 | 1 2 3 0 0 0 | 22',
    toMove: 0,
    after: '0 0 0 0 0 0 | 20 | 0 0 0 0 0 0 | 28',
    winner: 1,
  },
  {
    name: 'the opponent starves and no move feeds them: the mover takes their own row',
    board: '3 0 0 1 0 0 | 20 | 0 0 0 0 0 0 | 24',
    toMove: 0,
    after: '0 0 0 0 0 0 | 24 | 0 0 0 0 0 0 | 24',
    winner: null,
  },
  {
    name: 'a majority already reached ends the game with the board left as it is',
    board: '1 1 1 1 1 1 | 25 | 1 1 1 1 1 1 | 11',
    toMove: 1,
    after: '1 1 1 1 1 1 | 25 | 1 1 1 1 1 1 | 11',
    winner: 0,
  },
];

describe('Oware states that are already decided', () => {
  it.each(settledRows)('$name', (row) => {
    const position = createOwarePosition(minimalState(owareRules(), board(row.board), row.toMove));
    expect(position.isOver()).toBe(true);
    expect(position.legal(new Int32Array(6))).toBe(0);
    expect(position.mover()).toBe(-1);
    const state = position.toState();
    const after = board(row.after);
    expect(state.pits).toEqual(after);
    expect(state.result).toEqual({ winner: row.winner, stores: [after[6], after[13]] });
  });
});

describe('Oware repetition', () => {
  it('ends when a position recurs with the same player to move (the start included); each takes their own row', () => {
    // Two lone seeds walk round the board, a step a turn, until they are back
    // where they started with South to move: twelve moves, nothing captured.
    const rules = owareRules();
    let state = minimalState(rules, board('0 0 0 0 0 1 | 22 | 0 0 0 0 0 1 | 24'), 0);
    for (const hole of [6, 6, 1, 1, 2, 2, 3, 3, 4, 4, 5]) {
      state = playHole(state, hole).state;
      expect(state.phase).toBe('play');
    }
    expect(state.pits).toEqual(board('0 0 0 0 0 1 | 22 | 0 0 0 0 1 0 | 24'));
    const last = playHole(state, 5);
    expect(last.state.pits).toEqual(board('0 0 0 0 0 0 | 23 | 0 0 0 0 0 0 | 25'));
    expect(last.state.result).toEqual({ winner: 1, stores: [23, 25] });
    expect(last.events.slice(-2)).toEqual([
      {
        type: 'round-end',
        round: 1,
        leftovers: [
          { pit: 5, seeds: 1, to: 6 },
          { pit: 12, seeds: 1, to: 13 },
        ],
        stores: [23, 25],
      },
      { type: 'game-end', winner: 1, stores: [23, 25] },
    ]);
  });

  it.each([
    { who: 'South', mover: 0, repeats: true },
    { who: 'North', mover: 1, repeats: false },
  ] as const)('the same houses seen before with $who to move: repetition $repeats', ({ mover, repeats }) => {
    // The history handed back in a state counts, and it tells the player to move apart.
    const seen = board('0 0 0 0 0 1 | 22 | 0 0 0 0 0 1 | 24');
    const state = {
      ...minimalState(owareRules(), board('0 0 0 0 0 1 | 22 | 0 0 0 0 1 0 | 24'), 1),
      seenPositions: [`${mover}:${housesOf(seen, 6).join(',')}`],
    };
    const { state: after } = playHole(state, 5);
    expect(after.pits).toEqual(repeats ? board('0 0 0 0 0 0 | 23 | 0 0 0 0 0 0 | 25') : seen);
    expect(after.phase).toBe(repeats ? 'over' : 'play');
  });
});
