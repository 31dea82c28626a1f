/**
 * Replaying an event trace over a board (ENGINE_PROTOCOL.md EVENT): applying
 * `play`'s events in order to the previous pits gives the new pits. The app's
 * animation steps through boards with this; tests check it against `play`.
 */
import type { EngineEvent } from './types';
import { storeOf } from './board';

/** Applies one event to `pits` in place. */
export function applyEvent(pits: number[], event: EngineEvent): void {
  const n = (pits.length - 2) / 2;
  switch (event.type) {
    case 'pick':
    case 'relay':
      pits[event.pit] = 0;
      break;
    case 'sow':
      pits[event.pit] = (pits[event.pit] ?? 0) + 1;
      break;
    case 'forfeit':
      pits[event.to] = (pits[event.to] ?? 0) + 1;
      break;
    case 'capture': {
      const store = storeOf(event.player, n);
      pits[store] = (pits[store] ?? 0) + event.seeds;
      pits[event.pit] = 0;
      pits[event.from] = 0;
      break;
    }
    case 'round-end':
      for (const { pit, seeds, to } of event.leftovers) {
        pits[pit] = (pits[pit] ?? 0) - seeds;
        pits[to] = (pits[to] ?? 0) + seeds;
      }
      break;
    case 'refill':
      pits.splice(0, pits.length, ...event.pits);
      break;
    case 'store':
    case 'dead':
    case 'pass':
    case 'turn-end':
    case 'game-end':
      break;
  }
}

/** The pits after `events`, from `pits` (not modified). */
export function applyEvents(pits: readonly number[], events: readonly EngineEvent[]): number[] {
  const board = [...pits];
  for (const event of events) applyEvent(board, event);
  return board;
}
