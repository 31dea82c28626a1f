/**
 * Helpers for the Oware tests: a literal rules value (so the tests do not
 * depend on the rules resolver), boards written as text, and a play wrapper
 * over the kernel that refuses moves `legal` does not offer.
 */
import { storeOf } from '../board';
import type { EngineEvent, GameState, Player, Rules } from '../types';
import { createOwarePosition } from './index';
import type { OwareState } from './state';

/** The `oware` preset of RULES.md §6/§7, written out, with overrides. */
export function owareRules(overrides: Partial<Rules> = {}): Rules {
  return {
    preset: 'oware',
    game: 'oware',
    holes: 6,
    seeds: 4,
    direction: 'counterclockwise',
    opening: 'alternate',
    firstPlayer: 'south',
    storeLanding: 'again',
    relay: true,
    emptyOpposite: 'bank',
    captureNeedsLap: false,
    emptyOpponentLanding: 'stay',
    roundEnd: 'either-side-empty',
    leftovers: 'owner',
    series: null,
    grandSlam: 'no-capture',
    ...overrides,
  };
}

/**
 * A board in pit order as `"<South's houses> | <South's store> | <North's houses> | <North's store>"`,
 * e.g. `"4 4 4 4 4 4 | 0 | 4 4 4 4 4 4 | 0"`.
 */
export function board(text: string): number[] {
  const parts = text.split('|').map((part) => part.trim().split(/\s+/).map(Number));
  if (parts.length !== 4 || parts[1]!.length !== 1 || parts[3]!.length !== 1 || parts[0]!.length !== parts[2]!.length) {
    throw new Error(`not a board: ${text}`);
  }
  return [...parts[0]!, ...parts[1]!, ...parts[2]!, ...parts[3]!];
}

/** The protocol's minimal state `{rules, pits, toMove}`, completed with the defaults it implies. */
export function minimalState(rules: Rules, pits: number[], toMove: Player): GameState {
  return { rules, pits, burnt: [], toMove, phase: 'play', round: 1, result: null };
}

export function legalHoles(state: GameState): number[] {
  const out = new Int32Array(state.rules.holes);
  const count = createOwarePosition(state).legal(out);
  return Array.from(out.subarray(0, count));
}

export function playHole(state: GameState, hole: number): { state: OwareState; events: EngineEvent[] } {
  if (!legalHoles(state).includes(hole)) throw new Error(`hole ${hole} is not legal here`);
  const position = createOwarePosition(state);
  const events: EngineEvent[] = [];
  position.play(hole, events);
  return { state: position.toState() as OwareState, events };
}

/** Applies events to a copy of `pits` by the protocol's replay rules. */
export function replayEvents(pits: readonly number[], events: readonly EngineEvent[], holes: number): number[] {
  const out = [...pits];
  for (const event of events) {
    switch (event.type) {
      case 'pick':
        out[event.pit] = 0;
        break;
      case 'sow':
        out[event.pit]! += 1;
        break;
      case 'capture':
        out[event.from]! -= event.seeds;
        out[storeOf(event.player, holes)]! += event.seeds;
        break;
      case 'round-end':
        for (const { pit, seeds, to } of event.leftovers) {
          out[pit]! -= seeds;
          out[to]! += seeds;
        }
        break;
      default:
        break;
    }
  }
  return out;
}
