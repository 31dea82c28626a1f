/**
 * What the archive lists without replaying a game: the stores after each move
 * and the relays each move made. Derived by the engine's fast replay, which
 * checks every move legal on the way, so a stored game the engine no longer
 * accepts is reported.
 */
import { replayMoves, type Move, type ReplayFault, type Result, type Rules } from '../../../engine';

export interface TurnFacts {
  stores: [number, number];
  relays: number;
}

export interface GameFacts {
  /** One entry per move, in play order. */
  turns: TurnFacts[];
  /** The most relays a single move made (0 for a game without relays). */
  longestRelay: number;
}

export function deriveGameFacts(rules: Rules, moves: readonly Move[]): Result<GameFacts, ReplayFault> {
  const replayed = replayMoves(rules, moves);
  if (!replayed.ok) return replayed;
  const { stores, relays } = replayed.value;
  return {
    ok: true,
    value: {
      turns: relays.map((count, index) => ({ stores: [stores[2 * index] ?? 0, stores[2 * index + 1] ?? 0], relays: count })),
      longestRelay: relays.reduce((most, count) => Math.max(most, count), 0),
    },
  };
}
