/**
 * A game's identity: what its record says, and only that. The same rules, the
 * same players (names and kinds), the same moves and the same result
 * (Termination: normal, resigned, abandoned, or none yet) make the same game;
 * tags, comments, notes, labels, dates and the archive's own bookkeeping are
 * left out, so an exported game imported again, or a friend's copy of it with
 * other comments, is found as the game already there.
 *
 * Worked out here only, from the moves as stored (move-encoding.ts): by the
 * game store in the transaction of every change to a game's content (a new
 * game, a move, an undo, a resignation), and by the import check for each game
 * of a file. Nothing derives it later, so it is never stale.
 */
import { hash } from 'node:crypto';
import { canonicalJson, type Rules } from '../../../engine';
import type { PlayerSpec, Termination } from '../../contract';
import { encodeKind } from './players';

export interface GameContent {
  rules: Rules;
  players: readonly [PlayerSpec, PlayerSpec];
  /** The moves as stored (encodeMoves). */
  moves: Uint8Array;
  /** How the game ended; null while it is not over. */
  termination: Termination | null;
}

/** Canonical rules by their plain JSON: an import's games mostly share a few rules. */
const rulesCache = new Map<string, string>();
const RULES_CACHE_SIZE = 64;

function canonicalRules(rules: Rules, rulesJson: string): string {
  let canonical = rulesCache.get(rulesJson);
  if (canonical === undefined) {
    canonical = canonicalJson(rules);
    if (rulesCache.size >= RULES_CACHE_SIZE) rulesCache.clear();
    rulesCache.set(rulesJson, canonical);
  }
  return canonical;
}

const playersOf = (players: GameContent['players']) => players.map((player) => [player.name, encodeKind(player)]);
/** One call, no Hash object: a third of createHash's time on an identity's few hundred bytes. */
const digest = (text: string) => hash('sha256', text, 'hex');

/**
 * sha256 of the canonical JSON (keys sorted) of `{ moves, players, rules, termination }`,
 * `moves` in lowercase hex, `players` as `[[name, kind], [name, kind]]` and
 * `termination` null while the game is not over. `rulesJson`, the rules'
 * plain JSON, may be given when the caller has it already.
 */
export function gameIdentity(game: GameContent, rulesJson = JSON.stringify(game.rules)): string {
  const moves = Buffer.from(game.moves.buffer, game.moves.byteOffset, game.moves.byteLength).toString('hex');
  return digest(
    `{"moves":"${moves}","players":${JSON.stringify(playersOf(game.players))},"rules":${canonicalRules(game.rules, rulesJson)},"termination":${JSON.stringify(game.termination)}}`,
  );
}

/** The same identity through the generic canonical JSON: the definition gameIdentity must agree with (tests). */
export function gameIdentityByDefinition(game: GameContent): string {
  const moves = Buffer.from(game.moves).toString('hex');
  return digest(canonicalJson({ rules: game.rules, players: playersOf(game.players), moves, termination: game.termination }));
}
