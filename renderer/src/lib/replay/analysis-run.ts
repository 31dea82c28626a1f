// One analysis of a game: the opponent is asked about each choice in turn
// (one question at a time, so a hint or a move elsewhere never waits behind a
// queue of them), progress is reported as it goes, and a cancel keeps what was
// judged so far. The screen shows the outcome; this module owns the loop.
import type { MoveEvaluation } from '../../../../electron/contract';
import { analysisTasks, judgeChoice, type AnalysisTask, type ChoiceVerdict } from './analysis';
import type { SteppedGame } from './stepped-game';

type AnalysisOutcome =
  | { kind: 'done'; verdicts: ChoiceVerdict[] }
  | { kind: 'cancelled'; done: number; total: number; verdicts: ChoiceVerdict[] }
  | { kind: 'failed'; error: unknown; verdicts: ChoiceVerdict[] };

interface AnalysisCallbacks {
  /** After each answered question. */
  onProgress(done: number, total: number): void;
  /** Every `publishEvery` answers, the verdicts so far: the graph grows while the analysis runs. */
  onVerdicts(verdicts: ChoiceVerdict[]): void;
}

export interface AnalysisRun {
  readonly total: number;
  /** Stops before the next question; the question being answered is let finish and its verdict dropped. */
  cancel(): void;
  readonly outcome: Promise<AnalysisOutcome>;
}

/** How many answers between two `onVerdicts` (redrawing the graph for each one would be wasted). */
export const PUBLISH_EVERY = 8;

export function startAnalysis(game: SteppedGame, ask: (task: AnalysisTask) => Promise<MoveEvaluation[]>, callbacks: AnalysisCallbacks): AnalysisRun {
  const tasks = analysisTasks(game);
  const found: ChoiceVerdict[] = [];
  let cancelled = false;
  let done = 0;

  async function run(): Promise<AnalysisOutcome> {
    for (const task of tasks) {
      if (cancelled) break;
      let evaluations: MoveEvaluation[];
      try {
        evaluations = await ask(task);
      } catch (error) {
        if (cancelled) break;
        return { kind: 'failed', error, verdicts: [...found] };
      }
      if (cancelled) break;
      const verdict = judgeChoice(game, task, evaluations);
      if (verdict) found.push(verdict);
      done++;
      callbacks.onProgress(done, tasks.length);
      if (done % PUBLISH_EVERY === 0) callbacks.onVerdicts([...found]);
    }
    return cancelled ? { kind: 'cancelled', done, total: tasks.length, verdicts: [...found] } : { kind: 'done', verdicts: [...found] };
  }

  return {
    total: tasks.length,
    cancel: () => {
      cancelled = true;
    },
    outcome: run(),
  };
}
