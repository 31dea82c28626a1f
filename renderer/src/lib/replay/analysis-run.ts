// One analysis of a game: the opponent is asked about each choice in turn,
// from the last back to the first (the services keep the search's table
// through a game's analysis, so the endgame's exact values and the later
// positions are known when the earlier choices are judged: issue 35), one
// question at a time (a hint or a move elsewhere never waits behind a queue of
// them); progress and the verdicts so far are reported after each answer, and a
// cancel keeps what was judged so far. The choices the game's kept analysis already judged are not
// asked again: a run goes on where the last one stopped. The screen shows the
// outcome; this module owns the loop.
import type { ChoiceAnalysis, MoveEvaluation } from '../../../../electron/contract';
import { analysisTasks, judgeChoice, type AnalysisTask, type ChoiceVerdict } from './analysis';
import type { SteppedGame } from './stepped-game';

type AnalysisOutcome =
  | { kind: 'done'; verdicts: ChoiceVerdict[] }
  | { kind: 'cancelled'; done: number; total: number; verdicts: ChoiceVerdict[] }
  | { kind: 'failed'; error: unknown; verdicts: ChoiceVerdict[] };

interface AnalysisCallbacks {
  /** After each answered question. */
  onProgress(done: number, total: number): void;
  /** Every PUBLISH_EVERY answers, the verdicts so far in the game's order: the graph fills in while the analysis runs. */
  onVerdicts(verdicts: ChoiceVerdict[]): void;
}

export interface AnalysisRun {
  readonly total: number;
  /** Stops before the next question; the question being answered is let finish and its verdict dropped. */
  cancel(): void;
  readonly outcome: Promise<AnalysisOutcome>;
}

/** How many answers between two `onVerdicts`: each, now that an answer takes a tenth of a second rather than a second. */
export const PUBLISH_EVERY = 1;

const taskKey = (task: AnalysisTask): string => `${task.move}:${task.player}`;

/** The choices of `game` judged in `kept`, and their verdicts, in the game's order. */
export function keptVerdicts(game: SteppedGame, kept: readonly ChoiceAnalysis[]): { judged: number; total: number; verdicts: ChoiceVerdict[] } {
  const tasks = analysisTasks(game);
  const byTask = new Map(kept.map((entry) => [taskKey(entry), entry.evaluations]));
  const judged = tasks.filter((task) => byTask.has(taskKey(task)));
  const verdicts = judged.flatMap((task) => judgeChoice(game, task, byTask.get(taskKey(task)) ?? []) ?? []);
  return { judged: judged.length, total: tasks.length, verdicts };
}

export function startAnalysis(
  game: SteppedGame,
  ask: (task: AnalysisTask) => Promise<MoveEvaluation[]>,
  callbacks: AnalysisCallbacks,
  kept: readonly ChoiceAnalysis[] = [],
): AnalysisRun {
  const tasks = analysisTasks(game);
  const known = new Map(kept.map((entry) => [taskKey(entry), entry.evaluations]));
  const found: ChoiceVerdict[] = [];
  let cancelled = false;
  let done = 0;
  let asked = 0;

  async function run(): Promise<AnalysisOutcome> {
    for (const task of [...tasks].reverse()) {
      if (cancelled) break;
      let evaluations = known.get(taskKey(task));
      const asking = evaluations === undefined;
      if (asking) {
        try {
          evaluations = await ask(task);
        } catch (error) {
          if (cancelled) break;
          return { kind: 'failed', error, verdicts: [...found] };
        }
        if (cancelled) break;
      }
      const verdict = judgeChoice(game, task, evaluations ?? []);
      // Judged from the end: each verdict goes before the ones found so far, keeping the game's order.
      if (verdict) found.unshift(verdict);
      done++;
      callbacks.onProgress(done, tasks.length);
      if (asking && ++asked % PUBLISH_EVERY === 0) callbacks.onVerdicts([...found]);
    }
    return cancelled ? { kind: 'cancelled', done, total: tasks.length, verdicts: [...found] } : { kind: 'done', verdicts: [...found] };
  }

  return {
    total: tasks.length,
    cancel: () => {
      cancelled = true;
    },
    // Begun after the caller holds the run: the kept choices are reported without waiting for an answer.
    outcome: Promise.resolve().then(run),
  };
}
