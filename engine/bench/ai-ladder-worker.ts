/**
 * One thread of the ladder benchmark (one per core): either finds balanced
 * start positions or plays the games it is handed, posting each result back.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { GameState, RulesInput } from '../index';
import { playGame, type Contender } from './ai-match';
import { balancedStarts, type BalancedStartOptions } from './balanced-starts';

export interface GameJob {
  match: string;
  sides: [Contender, Contender];
  /** Which side the match's first-named (stronger) level plays. */
  strongSide: 0 | 1;
  seed: number;
  /** The preset (or rules object) every game of the ladder is played under. */
  rules: RulesInput;
  /** The game's place among the match's sides-swapped pairs (the two games of a pair share a start). */
  pair: number;
  /** The position the game starts from (a balanced start); a new game without it. */
  start?: GameState;
}

export type LadderWork = { kind: 'starts'; rules: RulesInput; options: BalancedStartOptions } | { kind: 'games'; jobs: GameJob[] };

const work = workerData as LadderWork;
if (work.kind === 'starts') {
  parentPort!.postMessage(balancedStarts(work.rules, work.options));
} else {
  for (const job of work.jobs) {
    const outcome = playGame(job.rules, job.sides, job.seed, job.start);
    parentPort!.postMessage({ job, outcome });
  }
}
