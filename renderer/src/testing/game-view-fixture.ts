// For tests: a session's view of a new game, as the play screen receives it,
// with the players and any fields a test sets.
import type { GameView } from '../../../electron/contract';
import { legalMoves, newGame, play, playersToAct, turnOf, type Move, type RulesInput } from '../../../engine';

export function gameView(rules: RulesInput, kinds: readonly ['human' | 'computer', 'human' | 'computer'], fields: Partial<GameView> = {}): GameView {
  const state = newGame(rules);
  if (!state.ok) throw new Error(state.error.message);
  const player = (name: string, kind: 'human' | 'computer') => (kind === 'human' ? { name, kind } : { name, kind, level: 3 as const });
  return {
    id: 1,
    rules: state.value.rules,
    players: [player('Ana', kinds[0]), player('Budi', kinds[1])],
    status: 'active',
    outcome: null,
    state: state.value,
    legalMoves: legalMoves(state.value),
    choosers: playersToAct(turnOf(state.value)),
    lastEvents: [],
    rounds: [],
    roundEnding: null,
    moveCount: 0,
    thinking: false,
    network: false,
    revision: 1,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...fields,
  };
}

/** The session's view after `move`, as the session would make it. */
export function viewAfter(view: GameView, move: Move, revision = view.revision + 1): GameView {
  const played = play(view.state, move);
  if (!played.ok) throw new Error(played.error.message);
  const state = played.value.state;
  return {
    ...view,
    state,
    legalMoves: legalMoves(state),
    choosers: playersToAct(turnOf(state)),
    lastEvents: played.value.events,
    // As the session keeps it: set by the move that ends a round of a series, kept otherwise.
    roundEnding: played.value.events.some((event) => event.type === 'refill') ? { before: { pits: view.state.pits, burnt: view.state.burnt }, events: played.value.events, state } : view.roundEnding,
    moveCount: view.moveCount + 1,
    revision,
  };
}
