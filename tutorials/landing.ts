/**
 * Where the last seed of a sowing really comes to rest, and why a guessed pit
 * is not it, read from the engine's events alone (account.ts: picks, drops,
 * relays, store passes, skipped pits). A predict step answers every wrong pit
 * with this, not only the wrong tries its lesson lists by hand. Pure: the
 * screen puts it in words.
 */
import type { EngineEvent, GameState, Player } from '../engine';
import { traceSowings, type Sowing, type SowingEnd, type SowingLeg } from './account';
import { playPredictStep } from './run-step';
import { LEARNER, type PredictStep } from './types';

/** Why the guessed pit is not where the last seed rests. */
export type GuessReason =
  /** A leg ended there, but the hole held seeds: they were picked up and sown on. */
  | { kind: 'relayed'; seeds: number }
  /** A seed dropped there and `later` more were sown after it. */
  | { kind: 'passed'; later: number }
  /** The hole the sowing started from: it is emptied, and sowing starts with the next pit. */
  | { kind: 'picked-up' }
  /** The sowing went past it without dropping a seed (the opponent's store, a burnt hole). */
  | { kind: 'skipped' }
  | { kind: 'not-reached' };

export interface LandingExplanation {
  landing: number;
  legs: SowingLeg[];
  end: SowingEnd;
  guess: GuessReason;
}

/** Pits strictly between `from` and `to` in sowing order (pit indices increase, wrapping around). */
function between(from: number, to: number, pitCount: number): number[] {
  const passed: number[] = [];
  for (let pit = (from + 1) % pitCount; pit !== to; pit = (pit + 1) % pitCount) passed.push(pit);
  return passed;
}

function skippedPits(sowing: Sowing, pitCount: number): Set<number> {
  const skipped = new Set<number>();
  let dropIndex = 0;
  for (const leg of sowing.legs) {
    // A leg sows from its pit to its end: every drop of it is in `drops`, in order.
    let at = leg.from;
    for (let sown = 0; sown < leg.seeds && dropIndex < sowing.drops.length; sown++, dropIndex++) {
      const drop = sowing.drops[dropIndex] as number;
      for (const pit of between(at, drop, pitCount)) skipped.add(pit);
      at = drop;
    }
  }
  return skipped;
}

function guessReason(sowing: Sowing, guess: number, pitCount: number): GuessReason {
  // Legs after the first start where an earlier one ended: the relays.
  const relayedHere = sowing.legs.slice(1).findLast((leg) => leg.from === guess);
  if (relayedHere !== undefined) return { kind: 'relayed', seeds: relayedHere.seeds };
  const lastDrop = sowing.drops.lastIndexOf(guess);
  if (lastDrop !== -1) return { kind: 'passed', later: sowing.drops.length - 1 - lastDrop };
  if (sowing.legs[0]?.from === guess) return { kind: 'picked-up' };
  return skippedPits(sowing, pitCount).has(guess) ? { kind: 'skipped' } : { kind: 'not-reached' };
}

/**
 * Explains a wrong guess about `player`'s first sowing from `start` (the
 * events of one move). Null when the events hold no sowing of that player, or
 * when the guess is where the last seed does rest.
 */
export function explainLanding(
  start: Pick<GameState, 'pits'>,
  events: readonly EngineEvent[],
  player: Player,
  guess: number,
): LandingExplanation | null {
  const sowing = traceSowings(start.pits, events, player)[0];
  const landing = sowing?.drops.at(-1);
  if (sowing === undefined || landing === undefined || landing === guess) return null;
  return { landing, legs: sowing.legs, end: sowing.end, guess: guessReason(sowing, guess, start.pits.length) };
}

/** A predict step's answer to a wrong pit: where the step's sowing really ends, and why not there. */
export function explainWrongGuess(step: PredictStep, guess: number): LandingExplanation | null {
  const shown = playPredictStep(step);
  return shown.ok ? explainLanding(step.start, shown.value.events, LEARNER, guess) : null;
}
