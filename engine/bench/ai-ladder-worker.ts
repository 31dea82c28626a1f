/** Plays the games the ladder hands it (one worker per core) and posts each outcome back. */
import { parentPort, workerData } from 'node:worker_threads';
import { playGame, type Contender } from './ai-match';

export interface GameJob {
  match: string;
  sides: [Contender, Contender];
  /** Which side the match's first-named (stronger) level plays. */
  strongSide: 0 | 1;
  seed: number;
}

for (const job of workerData as GameJob[]) {
  const outcome = playGame('congkak', job.sides, job.seed);
  parentPort!.postMessage({ job, outcome });
}
