/**
 * What the archive lists without replaying a game: the stores after each move,
 * the relays each move made, and where the game stands at the end. Derived by
 * the engine's fast path (tested by the engine to agree with `play`), so a
 * 100,000-game import or a back-fill stays quick; every move is checked legal
 * first, so a stored game the engine no longer accepts is reported.
 */
import { applyEvent, createFastPosition, encodeMove, MAX_LEGAL_MOVES, newGame } from '../../../engine';
import type { EngineEvent, GameState, Move, Player, Result, Rules } from '../../../engine/types';

export interface TurnFacts {
  /** Who made the move: the mover, a pending opening choice's player, or null for both at once. */
  player: Player | null;
  stores: [number, number];
  relays: number;
}

export interface GameFacts {
  /** One entry per move, in play order. */
  turns: TurnFacts[];
  /** The most relays a single move made (0 for a game without relays). */
  longestRelay: number;
  final: GameState;
}

/** The move index and the reason when a move does not replay. */
export interface FactsError {
  moveIndex: number | null;
  message: string;
}

export function deriveGameFacts(rules: Rules, moves: readonly Move[]): Result<GameFacts, FactsError> {
  const started = newGame(rules);
  if (!started.ok) return { ok: false, error: { moveIndex: null, message: started.error.message } };
  const position = createFastPosition(started.value);
  const n = rules.holes;
  const pits = [...started.value.pits];
  const legal = new Int32Array(MAX_LEGAL_MOVES);
  const turns: TurnFacts[] = [];
  let longestRelay = 0;
  for (const [index, move] of moves.entries()) {
    const code = encodeMove(move);
    const count = position.legal(legal);
    if (!legal.subarray(0, count).includes(code)) {
      return { ok: false, error: { moveIndex: index, message: `move ${index + 1} ${JSON.stringify(move)} is not legal there` } };
    }
    const mover = position.mover();
    const player = 'player' in move ? move.player : 'south' in move || mover === -1 ? null : mover;
    const events: EngineEvent[] = [];
    position.play(code, events);
    for (const event of events) applyEvent(pits, event);
    const relays = events.reduce((sum, event) => sum + (event.type === 'relay' ? 1 : 0), 0);
    longestRelay = Math.max(longestRelay, relays);
    turns.push({ player, stores: [pits[n] ?? 0, pits[2 * n + 1] ?? 0], relays });
  }
  return { ok: true, value: { turns, longestRelay, final: position.toState() } };
}
