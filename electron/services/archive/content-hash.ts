/**
 * The identity of a game's content for duplicate detection: the same rules,
 * the same players (names and kinds) and the same moves. Tags, comments, dates
 * and the archive's own bookkeeping are left out, so re-importing an exported
 * game, or a friend's copy of it with other comments, counts as a duplicate.
 */
import { createHash } from 'node:crypto';
import type { Move, Rules } from '../../../engine/types';
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

export function contentHash(rules: Rules, players: readonly [PlayerSpec, PlayerSpec], moves: readonly Move[]): string {
  const identity = canonicalJson({
    rules,
    players: players.map((player) => [player.name, encodeKind(player)]),
    moves,
  });
  return createHash('sha256').update(identity).digest('hex');
}
