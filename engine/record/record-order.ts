/**
 * A game's moves in the order its record keeps them (RULES.md §8): when both
 * players must choose at the same moment of the simultaneous opening, South's
 * choice comes first. The order the two were given in cannot change the game
 * (§3: the first one given is held until the other is given, then both hands
 * pick up together, South's dropping first), so the record writes the opening
 * per player and reads it back South first. A game kept in this order is the
 * same game, with the same identity, after its record is read back.
 */
import { play } from '../play';
import { newGame } from '../state';
import type { GameState, Move, PendingChoiceMove, Rules } from '../types';
import { pendingPlayers } from './engine-steps';

const isPending = (move: Move | undefined, player: 0 | 1): move is PendingChoiceMove => move !== undefined && 'player' in move && move.player === player;

/**
 * `moves` with every North choice that was held for South's (both asked at
 * once) put after South's. The moves themselves when there is none, and from
 * a move the engine refuses on, the moves as they were (replaying them says why).
 */
export function inRecordOrder(rules: Rules, moves: readonly Move[]): readonly Move[] {
  // Only a North choice straight before a South one can be out of order: most games have none, and are not replayed.
  if (!moves.some((move, index) => isPending(move, 1) && isPending(moves[index + 1], 0))) return moves;
  const started = newGame(rules);
  if (!started.ok) return moves;
  let state: GameState = started.value;
  const ordered = [...moves];
  for (let index = 0; index < ordered.length && state.phase === 'opening'; index++) {
    const move = ordered[index] as Move;
    const next = ordered[index + 1];
    if (isPending(move, 1) && isPending(next, 0) && pendingPlayers(state).length === 2) {
      ordered[index] = next;
      ordered[index + 1] = move;
    }
    const played = play(state, ordered[index] as Move);
    if (!played.ok) return moves;
    state = played.value.state;
  }
  return ordered;
}
