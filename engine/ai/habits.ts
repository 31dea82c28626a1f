/**
 * The habits the lower levels share: what a player sees without reading a
 * relay through, and how far a level strays from its own best choice.
 */
import { codeHole, MAX_LEGAL_MOVES, type FastPosition } from '../fast/position';
import { holeOf, rowStart } from '../board';
import type { EngineEvent } from '../types';
import { SCALE } from './evaluate';
import type { Random } from './random';
import type { ScoredMove } from './search';

/**
 * A gain a single sowing makes, with no relay to read: it ends in the own
 * store (another choice follows) or in a capture. `across`: its last seed
 * lands on the opponent's row (Oware's captures), which a beginner has to
 * count out; the others are in plain sight.
 */
export interface SowingGain {
  code: number;
  kind: 'landing' | 'capture';
  /** Seeds taken by a capture; 0 for a landing. */
  captured: number;
  across: boolean;
}

/** The gains in plain sight: a store landing, or a capture whose last seed stays on the own row. */
export function visibleGains(position: FastPosition): SowingGain[] {
  return sowingGains(position).filter((gain) => !gain.across);
}

/** Every sowing gain among the mover's legal choices, in the order of `legal`. */
export function sowingGains(position: FastPosition): SowingGain[] {
  const side = position.mover();
  const codes = new Int32Array(MAX_LEGAL_MOVES);
  const count = position.legal(codes);
  const after = position.clone();
  const gains: SowingGain[] = [];
  for (let i = 0; i < count; i++) {
    const code = codes[i]!;
    after.copyFrom(position);
    // Stryker disable next-line ArrayDeclaration: equivalent: a play always adds events, so one more item first is never the last, and no item without a type matches a relay or capture.
    const events: EngineEvent[] = [];
    after.play(code, events);
    if (events.some((event) => event.type === 'relay')) continue;
    const captured = events.reduce((sum, event) => sum + (event.type === 'capture' && event.player === side ? event.seeds : 0), 0);
    if (captured > 0) gains.push({ code, kind: 'capture', captured, across: lastDropAcross(events, side, position.rules.holes) });
    else if (choosesAgain(after, events, side)) gains.push({ code, kind: 'landing', captured: 0, across: false });
  }
  return gains;
}

function lastDropAcross(events: readonly EngineEvent[], side: number, holes: number): boolean {
  const drops = events.filter((event) => event.type === 'sow');
  const last = drops.at(-1);
  return last !== undefined && last.type === 'sow' && holeOf(last.pit, holes).player !== side;
}

/**
 * The habit levels 1 to 3 share: with a gain in plain sight they take it —
 * a store landing first, the one nearest the store (it cannot spoil the
 * others; the store-landing lesson teaches it), else the biggest capture.
 * Null when nothing is in plain sight.
 */
export function plainSightGain(gains: readonly SowingGain[]): number | null {
  const visible = gains.filter((gain) => !gain.across);
  const landings = visible.filter((gain) => gain.kind === 'landing');
  if (landings.length > 0) return landings.reduce((best, gain) => (codeHole(gain.code) > codeHole(best.code) ? gain : best)).code;
  if (visible.length === 0) return null;
  return visible.reduce((best, gain) => (gain.captured > best.captured ? gain : best)).code;
}

/**
 * A store landing that costs nothing a player can see: the last hole before
 * the store holds a single seed, which drops into the store and changes no
 * other hole, and the turn stays. Its code, or null.
 */
export function freeStoreLanding(position: FastPosition): number | null {
  const n = position.rules.holes;
  const side = position.mover();
  if (side < 0 || position.pits()[rowStart(side, n) + n - 1] !== 1) return null;
  // The last hole's own code (in the opening a pending code, not the hole number): only it is played.
  const codes = new Int32Array(MAX_LEGAL_MOVES);
  const code = codes.subarray(0, position.legal(codes)).find((legal) => codeHole(legal) === n);
  if (code === undefined) return null;
  const after = position.clone();
  // Stryker disable next-line ArrayDeclaration: equivalent: a play always adds events, so an item put first is never the last one read.
  const events: EngineEvent[] = [];
  after.play(code, events);
  return choosesAgain(after, events, side) ? code : null;
}

/** The sowing's last drop went into the sower's store and the sower chooses again (`after`: the position it left). */
function choosesAgain(after: FastPosition, events: readonly EngineEvent[], side: number): boolean {
  const last = events.at(-1);
  // Stryker disable next-line OptionalChaining: equivalent: a play always adds events, so `last` is never undefined.
  return last?.type === 'store' && last.player === side && !after.isOver() && after.mover() === side;
}

/**
 * One of `moves` (best first, values in SCALE units), chosen with weights
 * e^(−loss / slip) where loss is the seeds it scores below the best: small
 * slips are common, large ones rare, none at all with `slipSeeds` 0.
 */
export function slipChoice(moves: readonly ScoredMove[], slipSeeds: number, random: Random): ScoredMove {
  const best = moves[0]!;
  // A shortcut, not a rule: the draw below returns the best move here too (with
  // one move its weight is 1; with slip 0 the others weigh 0 and the sum is NaN,
  // 0/0, so no weight is ever subtracted below zero), and its one caller draws
  // nothing after it, so the draw saved shifts nothing (issue 37).
  // Stryker disable next-line ConditionalExpression,LogicalOperator: equivalent, see above
  if (slipSeeds <= 0 || moves.length === 1) return best;
  const weights = moves.map((move) => Math.exp((move.value - best.value) / (slipSeeds * SCALE)));
  let draw = random() * weights.reduce((sum, weight) => sum + weight, 0);
  for (let i = 0; i < moves.length; i++) {
    draw -= weights[i]!;
    if (draw < 0) return moves[i]!;
  }
  return best;
}
