/**
 * The identity of a game's content for duplicate detection: the same rules,
 * the same players (names and kinds) and the same moves. Tags, comments, dates
 * and the archive's own bookkeeping are left out, so re-importing an exported
 * game, or a friend's copy of it with other comments, counts as a duplicate.
 */
import { createHash } from 'node:crypto';
import type { Move, Rules } from '../../../engine';
import type { PlayerSpec } from '../../contract';
import { encodeKind } from '../games/game-store';

/** JSON with object keys sorted, so two equal rules objects built in another key order hash alike. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** A move's canonical JSON written directly (keys in sorted order): a generic walk would be an import's largest check cost after the replay. */
function moveJson(move: Move): string {
  if ('south' in move) return `{"north":${move.north},"south":${move.south}}`;
  if ('player' in move) return `{"hole":${move.hole},"player":${move.player}}`;
  return `{"hole":${move.hole}}`;
}

/** Canonical rules by their plain JSON: an import's games mostly share a few rules. */
const rulesCache = new Map<string, string>();
const RULES_CACHE_SIZE = 64;

function canonicalRules(rules: Rules, key: string): string {
  let canonical = rulesCache.get(key);
  if (canonical === undefined) {
    canonical = canonicalJson(rules);
    if (rulesCache.size >= RULES_CACHE_SIZE) rulesCache.clear();
    rulesCache.set(key, canonical);
  }
  return canonical;
}

/**
 * sha256 of the canonical JSON of `{ rules, players: [[name, kind], …], moves }` (keys sorted: moves,
 * players, rules). `rulesJson`, the rules' plain JSON, may be given when the caller has it already.
 */
export function contentHash(rules: Rules, players: readonly [PlayerSpec, PlayerSpec], moves: readonly Move[], rulesJson = JSON.stringify(rules)): string {
  const playersJson = JSON.stringify(players.map((player) => [player.name, encodeKind(player)]));
  const identity = `{"moves":[${moves.map(moveJson).join(',')}],"players":${playersJson},"rules":${canonicalRules(rules, rulesJson)}}`;
  return createHash('sha256').update(identity).digest('hex');
}

/** The same hash through the generic canonical JSON: the definition contentHash must agree with (tests). */
export function contentHashByDefinition(rules: Rules, players: readonly [PlayerSpec, PlayerSpec], moves: readonly Move[]): string {
  const identity = canonicalJson({ rules, players: players.map((player) => [player.name, encodeKind(player)]), moves });
  return createHash('sha256').update(identity).digest('hex');
}
