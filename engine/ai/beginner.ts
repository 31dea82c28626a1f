/**
 * Levels 1 and 2: no search, but the habits of real beginners.
 *
 * Level 1 reads one sowing at a time and no relay: it takes a store landing it
 * can see (another choice), else the biggest capture it can see, otherwise it
 * sows the hole it counts at a glance, the one with the fewest seeds. Level 2
 * is greedy: it plays the choice, or chain of store landings, that banks the
 * most seeds right now, relays read through, with no thought for the reply
 * (between equal gains it keeps a store landing ready for its next turn, then
 * sows its smallest hole, as level 1 does); now and then it overlooks a hole
 * whose gain is not plain to see, as a hurried player does. Neither ever
 * plays noise.
 */
import { codeHole, MAX_LEGAL_MOVES, type FastPosition } from '../fast/position';
import { pitOfHole, storeOf } from '../board';
import { storeLandingCount } from './evaluate';
import { plainSightGain, sowingGains, visibleGains } from './habits';
import type { Random } from './random';

/** How often level 1 counts out a capture across the board (at one in two, it won as often as level 2 in Oware). */
const LEVEL1_COUNTS_ACROSS = 0.25;
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
 * Level 1: a gain in plain sight (plainSightGain); a capture across the board
 * (the last seed on the opponent's row, as in Oware) has to be counted out,
 * and it does so only now and then; otherwise the hole with the fewest seeds
 * (any of them when several tie), the pile a beginner counts at a glance.
 */
export function beginnerMove(position: FastPosition, random: Random): number {
  const gains = sowingGains(position);
  const plain = plainSightGain(gains);
  if (plain !== null) return plain;
  const counted = gains.filter((gain) => gain.across && random() < LEVEL1_COUNTS_ACROSS);
  const biggest = Math.max(0, ...counted.map((gain) => gain.captured));
  if (biggest > 0) return pick(counted.filter((gain) => gain.captured === biggest), random).code;
  return pick(smallestSowings(position), random);
}

/** The mover's holes holding the fewest seeds: the sowings a beginner counts at a glance. */
function smallestSowings(position: FastPosition): number[] {
  const codes = legalCodes(position);
  const fewest = Math.min(...codes.map((code) => seedsIn(position, code)));
  return codes.filter((code) => seedsIn(position, code) === fewest);
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

/**
 * How level 2 breaks a tie between equally greedy holes, as a player who
 * thinks of their own next turn but not of the reply: leave the most holes
 * that reach the store exactly (Congkak, Kalah), then sow the hole with the
 * fewest seeds, level 1's habit. Higher is preferred. In Kalah, where banking
 * the most now is nearly all level 1 already does, this is what level 2 wins
 * by: on three sets of balanced starts it scored 0.725–0.788 against level 1
 * (bench:ai, 200 games each), and 0.583–0.713 when it sowed the fewest seeds
 * onto the opponent's row instead of its smallest hole.
 */
function ownNextTurn(position: FastPosition, code: number, side: number, after: FastPosition): number {
  const ready = position.rules.game === 'oware' ? 0 : storeLandingsAfter(position, code, side, after);
  return ready * 1000 - seedsIn(position, code);
}

/** How many of `side`'s holes reach its store exactly after `code` is sown (`after`: scratch). */
function storeLandingsAfter(position: FastPosition, code: number, side: number, after: FastPosition): number {
  after.copyFrom(position);
  after.play(code, null);
  return storeLandingCount(after.pits(), position.rules.holes, side);
}

/** The seeds in the mover's hole that `code` sows. */
function seedsIn(position: FastPosition, code: number): number {
  return position.pits()[pitOfHole(position.mover(), codeHole(code), position.rules.holes)]!;
}

/** Level 2: the greediest choice; ties broken by ownNextTurn, then by `random`, which also picks the holes it overlooks. */
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
  if (best.length > 1) {
    const after = position.clone();
    const preference = best.map((code) => ownNextTurn(position, code, side, after));
    const top = Math.max(...preference);
    best = best.filter((_, i) => preference[i] === top);
  }
  return { code: pick(best, random), gain: bestGain };
}

