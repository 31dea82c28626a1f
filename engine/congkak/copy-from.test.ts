/**
 * copyFrom skips what a position cannot need (the sowing tracks before any
 * burnt hole, the hands outside the opening): a position overwritten by any
 * other of the same rules, whatever round or phase it was in, must then be
 * that other position and play on exactly as it does.
 */
import { describe, expect, it } from 'vitest';
import { createFastPosition, MAX_LEGAL_MOVES, newGame, type FastPosition, type RulesInput } from '../index';

const RULE_SETS: [string, RulesInput][] = [
  ['the simultaneous opening', 'congkak'],
  ['a series, burnt holes skipped', { preset: 'congkak', opening: 'alternate', series: { end: { rounds: 6 } } }],
  ['a series, burnt holes forfeit', { preset: 'congkak', series: { burnt: 'forfeit', end: { rounds: 6 } } }],
  ['a small series, partly filled refills', { preset: 'congkak', holes: 4, seeds: 3, series: { remainder: 'partial', end: { rounds: 8 } } }],
];

function seededBelow(seed: number): (count: number) => number {
  let x = seed;
  return (count) => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) % count;
  };
}

/** Every position of one random game, each an independent clone. */
function gamePositions(rules: RulesInput, seed: number): FastPosition[] {
  const game = newGame(rules);
  if (!game.ok) throw new Error(game.error.message);
  const position = createFastPosition(game.value);
  const moves = new Int32Array(MAX_LEGAL_MOVES);
  const below = seededBelow(seed);
  const positions = [position.clone()];
  while (!position.isOver()) {
    position.play(moves[below(position.legal(moves))]!, null);
    positions.push(position.clone());
  }
  return positions;
}

/** Plays the same random moves on both to the end, comparing states and hashes after each. */
function expectSameFuture(a: FastPosition, b: FastPosition, seed: number): void {
  const moves = new Int32Array(MAX_LEGAL_MOVES);
  const below = seededBelow(seed);
  for (;;) {
    expect(a.toState()).toEqual(b.toState());
    expect([a.hashLo(), a.hashHi()]).toEqual([b.hashLo(), b.hashHi()]);
    if (a.isOver()) return;
    const code = moves[below(a.legal(moves))]!;
    a.play(code, null);
    b.play(code, null);
  }
}

describe.each(RULE_SETS)('copyFrom across rounds and phases: %s', (_name, rules) => {
  it('a position overwritten by another plays on as that one', () => {
    const positions = gamePositions(rules, 0x2545f491);
    const rounds = new Set(positions.map((p) => p.toState().round));
    const phases = new Set(positions.map((p) => p.toState().phase));
    // The game must cross what copyFrom skips: a later round, or the opening.
    expect(rounds.size > 1 || phases.has('opening')).toBe(true);
    const picks = [0, 1, 2, Math.floor(positions.length / 2), positions.length - 2, positions.length - 1];
    for (const from of picks) {
      for (const into of picks) {
        const target = positions[into]!.clone();
        target.copyFrom(positions[from]!);
        expectSameFuture(target, positions[from]!.clone(), from * 31 + into + 1);
      }
    }
  });
});
