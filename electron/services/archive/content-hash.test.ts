import { describe, expect, it } from 'vitest';
import { resolveRules } from '../../../engine';
import type { PlayerSpec } from '../../contract';
import { contentHash, contentHashByDefinition } from './content-hash';
import { sampleGame } from '../testing/sample-records';

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

  it('does not depend on the key order of the rules', () => {
    const game = sampleGame(8);
    const reordered = Object.fromEntries(Object.entries(game.rules).reverse()) as typeof game.rules;
    expect(contentHash(reordered, PLAYERS, game.moves)).toBe(contentHash(game.rules, PLAYERS, game.moves));
  });
});
