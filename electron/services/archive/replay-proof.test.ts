// The backups' replay proof runs on the engine's in-place kernel for speed: it
// must judge every game exactly as replaying it through the engine's `play`
// does (what opening the game in the app does), whole or damaged.
import { describe, expect, it } from 'vitest';
import type { RulesInput } from '../../../engine';
import { gameEngine } from '../games/engine';
import { decodeMoves, encodeMoves } from '../games/move-encoding';
import { positionAfterMoves } from '../games/position-after-moves';
import { sampleGame } from '../testing/sample-records';
import { movesReplay } from './replay-proof';

const RULES: RulesInput[] = ['congkak', 'congkak-mw', 'congkak-malay', 'sungka', 'dakon', 'kalah', 'oware', { preset: 'congkak', series: {} }];

describe('movesReplay', () => {
  it.each(RULES.map((rules) => [JSON.stringify(rules), rules] as const))('%s: agrees with the engine on whole games and on every damaged byte tried', (_label, rules) => {
    for (let seed = 1; seed <= 3; seed++) {
      // Unfinished games too (the last turn may hold a pending choice); series cut short, where the engine's own replay is slow.
      const game = sampleGame(seed, { rules, maxMoves: seed === 3 ? 7 : 150 });
      const stored = encodeMoves(game.moves);
      expect(movesReplay(game.rules, decodeMoves(stored))).toBe(true);
      for (let at = 0; at < stored.length; at += Math.max(1, Math.floor(stored.length / 6))) {
        for (const byte of [0, 3, 7, 0x10, 0x31, 0xa5, 0xff]) {
          const damaged = Buffer.from(stored);
          damaged[at] = byte;
          const moves = decodeMoves(damaged);
          expect(movesReplay(game.rules, moves), `seed ${seed}, byte ${at} = ${byte}`).toBe(positionAfterMoves(gameEngine, 1, game.rules, moves).ok);
        }
      }
    }
  });

  it('refuses rules the engine refuses', () => {
    expect(movesReplay({ preset: 'kalah', holes: 99 }, [])).toBe(false);
  });
});
