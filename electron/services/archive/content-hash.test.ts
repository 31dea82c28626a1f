import { describe, expect, it } from 'vitest';
import { resolveRules } from '../../../engine';
import type { PlayerSpec } from '../../contract';
import { contentHash, contentHashByDefinition } from './content-hash';
import { sampleGame } from './sample-records';

const PLAYERS: [PlayerSpec, PlayerSpec] = [{ name: 'Ana "A"', kind: 'human' }, { name: 'Computer', kind: 'computer', level: 3 }];

describe('contentHash', () => {
  it('is the hash of the canonical JSON, for every kind of move and rules with options', () => {
    const rules = resolveRules({ preset: 'congkak', holes: 5, series: { burnt: 'forfeit', end: { rounds: 2 } } });
    if (!rules.ok) throw new Error(rules.error.message);
    const games = [sampleGame(3), sampleGame(4, { rules: 'kalah' }), sampleGame(5, { rules: 'oware' }), sampleGame(6, { rules: rules.value })];
    for (const game of games) {
      // Hashes already stored in archives must keep matching: duplicates are found by them.
      expect(contentHash(game.rules, PLAYERS, game.moves)).toBe(contentHashByDefinition(game.rules, PLAYERS, game.moves));
    }
    expect(games.some((game) => game.moves.some((move) => 'south' in move))).toBe(true);
    expect(games.some((game) => game.moves.some((move) => 'player' in move))).toBe(true);
  });

  it('keeps the identity a series game had before series.remainder existed; "store" written out is the same game', () => {
    const players: [PlayerSpec, PlayerSpec] = [{ name: 'Ana', kind: 'human' }, { name: 'Computer', kind: 'computer', level: 3 }];
    const hashOf = (series: Record<string, unknown>): string => {
      const rules = resolveRules({ preset: 'congkak', holes: 5, series: { end: { rounds: 3 }, ...series } });
      if (!rules.ok) throw new Error(rules.error.message);
      const game = sampleGame(6, { rules: rules.value });
      return contentHash(game.rules, players, game.moves);
    };
    // Computed by the archive before the option was added.
    const before = 'e7d17f21c23d6e30904ff60bd097cfc97d4dc69fb85ab498ef28ed91c89ab1fc';
    expect(hashOf({})).toBe(before);
    expect(hashOf({ remainder: 'store' })).toBe(before);
    expect(hashOf({ remainder: 'partial' })).not.toBe(before);
  });

  it('does not depend on the key order of the rules', () => {
    const game = sampleGame(8);
    const reordered = Object.fromEntries(Object.entries(game.rules).reverse()) as typeof game.rules;
    expect(contentHash(reordered, PLAYERS, game.moves)).toBe(contentHash(game.rules, PLAYERS, game.moves));
  });
});
