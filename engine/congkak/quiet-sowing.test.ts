/**
 * The quiet sowing loops (playouts and search: no event sink) against the
 * traced one (the public play: events): every move of seeded random games is
 * played both ways and must leave the same state. The rule sets make the
 * quiet loops' rare cases common: hands of a whole lap or more (many seeds
 * a hole), relays on a small board, burnt holes skipped after a refill, and
 * Kalah's single hand.
 */
import { describe, expect, it } from 'vitest';
import { createFastPosition, MAX_LEGAL_MOVES, newGame } from '../index';
import type { RulesInput } from '../types';

/** A rule set, and how many games to play (a series of up to 100 rounds is long). */
const RULE_SETS: [string, RulesInput, number][] = [
  ['Congkak, alternate opening', { preset: 'congkak', opening: 'alternate' }, 40],
  ['Congkak, 20 seeds a hole (hands of a lap and more)', { preset: 'congkak', opening: 'alternate', seeds: 20 }, 40],
  ['Congkak 2×3, 9 seeds a hole (several laps a hand)', { preset: 'congkak', opening: 'alternate', holes: 3, seeds: 9 }, 40],
  ['Congkak, simultaneous opening', 'congkak', 40],
  ['Dakon (a series: burnt holes skipped)', { preset: 'dakon', series: { end: { rounds: 5 } } }, 6],
  ['a series of 2×4 with burnt holes forfeiting, 6 seeds a hole', { preset: 'congkak', opening: 'alternate', holes: 4, seeds: 6, series: { burnt: 'forfeit', end: { rounds: 6 } } }, 20],
  ['Kalah, 12 seeds a hole', { preset: 'kalah', seeds: 12 }, 40],
];

/** xorshift32: the games are the same on every run. */
function random(seed: number): (below: number) => number {
  let x = seed;
  return (below) => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) % below;
  };
}

describe('the quiet sowing plays as the traced one', () => {
  it.each(RULE_SETS)('%s', (_name, rules, games) => {
    const game = newGame(rules);
    if (!game.ok) throw new Error(game.error.message);
    const pick = random(0x2545f491);
    const moves = new Int32Array(MAX_LEGAL_MOVES);
    let compared = 0;
    for (let playout = 0; playout < games; playout++) {
      const quiet = createFastPosition(game.value);
      const traced = createFastPosition(game.value);
      while (!quiet.isOver()) {
        const count = quiet.legal(moves);
        const move = moves[pick(count)]!;
        quiet.play(move, null);
        traced.play(move, []);
        expect(quiet.toState()).toEqual(traced.toState());
        compared++;
      }
      expect(traced.isOver()).toBe(true);
    }
    expect(compared).toBeGreaterThan(200);
  });
});
