/**
 * Levels 1 and 2: no search, but the habits of real beginners.
 *
 * Level 1 reads one sowing at a time and no relay: it takes a store landing it
 * can see (another choice), else the biggest capture it can see, otherwise it
 * plays any hole. Level 2 is greedy: it plays the choice, or chain of store
 * landings, that banks the most seeds right now, relays read through, with no
 * thought for the reply; now and then it overlooks a hole whose gain is not
 * plain to see, as a hurried player does. Neither ever plays noise, and
 * neither passes up a gain in plain sight.
 */
import { MAX_LEGAL_MOVES, type FastPosition } from '../fast/position';
import { storeOf } from '../board';
import { sowingGains, visibleGains } from './habits';
import type { Random } from './random';

/** What a landing (a seed banked and another go) is worth to level 1, in seeds, against a capture. */
const LANDING_WORTH = 3;
/** How often level 1 counts out a capture across the board. */
const LEVEL1_COUNTS_ACROSS = 0.5;
/** How often level 2 overlooks one of its holes whose gain is not visible at a glance. */
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

/**
 * Level 1: of the gains in plain sight, the biggest capture when it takes
 * more than a landing's seed and another go are worth to a beginner
 * (LANDING_WORTH seeds), else any landing (it does not yet see that one
 * may spoil another). A capture
 * across the board (the last seed on the opponent's row, as in Oware) has to
 * be counted out: it sees one only now and then. Otherwise any hole.
 */
export function beginnerMove(position: FastPosition, random: Random): number {
  const gains = sowingGains(position).filter((gain) => !gain.across || random() < LEVEL1_COUNTS_ACROSS);
  const biggest = Math.max(0, ...gains.map((gain) => gain.captured));
  const landings = gains.filter((gain) => gain.kind === 'landing');
  if (landings.length > 0 && biggest <= LANDING_WORTH) return pick(landings, random).code;
  if (biggest > 0) return pick(gains.filter((gain) => gain.captured === biggest), random).code;
  return pick(legalCodes(position), random);
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
  const plain = new Set(visibleGains(position).map((gain) => gain.code));
  const seen = codes.filter((code) => plain.has(code) || random() >= LEVEL2_OVERLOOKS);
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

