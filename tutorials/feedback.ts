/**
 * What the learner is told: the explanation of a listed wrong try, and the
 * hole a hint points at. Pure lookups over the step's data.
 */
import type { DoStep, PredictStep } from './types';

const samePrefix = (a: readonly number[], b: readonly number[]): boolean => a.every((value, i) => b[i] === value);

/** The explanation key of the wrong try the learner just made, or null when it is not a listed one. */
export function wrongTryExplanation(step: DoStep, holes: readonly number[]): string | null {
  return step.wrongTries.find((w) => w.holes.length === holes.length && samePrefix(w.holes, holes))?.explanation ?? null;
}

export function wrongGuessExplanation(step: PredictStep, pit: number): string | null {
  return step.wrongTries.find((w) => w.pit === pit)?.explanation ?? null;
}

/** The hole to point at after two misses: the solution's next hole from where the learner is. */
export function hintHole(step: DoStep, holesSoFar: readonly number[]): number {
  const onTrack = samePrefix(holesSoFar, step.solution);
  const next = onTrack ? step.solution[holesSoFar.length] : undefined;
  return next ?? (step.solution[0] as number);
}

/** Misses allowed before the hint appears (issue 7: "after two misses"). */
export const MISSES_BEFORE_HINT = 2;
