/** The rounds a game has finished, read from the engine's `round-end` events (RULES.md §4–5). */
import type { EngineEvent, GameState } from '../../../engine';
import type { RoundEnding, RoundResult } from '../../contract';

/** Each round a list of events finishes, in order: its stores, and its winner by them (equal: a draw). */
export function roundsFinishedIn(events: readonly EngineEvent[]): RoundResult[] {
  return events.flatMap((event) => {
    if (event.type !== 'round-end') return [];
    const [south, north] = event.stores;
    return [{ round: event.round, stores: [south, north], winner: south > north ? 0 : north > south ? 1 : null }];
  });
}

/**
 * The summary a move played in `before` waits on, when its events end a round
 * of a series and refill the next (GameView.roundEnding); null for any other move.
 */
export function roundEndingOf(before: GameState, events: EngineEvent[], after: GameState): RoundEnding | null {
  if (!events.some((event) => event.type === 'refill')) return null;
  return { before: { pits: before.pits, burnt: before.burnt }, events, state: after };
}
