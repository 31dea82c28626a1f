/**
 * Every way a learner can play a do step: each legal hole, and after a store
 * landing each hole again, until the step is decided. The validator judges a
 * step by all of them (every move gets feedback the engine can back up; any
 * move that reaches the goal is accepted), not only by the moves it lists.
 */
import type { EngineEvent } from '../engine';
import { learnerHoles, playDoStep } from './run-step';
import type { DoStep, StepStatus } from './types';

export interface PlayedLine {
  holes: number[];
  status: Exclude<StepStatus, 'continue'>;
  events: EngineEvent[];
}

export interface Exploration {
  lines: PlayedLine[];
  /** Problems met on the way: a hole the engine refuses, or more lines than a lesson should hold. */
  problems: string[];
}

/** A lesson's step is small: more lines than this is a position to rethink, not to search. */
const MAX_LINES = 400;
/**
 * Choices played every way: after that many store landings in a row, a line
 * goes on with the smallest hole only (a long chain shows the same rules), so
 * a step like the opening's race stays a few hundred lines.
 */
const BRANCHING_CHOICES = 2;
const MAX_CHOICES = 12;

export function exploreDoStep(step: DoStep): Exploration {
  const lines: PlayedLine[] = [];
  const problems: string[] = [];
  const walk = (holes: number[]): void => {
    if (lines.length >= MAX_LINES) return;
    const run = playDoStep(step, holes);
    if (!run.ok) {
      problems.push(`${holes.join('+')}: ${run.error.message}`);
      return;
    }
    const { status, turns, state } = run.value;
    if (status !== 'continue') {
      lines.push({ holes, status, events: turns.flatMap((turn) => turn.events) });
      return;
    }
    if (holes.length >= MAX_CHOICES) {
      problems.push(`${holes.join('+')}: still undecided after ${MAX_CHOICES} choices`);
      return;
    }
    const next = learnerHoles(state);
    for (const hole of holes.length < BRANCHING_CHOICES ? next : next.slice(0, 1)) walk([...holes, hole]);
  };
  for (const hole of learnerHoles(step.start)) walk([hole]);
  if (lines.length >= MAX_LINES) problems.push(`more than ${MAX_LINES} ways to play it`);
  return { lines, problems };
}
