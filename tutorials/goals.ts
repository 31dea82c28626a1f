/**
 * Goal predicates over what happened during a step: the engine's events and
 * the position they led to. Goals are plain data built by small constructors
 * and combinators (`and(lastSeedIn('own-store'), not(captured()))`), so a
 * lesson file stays data and a goal can be checked, printed or compared.
 */
import { storeOf, type EngineEvent, type GameState, type Player, type Side } from '../engine';
import { firstLanding, openingFinish, traceSowings, type Landing } from './account';

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
  | { kind: 'first-landing'; landing: Landing }
  | { kind: 'passed-opponent-store' }
  | { kind: 'finished-first' }
  | { kind: 'same-tick-finish' }
  | { kind: 'won-round' }
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
/** The learner's first sowing made that landing (its first leg's last seed: store, relay, capture or mati). */
export const firstLandingIs = (landing: Landing): Goal => ({ kind: 'first-landing', landing });
/** A seed of the learner's went past North's store (skipped) onto the learner's own row. */
export const passedOpponentStore = (): Goal => ({ kind: 'passed-opponent-store' });
/** In the simultaneous opening, the learner's hand finished first (the same tick counts for South): they move first. */
export const finishedFirst = (): Goal => ({ kind: 'finished-first' });
/** In the simultaneous opening, both hands finished in the same tick. */
export const sameTickFinish = (): Goal => ({ kind: 'same-tick-finish' });
/** A round ended during the step with more seeds in the learner's store than in North's. */
export const wonRound = (): Goal => ({ kind: 'won-round' });
export const and = (...goals: Goal[]): Goal => ({ kind: 'and', goals });
export const or = (...goals: Goal[]): Goal => ({ kind: 'or', goals });
export const not = (goal: Goal): Goal => ({ kind: 'not', goal });

/** What a goal is judged on: everything played during the step so far. */
export interface GoalContext {
  learner: Player;
  /** The position the step started from. */
  start: GameState;
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

/** Whether the learner's hand finished the opening first (the same tick counts for South, who drops first). */
function finishedFirstHolds({ learner, events, state }: GoalContext): boolean {
  const finish = openingFinish(events, state);
  if (finish === null) return false;
  if (finish.first !== null) return finish.first === learner;
  const own = finish.finished[learner];
  const other = finish.finished[learner === 0 ? 1 : 0];
  return own !== null && (other === null || own < other || (own === other && learner === 0));
}

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
    case 'first-landing': {
      const first = traceSowings(context.start.pits, events, learner)[0];
      return first !== undefined && firstLanding(first) === goal.landing;
    }
    case 'passed-opponent-store': {
      const drops = events.flatMap((event) => (event.type === 'sow' && event.player === learner ? [event.pit] : []));
      return drops.some((pit, index) => pit === 0 && drops[index - 1] === 2 * n);
    }
    case 'finished-first':
      return finishedFirstHolds(context);
    case 'won-round': {
      const end = events.find((event) => event.type === 'round-end');
      return end?.type === 'round-end' && end.stores[learner] > end.stores[learner === 0 ? 1 : 0];
    }
    case 'same-tick-finish': {
      const finish = openingFinish(events, state);
      return finish !== null && finish.finished[0] !== null && finish.finished[0] === finish.finished[1];
    }
    case 'and':
      return goal.goals.every((inner) => goalHolds(inner, context));
    case 'or':
      return goal.goals.some((inner) => goalHolds(inner, context));
    case 'not':
      return !goalHolds(goal.goal, context);
  }
}

/**
 * Whether more sowings of the learner's in this turn can no longer change the
 * goal's verdict: a goal on the first sowing is settled once it is made, and
 * "finished first" once the other hand is done. A do step then ends at once
 * instead of asking for choices that cannot matter.
 */
export function goalSettled(goal: Goal, context: GoalContext): boolean {
  switch (goal.kind) {
    case 'first-landing':
      return traceSowings(context.start.pits, context.events, context.learner).length > 0;
    case 'finished-first': {
      const finish = openingFinish(context.events, context.state);
      return finish !== null && (finish.first !== null || finish.finished.some((tick) => tick !== null));
    }
    case 'and':
      return goal.goals.every((inner) => goalSettled(inner, context)) || goal.goals.some((inner) => goalSettled(inner, context) && !goalHolds(inner, context));
    case 'or':
      return goal.goals.every((inner) => goalSettled(inner, context)) || goal.goals.some((inner) => goalSettled(inner, context) && goalHolds(inner, context));
    case 'not':
      return goalSettled(goal.goal, context);
    default:
      return false;
  }
}
