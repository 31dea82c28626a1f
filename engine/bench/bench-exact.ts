/**
 * How early level 6 knows an endgame exactly (`npm run --silent bench:exact`,
 * issue 35): per game (Congkak, Kalah), GAMES seeded self-play games of level
 * 6 (each from a few random choices, then SELF_NODES positions a move), and in
 * each game the number of seeds left on the board (in the holes, not the
 * stores) at the first position where level 6, given its budget, reports
 * `exact: true`. Prints p50 and p10 of those numbers over the games, as one
 * JSON line with the load average.
 *
 * Level 6's budget is PROBE_NODES positions, not its one second: on this
 * shared machine a second holds more or fewer positions with the load, and a
 * node budget gives the same answer on a busy machine as on an idle one. Two
 * million is what level 6's second reaches here (engine/README.md); each probe
 * starts with empty tables (no game key), so a probe's answer depends on its
 * position alone. The game's positions are probed from the last back, and the
 * first one found not exact stops the walk: the threshold is the seeds left at
 * the earliest position of the exact tail.
 */
import { cpuUsage } from 'node:process';
import { loadavg } from 'node:os';
import { chooseMove, choosers, play, storeOf, type GameState, type RulesInput } from '..';
import { seededRandom } from '../ai/random';
import { randomStart } from './balanced-starts';

const GAMES = Number(process.env['GAMES'] ?? 50);
const SELF_NODES = Number(process.env['SELF_NODES'] ?? 150_000);
const PROBE_NODES = Number(process.env['PROBE_NODES'] ?? 2_000_000);
const FAMILIES = (process.env['RULES'] ?? 'congkak,kalah').split(',') as ('congkak' | 'kalah')[];
const MAX_RANDOM_CHOICES = 4;

const seedsInPlay = (state: GameState): number => {
  const n = state.rules.holes;
  return state.pits.reduce((sum, seeds, pit) => (pit === storeOf(0, n) || pit === storeOf(1, n) ? sum : sum + seeds), 0);
};

/** The positions of one seeded level-6 self-play game where a single player chooses. */
function selfPlay(rules: RulesInput, game: number): GameState[] {
  const random = seededRandom(7919 * (game + 1));
  let state: GameState | null = null;
  while (state === null) state = randomStart(rules, random, MAX_RANDOM_CHOICES);
  const positions: GameState[] = [];
  for (let ply = 0; state.phase !== 'over'; ply++) {
    if (choosers(state).length === 1) positions.push(state);
    const best = chooseMove(state, { level: 6, seed: game * 1000 + ply, maxNodes: SELF_NODES, gameKey: `exact ${game}` });
    if (!best.ok) throw new Error(best.error.message);
    const played = play(state, best.value.move);
    if (!played.ok) throw new Error(played.error.message);
    state = played.value.state;
  }
  return positions;
}

interface Probe {
  exact: boolean;
  cpuMs: number;
  nodes: number;
}

function probe(state: GameState, seed: number): Probe {
  const before = cpuUsage();
  const best = chooseMove(state, { level: 6, seed, maxNodes: PROBE_NODES });
  if (!best.ok) throw new Error(best.error.message);
  const used = cpuUsage(before);
  return { exact: best.value.exact, cpuMs: (used.user + used.system) / 1000, nodes: best.value.nodes };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

function measure(family: 'congkak' | 'kalah') {
  const thresholds: number[] = [];
  let budgetCpuMs = 0;
  let budgetProbes = 0;
  let probes = 0;
  for (let game = 0; game < GAMES; game++) {
    const positions = selfPlay(family, game);
    let threshold = 0;
    for (let i = positions.length - 1; i >= 0; i--) {
      const state = positions[i]!;
      const result = probe(state, game * 1000 + i);
      probes++;
      if (!result.exact) {
        budgetCpuMs += result.cpuMs;
        budgetProbes++;
        break;
      }
      threshold = seedsInPlay(state);
    }
    thresholds.push(threshold);
  }
  const sorted = [...thresholds].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 50),
    p10: percentile(sorted, 10),
    max: sorted.at(-1),
    probes,
    // What the budget costs: a probe that ran it out, in CPU seconds (level 6's "one second").
    cpuSecondsPerBudget: budgetProbes === 0 ? null : Math.round(budgetCpuMs / budgetProbes) / 1000,
    thresholds,
  };
}

function main(): void {
  const loadBefore = loadavg().map((load) => Math.round(load * 10) / 10);
  const began = performance.now();
  const results = Object.fromEntries(FAMILIES.map((family) => [family, measure(family)]));
  console.log(
    JSON.stringify({
      bench: 'exact',
      games: GAMES,
      probeNodes: PROBE_NODES,
      selfPlayNodes: SELF_NODES,
      seedsLeftAtFirstExact: results,
      wallSeconds: Math.round((performance.now() - began) / 1000),
      loadAverage: { before: loadBefore, after: loadavg().map((load) => Math.round(load * 10) / 10) },
    }),
  );
}

main();
