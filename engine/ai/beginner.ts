/**
 * Levels 1 and 2: no search, but the habits of real beginners.
 *
 * Level 1 has learnt one thing: a hole whose seeds end exactly in the own store
 * earns another choice. It spots such a hole most of the time (not always: a
 * beginner counts seeds slowly and sometimes just plays), otherwise it plays
 * any hole. Level 2 is greedy: it plays the choice, or chain of store landings,
 * that banks the most seeds right now, with no thought for the reply; now and
 * then it overlooks a hole, as a hurried player does, and plays the best of the
 * rest. Neither ever plays noise: every choice has a reason a person would give.
 */
import { MAX_LEGAL_MOVES, type FastPosition } from '../fast/position';
import { storeOf } from '../board';
import { HINT_LANDING, type Evaluator } from './evaluate';
import type { Random } from './random';

/** How often level 1 notices a store landing that is on the board. */
const LEVEL1_SPOTS_LANDING = 0.75;
/** How often level 2 overlooks one of its holes when it looks for the greediest move. */
const LEVEL2_OVERLOOKS = 0.15;
/** Store-landing chains deeper than this are not followed by a greedy player. */
const GREEDY_CHAIN_DEPTH = 6;
/**
 * Moves level 2 plays in its head per decision, shared evenly among the holes
 * it looks at: on a big board nearly every hole can land in the store, and
 * following every chain six deep on a 2×15 board of 600 seeds took 20 s. On
 * the usual boards it hardly ever binds: of 10,765 positions sampled from
 * random games of six presets, 5 (all Dakon) would be decided otherwise.
 */
export const GREEDY_PLAYS = 16_384;

function legalCodes(position: FastPosition): number[] {
  const codes = new Int32Array(MAX_LEGAL_MOVES);
  return Array.from(codes.subarray(0, position.legal(codes)));
}

const pick = <T>(items: readonly T[], random: Random): T => items[Math.floor(random() * items.length)]!;

/** Level 1 on an ordinary turn (or a pending choice): `holeOf` maps a code to the mover's hole number. */
export function beginnerMove(position: FastPosition, evaluator: Evaluator, random: Random, holeOf: (code: number) => number = (c) => c): number {
  const side = Math.max(0, position.mover());
  const codes = legalCodes(position);
  const landings = codes.filter((code) => evaluator.moveHint(position.pits(), side, holeOf(code)) >= HINT_LANDING);
  if (landings.length > 0 && random() < LEVEL1_SPOTS_LANDING) return pick(landings, random);
  return pick(codes, random);
}

/** Where greedyGain plays: a position and a move list per chain depth, reused by every branch. */
interface Scratch {
  positions: FastPosition[];
  codes: Int32Array[];
  plays: number;
}

/**
 * The seeds `side` banks (own store gain minus the opponent's) with `code` and
 * the best store-landing chain after it, playing at most `scratch.plays` more
 * moves: when they run out, chains not yet followed count for what they bank at once.
 */
function greedyGain(position: FastPosition, code: number, side: number, scratch: Scratch, depth: number): number {
  const n = position.rules.holes;
  const mine = storeOf(side, n);
  const theirs = storeOf(1 - side, n);
  const before = position.pits()[mine]! - position.pits()[theirs]!;
  const child = scratch.positions[depth]!;
  child.copyFrom(position);
  child.play(code, null);
  scratch.plays--;
  const banked = child.pits()[mine]! - child.pits()[theirs]! - before;
  if (child.isOver() || child.mover() !== side || depth >= GREEDY_CHAIN_DEPTH || scratch.plays <= 0) return banked;
  const codes = scratch.codes[depth]!;
  const count = child.legal(codes);
  let bestChain = -Infinity;
  for (let i = 0; i < count; i++) bestChain = Math.max(bestChain, greedyGain(child, codes[i]!, side, scratch, depth + 1));
  return banked + bestChain;
}

/** Level 2: the greediest choice, ties and overlooked holes decided by `random`. */
export function greedyMove(position: FastPosition, random: Random): { code: number; gain: number } {
  const side = position.mover();
  const codes = legalCodes(position);
  const seen = codes.filter(() => random() >= LEVEL2_OVERLOOKS);
  const candidates = seen.length > 0 ? seen : codes;
  let best: number[] = [];
  let bestGain = -Infinity;
  const share = Math.max(1, Math.floor(GREEDY_PLAYS / candidates.length));
  const scratch: Scratch = {
    positions: Array.from({ length: GREEDY_CHAIN_DEPTH + 1 }, () => position.clone()),
    codes: Array.from({ length: GREEDY_CHAIN_DEPTH + 1 }, () => new Int32Array(MAX_LEGAL_MOVES)),
    plays: 0,
  };
  for (const code of candidates) {
    scratch.plays = share;
    const gain = greedyGain(position, code, side, scratch, 0);
    if (gain > bestGain) {
      bestGain = gain;
      best = [code];
    } else if (gain === bestGain) {
      best.push(code);
    }
  }
  return { code: pick(best, random), gain: bestGain };
}
