/** A recorded game's position, re-derived by playing its moves through the engine from its rules. */
import type { EngineEvent, GameState, Move, Result } from '../../../engine';
import type { ApiErrorBody } from '../../contract';
import type { GameEngine } from './engine-port';

/** What `onEvents` is told of each move besides its events. */
export interface ReplayedMove {
  /** The move's index in the game's moves. */
  index: number;
  /** The position the move was played in. */
  before: GameState;
  /** The position after it. */
  after: GameState;
}

/**
 * A record the engine refuses is reported as `bad-record`, never shown
 * half-replayed. `onEvents` is given each move's events as it replays.
 */
export function positionAfterMoves(
  engine: GameEngine,
  gameId: number,
  rules: GameState['rules'],
  moves: Move[],
  onEvents: (events: EngineEvent[], move: ReplayedMove) => void = () => undefined,
): Result<GameState, ApiErrorBody> {
  const started = engine.newGame(rules);
  if (!started.ok) {
    return { ok: false, error: { code: 'bad-record', message: `Game #${gameId}: its rules are refused by the engine (${started.error.message}).` } };
  }
  let state = started.value;
  for (const [index, move] of moves.entries()) {
    const played = engine.play(state, move);
    if (!played.ok) {
      return {
        ok: false,
        error: { code: 'bad-record', message: `Game #${gameId}: move ${index + 1} ${JSON.stringify(move)} no longer replays (${played.error.message}).` },
      };
    }
    onEvents(played.value.events, { index, before: state, after: played.value.state });
    state = played.value.state;
  }
  return { ok: true, value: state };
}
