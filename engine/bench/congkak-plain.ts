/**
 * The C yardstick (../../../shared/bench/congkak.c, speed mode) written in
 * plain JavaScript: no engine, one function per step, the board a typed
 * array. It tells how much of the engine's distance to C is JavaScript's own
 * and how much is the engine's: run it beside `npm run bench:engine` and
 * compare with its congkak-alternate figure.
 *
 *   npx tsx engine/bench/congkak-plain.ts            one JSON line, timed as bench:engine times
 *   npx tsx engine/bench/congkak-plain.ts check N S  N games from seed S: the totals congkak.c prints
 *   npx tsx engine/bench/congkak-plain.ts count N    10,000 games, then N more, untimed: for
 *                                                    counting instructions under valgrind, as
 *                                                    playouts.ts's COUNT=N does
 *
 * `check` plays the very games of `congkak-ref speed N S` (same xorshift32,
 * same multiply-shift pick), so its checksum and win rates must equal C's.
 * One departure from a line-by-line copy: the candidate holes are collected
 * without a branch a hole, as the engine's legal() does (the branchy C loop
 * runs a fifth slower in V8; gcc turns it into the same branch-free code).
 */
const HOLES = 7;
const SEEDS = 7;
const PITS = 16;
const MAX_SOWN = 10_000;
const SECONDS = 3;
const WARM_UP_CPU_SECONDS = 0.25;
const UNIT = 2 ** -32;

/** NEXT[p * PITS + i]: where player p's seed after pit i goes (the opponent's store skipped). */
const NEXT = new Int32Array(2 * PITS);
for (let p = 0; p < 2; p++) {
  const opponentStore = p === 0 ? 15 : 7;
  for (let i = 0; i < PITS; i++) {
    let next = (i + 1) & 15;
    if (next === opponentStore) next = (next + 1) & 15;
    NEXT[p * PITS + i] = next;
  }
}

let rng = 1;

function randomBelow(count: number): number {
  rng ^= rng << 13;
  rng ^= rng >>> 17;
  rng ^= rng << 5;
  return Math.floor((rng >>> 0) * count * UNIT);
}

/** Sows from `hole` with relays; true when the last seed reached the mover's store (do_move's `extra`). */
function move(b: Int32Array, p: number, hole: number): boolean {
  const next = p * PITS;
  const store = p === 0 ? 7 : 15;
  const low = p === 0 ? 0 : 8;
  let pos = hole;
  let seeds = b[pos]!;
  b[pos] = 0;
  let sown = 0;
  for (;;) {
    for (; seeds > 0; seeds--) {
      pos = NEXT[next + pos]!;
      b[pos]!++;
    }
    if (pos === store) return true;
    if (b[pos]! > 1) {
      seeds = b[pos]!;
      b[pos] = 0;
      sown += seeds;
      if (sown > MAX_SOWN) {
        b[pos] = seeds;
        return false;
      }
      continue;
    }
    if (pos >= low && pos < low + HOLES) {
      const opposite = 14 - pos;
      if (b[opposite]! > 0) {
        b[store]! += b[opposite]! + 1;
        b[opposite] = 0;
        b[pos] = 0;
      }
    }
    return false;
  }
}

function sideEmpty(b: Int32Array, low: number): boolean {
  return (b[low]! | b[low + 1]! | b[low + 2]! | b[low + 3]! | b[low + 4]! | b[low + 5]! | b[low + 6]!) === 0;
}

interface Totals {
  wins: [number, number, number];
  checksum: bigint;
}

/** Plays `games` random games; collects congkak.c's totals when `totals` is given. */
function play(games: number, board: Int32Array, candidates: Int32Array, totals: Totals | null): void {
  for (let game = 0; game < games; game++) {
    board.fill(SEEDS);
    board[7] = 0;
    board[15] = 0;
    let p = 0;
    let turns = 0;
    for (;;) {
      const low = p === 0 ? 0 : 8;
      let count = 0;
      for (let i = 0; i < HOLES; i++) {
        candidates[count] = low + i;
        count += -board[low + i]! >>> 31;
      }
      const extra = move(board, p, candidates[randomBelow(count)]!);
      const over = sideEmpty(board, 0) || sideEmpty(board, 8);
      if (!extra || over) {
        turns++;
        p ^= 1;
      }
      if (over) break;
    }
    if (totals !== null) {
      let south = board[7]!;
      let north = board[15]!;
      for (let i = 0; i < HOLES; i++) {
        south += board[i]!;
        north += board[8 + i]!;
      }
      totals.wins[south > north ? 0 : north > south ? 1 : 2]++;
      totals.checksum += BigInt(south * 131 + turns);
    }
  }
}

function cpuSince(before: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(before);
  return used.user + used.system;
}

const board = new Int32Array(PITS);
const candidates = new Int32Array(HOLES);
if (process.argv[2] === 'check') {
  const games = Number(process.argv[3] ?? 1_000_000);
  rng = Number(process.argv[4] ?? 12_345) >>> 0 || 1;
  const totals: Totals = { wins: [0, 0, 0], checksum: 0n };
  play(games, board, candidates, totals);
  const [south, north, draws] = totals.wins.map((wins) => (wins / games).toFixed(4));
  console.log(`P0 wins=${south} P1 wins=${north} draws=${draws} checksum=${totals.checksum}`);
} else if (process.argv[2] === 'count') {
  rng = 0x9e3779b9;
  play(10_000, board, candidates, null);
  play(Number(process.argv[3] ?? 0), board, candidates, null);
} else {
  rng = 0x9e3779b9;
  const warmUpBegan = process.cpuUsage();
  while (cpuSince(warmUpBegan) < WARM_UP_CPU_SECONDS * 1e6) play(256, board, candidates, null);
  let playouts = 0;
  const began = performance.now();
  const cpuBefore = process.cpuUsage();
  let elapsed = 0;
  while (elapsed < SECONDS * 1000) {
    play(256, board, candidates, null);
    playouts += 256;
    elapsed = performance.now() - began;
  }
  const used = cpuSince(cpuBefore);
  console.log(JSON.stringify({ playouts_per_s: Math.round((playouts * 1000) / elapsed), playouts_per_cpu_s: Math.round((playouts * 1e6) / used) }));
}
