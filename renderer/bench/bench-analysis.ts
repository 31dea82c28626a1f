/**
 * Whole-game analysis (`npm run --silent bench:analysis`, issue 35): the 20
 * games of renderer/bench/analysis-bench/games.ts (Congkak, Kalah, Oware; 20 to 60
 * choices) analysed as Replay's analysis would, every choice from the last to
 * the first (engine/ai/game-analysis.ts), one game at a time. Prints one JSON
 * line: seconds per game (wall and CPU; p50 and max, and scaled to 40 choices),
 * beside the same figures of the reference (today's analysis, one second a
 * position: renderer/bench/analysis-bench/reference.ts), and how often the verdicts
 * agree with the reference's: the best move, the seeds each choice gave away
 * (within one seed) and the class (good, mistake, blunder: renderer's
 * analysis.ts). The load average is printed with it: the machine is shared.
 *
 * NODES, SWING_NODES, FORCED_NODES override the budgets (measuring ideas);
 * TABLE=fresh empties the search's table before each choice.
 * JUDGE_NODES=1500000 also judges every choice whose class disagrees with a
 * fresh search of that many nodes (about a second of an idle core), and counts
 * which side the judge agrees with: the reference had a second of a busy
 * machine, and is not always the one that is right.
 */
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { analyseGameBackwards, analyseMoves, ANALYSIS_NODES, FORCED_NODES, holeChosenBy, SWING_NODES, type AnalysedMove } from '../../engine';
import { judgeChoice } from '../src/lib/replay/analysis';
import { choicesOf } from './analysis-bench/games';
import { REFERENCE_FILE, type Reference } from './analysis-bench/reference';

const budget = {
  nodes: Number(process.env['NODES'] ?? ANALYSIS_NODES),
  swingNodes: Number(process.env['SWING_NODES'] ?? SWING_NODES),
  forcedNodes: Number(process.env['FORCED_NODES'] ?? FORCED_NODES),
  freshTable: process.env['TABLE'] === 'fresh',
};

const JUDGE_NODES = process.env['JUDGE_NODES'] === undefined ? null : Number(process.env['JUDGE_NODES']);

/** The class a fresh search of JUDGE_NODES gives the choice. */
function judgedSeverity(stepped: ReturnType<typeof choicesOf>['stepped'], task: ReturnType<typeof choicesOf>['choices'][number], maxNodes: number) {
  const judged = analyseMoves(task.state, { player: task.player, maxNodes });
  if (!judged.ok) throw new Error(judged.error.message);
  return judgeChoice(stepped, task, judged.value)?.severity;
}

const round = (value: number, places = 2): number => Math.round(value * 10 ** places) / 10 ** places;
const quantile = (values: readonly number[], q: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
};
/** p50 and max of per-game seconds, as they are and scaled to a 40-choice game. */
function summary(games: ReadonlyArray<{ seconds: number; choices: number }>) {
  const per40 = games.map((game) => (game.seconds * 40) / game.choices);
  return { p50: round(quantile(games.map((g) => g.seconds), 0.5)), max: round(Math.max(...games.map((g) => g.seconds))), per40p50: round(quantile(per40, 0.5)), per40max: round(Math.max(...per40)) };
}

function main(): void {
  const reference = JSON.parse(readFileSync(REFERENCE_FILE, 'utf8')) as Reference;
  const loadBefore = loadavg().map((load) => round(load));
  const wall: Array<{ seconds: number; choices: number }> = [];
  const cpu: Array<{ seconds: number; choices: number }> = [];
  const judge = { asked: 0, withUs: 0, withReference: 0 };
  const tally = { choices: 0, bestMove: 0, loss: 0, severity: 0, classes: { good: 0, mistake: 0, blunder: 0 }, refClasses: { good: 0, mistake: 0, blunder: 0 } };
  for (const [g, game] of reference.games.entries()) {
    const { stepped, choices } = choicesOf(game);
    if (choices.length !== game.choices.length) throw new Error(`game ${g} no longer replays as the reference did`);
    const began = performance.now();
    const cpuBegan = process.cpuUsage();
    const found: AnalysedMove[][] = [];
    for (const judged of analyseGameBackwards(choices, { ...budget, gameKey: `bench ${g}` })) {
      if (!judged.ok) throw new Error(judged.error.message);
      found[judged.value.index] = judged.value.moves;
    }
    const used = process.cpuUsage(cpuBegan);
    wall.push({ seconds: (performance.now() - began) / 1000, choices: choices.length });
    cpu.push({ seconds: (used.user + used.system) / 1e6, choices: choices.length });
    choices.forEach((task, i) => {
      const ours = judgeChoice(stepped, task, found[i] ?? []);
      const theirs = judgeChoice(stepped, task, game.choices[i]!.evaluations.map((e) => ({ ...e, line: [e.move] })));
      if (!ours || !theirs) return;
      tally.choices++;
      tally.classes[ours.severity]++;
      tally.refClasses[theirs.severity]++;
      if (holeChosenBy(ours.best.move, task.player) === holeChosenBy(theirs.best.move, task.player)) tally.bestMove++;
      if (Math.abs(ours.loss - theirs.loss) <= 1) tally.loss++;
      if (ours.severity === theirs.severity) tally.severity++;
      else if (JUDGE_NODES !== null) {
        const severity = judgedSeverity(stepped, task, JUDGE_NODES);
        judge.asked++;
        if (severity === ours.severity) judge.withUs++;
        if (severity === theirs.severity) judge.withReference++;
      }
    });
  }
  const share = (count: number) => round(count / tally.choices, 3);
  console.log(
    JSON.stringify({
      games: reference.games.length,
      choices: tally.choices,
      budget,
      seconds: { wall: summary(wall), cpu: summary(cpu) },
      reference: {
        how: reference.how,
        wall: summary(reference.games.map((game) => ({ seconds: game.wallSeconds, choices: game.choices.length }))),
        cpu: summary(reference.games.map((game) => ({ seconds: game.cpuSeconds, choices: game.choices.length }))),
        loadAverage: round(reference.loadAverage.reduce((a, b) => a + b, 0) / reference.loadAverage.length, 1),
      },
      agreement: { bestMove: share(tally.bestMove), lossWithinOneSeed: share(tally.loss), severity: share(tally.severity) },
      classes: tally.classes,
      referenceClasses: tally.refClasses,
      ...(JUDGE_NODES === null ? {} : { disagreementsJudged: { judgeNodes: JUDGE_NODES, ...judge } }),
      loadAverage: { before: loadBefore, after: loadavg().map((load) => round(load)) },
    }),
  );
}

main();
