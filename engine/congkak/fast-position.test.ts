/**
 * The Congkak kernel through FastPosition's public methods, where the public
 * `play` does not look: who is asked next through the opening and at the end,
 * copyFrom across families, clones, the live pits.
 */
import { describe, expect, it } from 'vitest';
import { choosers, createFastPosition, legalMoves, MAX_LEGAL_MOVES, newGame, type FastPosition, type GameState, type RulesInput } from '../index';
import { minimal, playAll, SMALL } from './test-helpers';

function start(rules: RulesInput): GameState {
  const game = newGame(rules);
  if (!game.ok) throw new Error(game.error.message);
  return game.value;
}

function openingGame(pits: number[]): GameState {
  return { ...start({ holes: 3, seeds: 1 }), pits };
}

/** Plays the first legal move until the game is over. */
function playOut(position: FastPosition): void {
  const moves = new Int32Array(MAX_LEGAL_MOVES);
  while (!position.isOver()) {
    expect(position.legal(moves)).toBeGreaterThan(0);
    position.play(moves[0]!, null);
  }
}

describe('who is asked next (mover)', () => {
  // Both land in their stores in tick 3 and must choose (opening.test.ts).
  const both = playAll(openingGame([1, 1, 1, 0, 1, 1, 1, 0]), { south: 1, north: 1 }).state;

  it('both players at the first choice and when both must choose again', () => {
    expect(createFastPosition(start('congkak')).mover()).toBe(-1);
    expect(createFastPosition(both).mover()).toBe(-1);
  });

  it('the other player once one choice is held, whichever player gave it', () => {
    expect(createFastPosition(playAll(both, { player: 1, hole: 3 }).state).mover()).toBe(0);
    const southFirst = playAll(both, { player: 0, hole: 3 }).state;
    expect(createFastPosition(southFirst).mover()).toBe(1);
    expect(choosers(southFirst)).toEqual([1]);
  });

  it('the one choosing player while the other hand still sows', () => {
    const southChooses = playAll(openingGame([3, 2, 0, 0, 0, 2, 3, 0]), { south: 2, north: 3 }).state;
    expect(createFastPosition(southChooses).mover()).toBe(0);
    // The mirror image: North lands in its store while South's hand still sows.
    const northChooses = playAll(openingGame([0, 2, 3, 0, 3, 2, 0, 0]), { south: 3, north: 2 }).state;
    const hands = (northChooses as unknown as { opening: { hands: { status: string }[] } }).opening.hands;
    expect(hands.map((hand) => hand.status)).toEqual(['sow', 'choose']);
    expect(createFastPosition(northChooses).mover()).toBe(1);
    expect(choosers(northChooses)).toEqual([1]);
    // North chooses among its own holes (pits 4 and 6 hold seeds), not South's.
    expect(northChooses.pits).toEqual([0, 2, 0, 1, 4, 0, 1, 1]);
    expect(legalMoves(northChooses)).toEqual([{ player: 1, hole: 1 }, { player: 1, hole: 3 }]);
  });

  it('nobody once the game is over, also in a position that played its opening', () => {
    const position = createFastPosition(start({ holes: 4, seeds: 2 }));
    playOut(position);
    expect(position.mover()).toBe(-1);
    expect(position.legal(new Int32Array(MAX_LEGAL_MOVES))).toBe(0);
  });
});

describe('copyFrom, clone and the live pits', () => {
  it('copyFrom refuses a position of another family', () => {
    const congkak = createFastPosition(start('congkak'));
    expect(() => congkak.copyFrom(createFastPosition(start('oware')))).toThrow(TypeError);
    expect(() => congkak.copyFrom(createFastPosition(start('oware')))).toThrow(/same family/);
  });

  it('copyFrom carries the hash, whether or not either position had its hash read before', () => {
    const game = start({ holes: 4, seeds: 2, opening: 'alternate' });
    const hashOf = (position: FastPosition) => [position.hashLo(), position.hashHi()];
    const later = createFastPosition(game);
    later.play(2, null);
    const expected = hashOf(createFastPosition(later.toState()));

    // The target's hash was read (and kept) before; the source's never was.
    const readTarget = createFastPosition(game);
    hashOf(readTarget);
    const unreadSource = createFastPosition(later.toState());
    readTarget.copyFrom(unreadSource);
    expect(hashOf(readTarget)).toEqual(expected);

    // The source's hash was read; the target's never was.
    const unreadTarget = createFastPosition(game);
    const readSource = createFastPosition(later.toState());
    hashOf(readSource);
    unreadTarget.copyFrom(readSource);
    expect(hashOf(unreadTarget)).toEqual(expected);
  });

  it('a clone plays on alone: the original keeps its state', () => {
    const position = createFastPosition(start({ holes: 4, seeds: 2, opening: 'alternate' }));
    const before = position.toState();
    const copy = position.clone();
    playOut(copy);
    expect(position.toState()).toEqual(before);
    expect(copy.toState()).not.toEqual(before);
  });

  it('pits() are the live board: they follow the moves', () => {
    const position = createFastPosition(start({ holes: 4, seeds: 2, opening: 'alternate' }));
    const pits = position.pits();
    position.play(1, null);
    expect(Array.from(pits)).toEqual(position.toState().pits);
    expect(Array.from(pits)).not.toEqual([2, 2, 2, 2, 0, 2, 2, 2, 2, 0]);
  });
});

describe('a finished game taken up', () => {
  // A minimal state handing the move to South without seeds ends at once (rounds.test.ts): the stores decide.
  it.each([
    ['North won', [0, 0, 0, 0, 1, 1, 2, 0, 0, 0], { winner: 1, stores: [1, 3] }],
    ['South won', [0, 0, 0, 0, 3, 0, 0, 0, 0, 1], { winner: 0, stores: [3, 1] }],
    ['a draw', [0, 0, 0, 0, 2, 0, 0, 0, 0, 2], { winner: null, stores: [2, 2] }],
  ])('keeps its result: %s', (_name, pits, result) => {
    const over = minimal(SMALL, pits, 0);
    expect(over.result).toEqual(result);
    const position = createFastPosition(over);
    expect(position.isOver()).toBe(true);
    expect(position.toState()).toEqual(over);
  });
});
