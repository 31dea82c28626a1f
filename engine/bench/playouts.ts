/**
 * Random-playout throughput of the fast path, one thread: uniformly random
 * legal moves from the start position until the game ends, for at least
 * three seconds per rule set after a warm-up. Prints one JSON line (`npm run
 * bench:engine`): playouts per wall-clock second, and per second of the
 * process's CPU time (the figure to set against the C yardstick's
 * playouts_per_cpu_sec when the machine is shared: it counts only the time
 * this process ran).
 *
 * Where the machine is too loaded to time anything (and `perf stat` has no
 * hardware counters), count instructions instead: `COUNT=N` plays a fixed
 * warm-up of COUNT_WARM_UP playouts and then N more, untimed (`ONLY=name`
 * picks one rule set). Run it under valgrind with COUNT=0 and COUNT=N and
 * divide the difference by N:
 *
 *   COUNT=20000 ONLY=congkak-alternate valgrind --tool=cachegrind --cache-sim=no \
 *     --trace-children=yes npx tsx engine/bench/playouts.ts
 */
import { createFastPosition, MAX_LEGAL_MOVES, newGame, type FastPosition, type RulesInput } from '../index';

const SECONDS_PER_RULE_SET = 3;
/**
 * CPU time each rule set plays before its timed window. Until V8 has compiled
 * the playout loop (on a thread of its own, whose time the process's CPU time
 * includes) it runs several times slower; C has nothing to discount. Counted
 * in CPU time so that the warm-up is as long at load 20 as on a quiet machine.
 */
const WARM_UP_CPU_SECONDS = 0.25;

/** Playouts before the counted ones under COUNT: enough for V8 to have compiled the loop. */
const COUNT_WARM_UP = 10_000;

const RULE_SETS: Record<string, RulesInput> = {
  'congkak-alternate': { preset: 'congkak', opening: 'alternate' },
  congkak: 'congkak',
  kalah: 'kalah',
  oware: 'oware',
};

/** 2^-32: scales a 32-bit random number into [0, 1). */
const UNIT = 2 ** -32;

/**
 * xorshift32 with Lemire's multiply-shift range reduction, as the C yardstick
 * picks its moves: a random index below `count`. A `%` here cost a fifth of
 * the playout: the 32-bit number is a double to V8 and its remainder a call.
 */
function xorshift32Below(seed: number): (count: number) => number {
  let x = seed >>> 0 || 1;
  return (count) => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return Math.floor((x >>> 0) * count * UNIT);
  };
}

function startPosition(rules: RulesInput): FastPosition | null {
  const game = newGame(rules);
  if (!game.ok) return null;
  try {
    return createFastPosition(game.value);
  } catch {
    return null; // a family whose kernel has not landed yet
  }
}

interface Throughput {
  wall: number;
  cpu: number;
}

/** Microseconds of this process's CPU time since `before`. */
function cpuSince(before: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(before);
  return used.user + used.system;
}

/**
 * A player of random playouts from `start`: each call plays `games` of them
 * on one position of its own. The timed and the counted runs play through it.
 */
function randomPlayer(start: FastPosition): (games: number) => void {
  const position = start.clone();
  const moves = new Int32Array(MAX_LEGAL_MOVES);
  const randomBelow = xorshift32Below(0x9e3779b9);
  return (games) => {
    for (let game = 0; game < games; game++) {
      position.copyFrom(start);
      while (!position.isOver()) {
        const count = position.legal(moves);
        position.play(moves[randomBelow(count)]!, null);
      }
    }
  };
}

function throughput(start: FastPosition): Throughput {
  const play = randomPlayer(start);
  const playBatch = (): void => play(256);
  const warmUpBegan = process.cpuUsage();
  while (cpuSince(warmUpBegan) < WARM_UP_CPU_SECONDS * 1e6) playBatch();
  let playouts = 0;
  const began = performance.now();
  const cpuBefore = process.cpuUsage();
  let elapsed = 0;
  while (elapsed < SECONDS_PER_RULE_SET * 1000) {
    playBatch();
    playouts += 256;
    elapsed = performance.now() - began;
  }
  const used = cpuSince(cpuBefore);
  return { wall: Math.round((playouts * 1000) / elapsed), cpu: Math.round((playouts * 1e6) / used) };
}

/** COUNT's untimed run: the warm-up, then `count` playouts. */
function counted(start: FastPosition, count: number): void {
  const play = randomPlayer(start);
  play(COUNT_WARM_UP);
  play(count);
}

const only = process.env['ONLY'];
const ruleSets = Object.entries(RULE_SETS).filter(([name]) => only === undefined || name === only);
const countText = process.env['COUNT'];
if (countText !== undefined) {
  for (const [name, rules] of ruleSets) {
    const start = startPosition(rules);
    if (start !== null) counted(start, Number(countText));
    console.log(JSON.stringify({ rules: name, counted: Number(countText) }));
  }
  process.exit(0);
}

const perSecond: Record<string, number | null> = {};
const perCpuSecond: Record<string, number | null> = {};
for (const [name, rules] of ruleSets) {
  const start = startPosition(rules);
  const measured = start === null ? null : throughput(start);
  perSecond[name] = measured?.wall ?? null;
  perCpuSecond[name] = measured?.cpu ?? null;
}
console.log(JSON.stringify({ playouts_per_s: perSecond, playouts_per_cpu_s: perCpuSecond }));
