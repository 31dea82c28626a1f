/**
 * Goal predicates over what happened during a step: the engine's events and
 * the position they led to. Goals are plain data built by small constructors
 * and combinators (`and(lastSeedIn('own-store'), not(captured()))`), so a
 * lesson file stays data and a goal can be checked, printed or compared.
 */
import { storeOf, type EngineEvent, type GameState, type Player, type Side } from '../engine';

/** Where a seed can come to rest, from the learner's point of view, or one pit index. */
export type Place = 'own-store' | 'own-side' | 'opponent-side' | { pit: number };

export type Goal =
  | { kind: 'last-seed-in'; place: Place }
  | { kind: 'captured-at-least'; seeds: number; by: 'learner' | 'opponent' }
  | { kind: 'store-landings'; count: number }
  | { kind: 'relays'; count: number }
  | { kind: 'ends-on-side'; side: Side }
  | { kind: 'turn-over' }
  | { kind: 'round-over' }
  | { kind: 'moves-next' }
  | { kind: 'store-at-least'; seeds: number }
  | { kind: 'and'; goals: readonly Goal[] }
  | { kind: 'or'; goals: readonly Goal[] }
  | { kind: 'not'; goal: Goal };

export const lastSeedIn = (place: Place): Goal => ({ kind: 'last-seed-in', place });
export const capturedAtLeast = (seeds: number): Goal => ({ kind: 'captured-at-least', seeds, by: 'learner' });
/** For steps with North's scripted reply: `not(opponentCapturedAtLeast(2))` is "deny the capture". */
export const opponentCapturedAtLeast = (seeds: number): Goal => ({ kind: 'captured-at-least', seeds, by: 'opponent' });
export const captured = (): Goal => capturedAtLeast(1);
/** The learner's last seed went into their own store `count` times during the step (a chain). */
export const storeLandings = (count: number): Goal => ({ kind: 'store-landings', count });
export const relays = (count: number): Goal => ({ kind: 'relays', count });
/** The learner's turn died on that side (mati): the last seed rests there and the turn passed. */
export const endsOnSide = (side: Side): Goal => ({ kind: 'ends-on-side', side });
export const turnOver = (): Goal => ({ kind: 'turn-over' });
export const roundOver = (): Goal => ({ kind: 'round-over' });
/** The learner is the next to move (after the opening, or after North's reply). */
export const movesNext = (): Goal => ({ kind: 'moves-next' });
export const storeAtLeast = (seeds: number): Goal => ({ kind: 'store-at-least', seeds });
export const and = (...goals: Goal[]): Goal => ({ kind: 'and', goals });
export const or = (...goals: Goal[]): Goal => ({ kind: 'or', goals });
export const not = (goal: Goal): Goal => ({ kind: 'not', goal });

/** What a goal is judged on: everything played during the step so far. */
export interface GoalContext {
  learner: Player;
  events: readonly EngineEvent[];
  /** The position after those events. */
  state: GameState;
}

const sideOfPit = (pit: number, n: number): Side | null => (pit < n ? 'south' : pit > n && pit <= 2 * n ? 'north' : null);
const sideOf = (player: Player): Side => (player === 0 ? 'south' : 'north');

/** The pit where the learner's most recent seed came to rest, or null before any sowing. */
export function lastSeedPit(events: readonly EngineEvent[], player: Player): number | null {
  for (let i = events.length - 1; i >= 0; i--) {
    const event = events[i];
    if (event?.type === 'sow' && event.player === player) return event.pit;
  }
  return null;
}

function inPlace(pit: number, place: Place, learner: Player, n: number): boolean {
  if (typeof place === 'object') return pit === place.pit;
  if (place === 'own-store') return pit === storeOf(learner, n);
  const side = sideOfPit(pit, n);
  return place === 'own-side' ? side === sideOf(learner) : side !== null && side !== sideOf(learner);
}

function count(events: readonly EngineEvent[], type: EngineEvent['type'], player: Player): number {
  return events.filter((event) => event.type === type && 'player' in event && event.player === player).length;
}

const turnEnded = (events: readonly EngineEvent[], player: Player): boolean =>
  events.some((event) => event.type === 'turn-end' && event.player === player);

export function goalHolds(goal: Goal, context: GoalContext): boolean {
  const { learner, events, state } = context;
  const n = state.rules.holes;
  switch (goal.kind) {
    case 'last-seed-in': {
      const pit = lastSeedPit(events, learner);
      return pit !== null && inPlace(pit, goal.place, learner, n);
    }
    case 'captured-at-least': {
      const capturer = goal.by === 'learner' ? learner : learner === 0 ? 1 : 0;
      const seeds = events.reduce((sum, e) => (e.type === 'capture' && e.player === capturer ? sum + e.seeds : sum), 0);
      return seeds >= goal.seeds;
    }
    case 'store-landings':
      return count(events, 'store', learner) >= goal.count;
    case 'relays':
      return count(events, 'relay', learner) >= goal.count;
    case 'ends-on-side': {
      const pit = lastSeedPit(events, learner);
      return turnEnded(events, learner) && pit !== null && sideOfPit(pit, n) === goal.side;
    }
    case 'turn-over':
      return turnEnded(events, learner);
    case 'round-over':
      return events.some((event) => event.type === 'round-end');
    case 'moves-next':
      return state.phase === 'play' && state.toMove === learner;
    case 'store-at-least':
      return (state.pits[storeOf(learner, n)] ?? 0) >= goal.seeds;
    case 'and':
      return goal.goals.every((inner) => goalHolds(inner, context));
    case 'or':
      return goal.goals.some((inner) => goalHolds(inner, context));
    case 'not':
      return !goalHolds(goal.goal, context);
  }
}
