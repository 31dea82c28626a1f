import { describe, expect, it } from 'vitest';
import type { Move } from '../../../../engine';
import type { MoveEvaluation } from '../../../../electron/contract';
import { analysisTasks, type AnalysisTask, type ChoiceVerdict } from './analysis';
import { keptVerdicts, PUBLISH_EVERY, startAnalysis } from './analysis-run';
import { stepThrough, type SteppedGame } from './stepped-game';
import { randomGame } from '../../testing/random-game';

function kalahGame(moves: number): SteppedGame {
  const game = randomGame('kalah', 3, moves);
  const built = stepThrough(game.rules, game.moves);
  if (!built.ok) throw new Error(built.error);
  return built.value;
}

/** The opponent's answer: the played choice as the only one, so every verdict is "good". */
const answerFor =
  (game: SteppedGame) =>
  (task: AnalysisTask): Promise<MoveEvaluation[]> =>
    Promise.resolve([{ move: game.moves[task.move] as Move, score: 0, exact: false }]);

function recorder() {
  const progress: [number, number][] = [];
  const published: ChoiceVerdict[][] = [];
  return { progress, published, callbacks: { onProgress: (done: number, total: number) => progress.push([done, total]), onVerdicts: (found: ChoiceVerdict[]) => published.push(found) } };
}

describe('an analysis run', () => {
  it('asks about every choice from the last back, reports progress after each, and publishes the verdicts in the game’s order as it goes', async () => {
    const game = kalahGame(20);
    const asked: AnalysisTask[] = [];
    const { progress, published, callbacks } = recorder();
    const run = startAnalysis(game, (task) => (asked.push(task), answerFor(game)(task)), callbacks);
    const outcome = await run.outcome;
    const tasks = analysisTasks(game);
    expect(asked).toEqual([...tasks].reverse());
    expect(run.total).toBe(tasks.length);
    expect(progress).toEqual(tasks.map((_, i) => [i + 1, tasks.length]));
    expect(published.map((found) => found.length)).toEqual(Array.from({ length: Math.floor(tasks.length / PUBLISH_EVERY) }, (_, i) => (i + 1) * PUBLISH_EVERY));
    for (const found of published) expect(found.map((verdict) => verdict.move)).toEqual(tasks.slice(tasks.length - found.length).map((task) => task.move));
    expect(outcome).toMatchObject({ kind: 'done' });
    expect(outcome.verdicts.map((verdict) => verdict.move)).toEqual(tasks.map((task) => task.move));
  });

  it('asks one question at a time', async () => {
    const game = kalahGame(12);
    let open = 0;
    let most = 0;
    const run = startAnalysis(
      game,
      async (task) => {
        most = Math.max(most, ++open);
        await new Promise((resolve) => setTimeout(resolve, 1));
        open--;
        return answerFor(game)(task);
      },
      recorder().callbacks,
    );
    await run.outcome;
    expect(most).toBe(1);
  });

  it('stops on cancel, keeps every verdict judged before it, and drops the answer that was on its way', async () => {
    const game = kalahGame(20);
    let asked = 0;
    let run: ReturnType<typeof startAnalysis> | null = null;
    const { progress, callbacks } = recorder();
    run = startAnalysis(
      game,
      (task) => {
        asked++;
        // The fourth question is being answered when the user cancels.
        if (asked === 4) run?.cancel();
        return answerFor(game)(task);
      },
      callbacks,
    );
    const outcome = await run.outcome;
    expect(asked).toBe(4);
    expect(outcome).toMatchObject({ kind: 'cancelled', done: 3, total: analysisTasks(game).length });
    expect(outcome.verdicts).toHaveLength(3);
    expect(progress.at(-1)).toEqual([3, analysisTasks(game).length]);
  });

  it('ends with the error when a question fails, keeping the verdicts before it', async () => {
    const game = kalahGame(20);
    let asked = 0;
    const failure = new Error('the opponent stopped');
    const run = startAnalysis(game, (task) => (++asked === 3 ? Promise.reject(failure) : answerFor(game)(task)), recorder().callbacks);
    const outcome = await run.outcome;
    expect(outcome).toMatchObject({ kind: 'failed', error: failure });
    expect(outcome.verdicts).toHaveLength(2);
  });
});

describe('a kept analysis', () => {
  it('is not asked again: a run judges the kept choices from it and asks only the others, from the last back', async () => {
    const game = kalahGame(12);
    const tasks = analysisTasks(game);
    const answer = answerFor(game);
    const kept = await Promise.all(tasks.filter((_, i) => i % 2 === 0).map(async (task) => ({ ...task, evaluations: await answer(task) })));
    const asked: AnalysisTask[] = [];
    const { progress, callbacks } = recorder();
    const outcome = await startAnalysis(game, (task) => (asked.push(task), answer(task)), callbacks, kept).outcome;
    expect(asked).toEqual(tasks.filter((_, i) => i % 2 === 1).reverse());
    expect(progress.at(-1)).toEqual([tasks.length, tasks.length]);
    expect(outcome.verdicts.map((verdict) => verdict.move)).toEqual(tasks.map((task) => task.move));
  });

  it('says how many choices it judged of how many, with their verdicts', async () => {
    const game = kalahGame(12);
    const tasks = analysisTasks(game);
    const kept = await Promise.all(tasks.slice(0, 4).map(async (task) => ({ ...task, evaluations: await answerFor(game)(task) })));
    const found = keptVerdicts(game, kept);
    expect([found.judged, found.total]).toEqual([4, tasks.length]);
    expect(found.verdicts.map((verdict) => verdict.move)).toEqual(tasks.slice(0, 4).map((task) => task.move));
  });
});
