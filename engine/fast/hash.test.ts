/**
 * The kernels' incremental Zobrist hash: after every move of random games it
 * must equal the hash a fresh position computes from scratch out of the same
 * public state, for every game family and the options that rewrite the board
 * (captures, forfeits, leftovers, series refills with burnt or partly filled
 * holes, rounds ending during a relay, the opening).
 */
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../ai/random';
import { createFastPosition, MAX_LEGAL_MOVES, newGame, type FastPosition, type RulesInput } from '../index';

const RULE_SETS: Record<string, RulesInput> = {
  congkak: 'congkak',
  'congkak-mw': 'congkak-mw',
  'congkak-malay': 'congkak-malay',
  sungka: 'sungka',
  dakon: 'dakon',
  kalah: 'kalah',
  oware: 'oware',
  'series with forfeiting burnt holes': { preset: 'congkak', holes: 4, seeds: 3, series: { burnt: 'forfeit', end: { rounds: 6 } } },
  'series with partly filled refills, round end during a relay': {
    preset: 'congkak',
    holes: 5,
    seeds: 4,
    roundEnd: 'either-side-empty-now',
    series: { remainder: 'partial', end: { rounds: 6 } },
  },
  'forfeit on empty opponent hole': { preset: 'congkak', emptyOpponentLanding: 'forfeit', leftovers: 'last-mover' },
  'oware grand slams capture': { preset: 'oware', grandSlam: 'capture' },
};

function start(rules: RulesInput): FastPosition {
  const game = newGame(rules);
  if (!game.ok) throw new Error(game.error.message);
  return createFastPosition(game.value);
}

const fromScratch = (position: FastPosition): FastPosition => createFastPosition(position.toState());

describe('incremental Zobrist hash', () => {
  for (const [name, rules] of Object.entries(RULE_SETS)) {
    it(`${name}: equals the from-scratch hash after every move of random games`, () => {
      const random = seededRandom(name.length * 7919);
      const moves = new Int32Array(MAX_LEGAL_MOVES);
      let checked = 0;
      for (let game = 0; game < 12; game++) {
        const position = start(rules);
        while (!position.isOver()) {
          const count = position.legal(moves);
          position.play(moves[Math.floor(random() * count)]!, null);
          const fresh = fromScratch(position);
          expect([position.hashLo(), position.hashHi()]).toEqual([fresh.hashLo(), fresh.hashHi()]);
          checked++;
        }
      }
      expect(checked).toBeGreaterThan(50);
    });
  }

  it('tells apart the positions of a game (no collisions among a few thousand)', () => {
    const random = seededRandom(3);
    const moves = new Int32Array(MAX_LEGAL_MOVES);
    const seen = new Map<string, string>();
    for (let game = 0; game < 40; game++) {
      const position = start('congkak');
      while (!position.isOver()) {
        const count = position.legal(moves);
        position.play(moves[Math.floor(random() * count)]!, null);
        const key = `${position.hashLo()}:${position.hashHi()}`;
        // Two states may only share a hash if they are the same position, up to
        // the fields the hash leaves out on purpose (they never change what follows).
        const state = JSON.stringify(position.toState(), (field, value: unknown) =>
          field === 'lastMover' || field === 'tick' || field === 'finished' ? undefined : value,
        );
        if (seen.has(key)) expect(seen.get(key)).toBe(state);
        seen.set(key, state);
      }
    }
    expect(seen.size).toBeGreaterThan(1000);
  });

  it('copyFrom carries the hash; the side to move and a pending store-landing choice change it', () => {
    const position = start({ preset: 'congkak', opening: 'alternate' });
    const other = start({ preset: 'congkak', opening: 'alternate' });
    other.copyFrom(position);
    expect(other.hashLo()).toBe(position.hashLo());
    const south = position.toState();
    const north = createFastPosition({ ...south, toMove: 1 } as typeof south);
    expect(north.hashLo()).not.toBe(position.hashLo());
    // Hole 1 of 7 seeds ends in South's store: South chooses again.
    position.play(1, null);
    expect(position.mover()).toBe(0);
    const continuing = position.toState() as ReturnType<FastPosition['toState']> & { continuing: boolean };
    expect(continuing.continuing).toBe(true);
    const notContinuing = createFastPosition({ ...continuing, continuing: false } as typeof continuing);
    expect(notContinuing.hashLo()).not.toBe(position.hashLo());
  });
});
