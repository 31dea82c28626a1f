import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { printRecord, resolveRules, type GameRecord } from '../../../engine';
import type { PlayerSpec, Termination } from '../../contract';
import { checkPiece } from '../archive/record-check';
import { sampleGame } from '../testing/sample-records';
import { gameIdentity, gameIdentityByDefinition, type GameContent } from './game-identity';
import { encodeMoves } from './move-encoding';

const PLAYERS: [PlayerSpec, PlayerSpec] = [{ name: 'Ana "A"', kind: 'human' }, { name: 'Computer', kind: 'computer', level: 3 }];

const contentOf = (game: GameRecord, termination: Termination | null = null): GameContent => ({
  rules: game.rules,
  players: PLAYERS,
  moves: encodeMoves(game.moves),
  termination,
});

describe('gameIdentity', () => {
  it('is the hash of the canonical JSON, for every kind of move and rules with options', () => {
    const rules = resolveRules({ preset: 'congkak', holes: 5, series: { burnt: 'forfeit', end: { rounds: 2 } } });
    if (!rules.ok) throw new Error(rules.error.message);
    const games = [sampleGame(3), sampleGame(4, { rules: 'kalah' }), sampleGame(5, { rules: 'oware' }), sampleGame(6, { rules: rules.value })];
    for (const game of games) {
      for (const termination of [null, 'normal', 'resigned:north'] as const) {
        expect(gameIdentity(contentOf(game, termination))).toBe(gameIdentityByDefinition(contentOf(game, termination)));
      }
    }
    expect(games.some((game) => game.moves.some((move) => 'south' in move))).toBe(true);
    expect(games.some((game) => game.moves.some((move) => 'player' in move))).toBe(true);
  });

  it('is the same for a series written without remainder and with "store" written out; "partial" is another game', () => {
    const identityOf = (series: Record<string, unknown>): string => {
      const rules = resolveRules({ preset: 'congkak', holes: 5, series: { end: { rounds: 3 }, ...series } });
      if (!rules.ok) throw new Error(rules.error.message);
      return gameIdentity(contentOf(sampleGame(6, { rules: rules.value })));
    };
    expect(identityOf({ remainder: 'store' })).toBe(identityOf({}));
    expect(identityOf({ remainder: 'partial' })).not.toBe(identityOf({}));
  });

  it('does not depend on the key order of the rules', () => {
    const game = sampleGame(8);
    const reordered = Object.fromEntries(Object.entries(game.rules).reverse()) as typeof game.rules;
    expect(gameIdentity({ ...contentOf(game), rules: reordered })).toBe(gameIdentity(contentOf(game)));
  });

  it('changes with the rules, a player’s name or kind, the moves, and the result', () => {
    const game = sampleGame(8, { maxMoves: 6 });
    const base = contentOf(game);
    const identity = gameIdentity(base);
    const others: GameContent[] = [
      { ...base, rules: { ...base.rules, seeds: base.rules.seeds + 1 } },
      { ...base, players: [{ name: 'Ana', kind: 'human' }, PLAYERS[1]] },
      { ...base, players: [PLAYERS[0], { name: 'Computer', kind: 'computer', level: 4 }] },
      { ...base, players: [PLAYERS[1], PLAYERS[0]] },
      { ...base, moves: encodeMoves(game.moves.slice(0, -1)) },
      { ...base, termination: 'resigned:south' },
      { ...base, termination: 'abandoned' },
    ];
    for (const other of others) expect(gameIdentity(other)).not.toBe(identity);
    expect(new Set(others.map((other) => gameIdentity(other))).size).toBe(others.length);
  });

  it('is the identity the import check gives the game’s record', () => {
    const finished = { ...sampleGame(9, { annotate: true }), tags: { South: 'Ana "A"', North: 'Computer', NorthKind: 'computer:3' } };
    const resigned = { ...sampleGame(10, { maxMoves: 5 }), tags: { South: 'Ana "A"', North: 'Computer', NorthKind: 'computer:3', Termination: 'resigned:north' } };
    const unfinished = { ...sampleGame(11, { maxMoves: 5 }), tags: { South: 'Ana "A"', North: 'Computer', NorthKind: 'computer:3' } };
    for (const [record, termination] of [[finished, 'normal'], [resigned, 'resigned:north'], [unfinished, null]] as const) {
      const checked = checkPiece({ line: 1, text: printRecord([record]) });
      if (!checked.ok) throw new Error(checked.error.message);
      expect(checked.value[0]?.hash).toBe(gameIdentity(contentOf(record, termination)));
    }
  });
});

describe('gameIdentity, as written in the archive', () => {
  // Identities are stored with every game and compared across versions (an
  // import finds a game already there by it): the hashed text is fixed, keys
  // sorted at every depth, whatever order the rules object was built in.
  const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
  const kalahRules = {
    series: null,
    storeLanding: 'again',
    seeds: 4,
    roundEnd: 'either-side-empty',
    relay: false,
    preset: 'kalah',
    opening: 'alternate',
    leftovers: 'owner',
    holes: 6,
    game: 'kalah',
    firstPlayer: 'south',
    emptyOpposite: 'stay',
    emptyOpponentLanding: 'stay',
    direction: 'counterclockwise',
    captureNeedsLap: false,
  } as unknown as GameContent['rules'];
  const KALAH_TEXT =
    '{"captureNeedsLap":false,"direction":"counterclockwise","emptyOpponentLanding":"stay","emptyOpposite":"stay","firstPlayer":"south","game":"kalah","holes":6,"leftovers":"owner","opening":"alternate","preset":"kalah","relay":false,"roundEnd":"either-side-empty","seeds":4,"series":null,"storeLanding":"again"}';
  const game: GameContent = { rules: kalahRules, players: PLAYERS, moves: encodeMoves([{ hole: 3 }, { hole: 1 }]), termination: 'resigned:north' };
  const text = (rules: string) => `{"moves":"0301","players":[["Ana \\"A\\"","human"],["Computer","computer:3"]],"rules":${rules},"termination":"resigned:north"}`;

  it('is the sha256 of the canonical JSON, keys sorted, from rules built in any order', () => {
    expect(gameIdentity(game)).toBe(sha256(text(KALAH_TEXT)));
    expect(gameIdentityByDefinition(game)).toBe(sha256(text(KALAH_TEXT)));
  });

  it('sorts the keys of nested rules and leaves out keys without a value', () => {
    const series = { end: { rounds: 2, points: undefined }, remainder: 'store', burnt: 'forfeit' };
    const rules = { ...kalahRules, series, variant: undefined } as unknown as GameContent['rules'];
    const expected = sha256(text(KALAH_TEXT.replace('"series":null', '"series":{"burnt":"forfeit","end":{"rounds":2},"remainder":"store"}')));
    expect(gameIdentity({ ...game, rules })).toBe(expected);
    expect(gameIdentityByDefinition({ ...game, rules })).toBe(expected);
  });
});
