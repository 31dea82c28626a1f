/**
 * Random-playout throughput of the fast path, one thread: uniformly random
 * legal moves from the start position until the game ends, for at least
 * three seconds per rule set. Prints one JSON line (`npm run bench:engine`).
 */
import { createFastPosition, MAX_LEGAL_MOVES, newGame, type FastPosition, type RulesInput } from '../index';

const SECONDS_PER_RULE_SET = 3;

const RULE_SETS: Record<string, RulesInput> = {
  'congkak-alternate': { preset: 'congkak', opening: 'alternate' },
  congkak: 'congkak',
  kalah: 'kalah',
  oware: 'oware',
};

/** xorshift32: a few cycles per number, good enough to pick moves uniformly. */
function xorshift32(seed: number): () => number {
  let x = seed >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return x >>> 0;
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

function playoutsPerSecond(start: FastPosition): number {
  const position = start.clone();
  const moves = new Int32Array(MAX_LEGAL_MOVES);
  const random = xorshift32(0x9e3779b9);
  let playouts = 0;
  const began = performance.now();
  let elapsed = 0;
  while (elapsed < SECONDS_PER_RULE_SET * 1000) {
    for (let batch = 0; batch < 256; batch++) {
      position.copyFrom(start);
      while (!position.isOver()) {
        const count = position.legal(moves);
        position.play(moves[random() % count]!, null);
      }
    }
    playouts += 256;
    elapsed = performance.now() - began;
  }
  return Math.round((playouts * 1000) / elapsed);
}

const results: Record<string, number | null> = {};
for (const [name, rules] of Object.entries(RULE_SETS)) {
  const start = startPosition(rules);
  results[name] = start === null ? null : playoutsPerSecond(start);
}
console.log(JSON.stringify({ playouts_per_s: results }));
