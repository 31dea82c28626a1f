/**
 * Test helpers independent of the search: a plain minimax over the public
 * immutable API (legalMoves/play), memoised on the JSON state, and helpers to
 * build positions. Only for boards small enough to solve completely.
 */
import { legalMoves, newGame, play, validateState, type GameState, type Move, type Player, type RulesInput } from '../../index';

/** Final store margin South minus North under perfect play (ordinary turns only). */
export function perfectMargin(state: GameState, memo = new Map<string, number>()): number {
  if (state.phase === 'over') return state.result!.stores[0] - state.result!.stores[1];
  const key = JSON.stringify(state);
  const known = memo.get(key);
  if (known !== undefined) return known;
  const values = legalMoves(state).map((move) => perfectMargin(after(state, move), memo));
  const value = state.toMove === 0 ? Math.max(...values) : Math.min(...values);
  memo.set(key, value);
  return value;
}

export function after(state: GameState, move: Move): GameState {
  const played = play(state, move);
  if (!played.ok) throw new Error(played.error.message);
  return played.value.state;
}

export function start(rules: RulesInput): GameState {
  const game = newGame(rules);
  if (!game.ok) throw new Error(game.error.message);
  return game.value;
}

/** A composed position: the rules of `rules` with these pits and this player to move. */
export function composed(rules: RulesInput, pits: number[], toMove: Player): GameState {
  const state = validateState({ rules: start(rules).rules, pits, toMove });
  if (!state.ok) throw new Error(state.error.message);
  return state.value;
}
