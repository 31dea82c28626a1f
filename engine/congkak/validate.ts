/**
 * Checks a full Congkak/Kalah state handed back by a caller: every field the
 * engine writes must be present, well typed and consistent, so the kernel can
 * trust what it loads.
 */
import { pitOfHole, rowSeeds } from '../board';
import { tooManySeeds } from '../rules/limits';
import type { GameState, Player, Result } from '../types';
import { MAX_ROUNDS } from './position';
import { HAND_STATUSES, type CongkakState, type Hand, type OpeningState } from './state';

type Fields = Record<string, unknown>;

// Stryker disable next-line ConditionalExpression: equivalent, Number.isInteger is false for anything but a number
const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);
/** The kernel keeps ticks in 32-bit integers; a real opening lasts far fewer. */
const MAX_TICK = 2 ** 31 - 1;
const isPlayer = (v: unknown): v is Player => v === 0 || v === 1;
const isObject = (v: unknown): v is Fields => typeof v === 'object' && v !== null && !Array.isArray(v);

function badState(message: string): { ok: false; error: { code: 'bad-state'; message: string } } {
  return { ok: false, error: { code: 'bad-state', message } };
}

/**
 * A minimal state becomes a round-1 state in phase play. The protocol allows
 * any seed total, so its mover may have no seeds: the kernel settles that on
 * load (CongkakPosition's constructor), and validateFamilyState hands back the
 * settled state.
 */
export function completeMinimalCongkakState(base: GameState): CongkakState {
  return { ...base, continuing: false, starter: base.toMove as Player, lastMover: null, opening: null };
}

/** `base` has checked rules, pits, burnt, phase, round, toMove and result; `raw` is what the caller sent. */
export function validateCongkakExtras(base: GameState, raw: Fields): Result<CongkakState> {
  const { rules, pits, phase } = base;
  const n = rules.holes;
  if (base.burnt.length > 0 && rules.series === null) return badState('burnt holes exist only in a series');
  if (base.round > 1 && rules.series === null) return badState('round must be 1 without a series');
  if (base.round > MAX_ROUNDS) return badState(`a series has at most ${MAX_ROUNDS} rounds`);
  const { continuing, starter, lastMover, opening } = raw;
  if (typeof continuing !== 'boolean') return badState('continuing must be true or false');
  if (!isPlayer(starter)) return badState('starter must be 0 or 1');
  if (lastMover !== null && !isPlayer(lastMover)) return badState('lastMover must be 0, 1 or null');
  if (continuing && phase !== 'play') return badState('continuing is only possible in phase play');
  // The engine never hands the move to a player without seeds (§4: the round
  // ends, or under "pass" they pass). The other row may be empty: a minimal
  // state is a set-up position, and it plays on until a sowing stops.
  if (phase === 'play' && rowSeeds(pits, base.toMove as Player) === 0) {
    return badState(`player ${String(base.toMove)} is to move but has no seeds in their holes`);
  }
  let checkedOpening: OpeningState | null = null;
  if (phase === 'opening') {
    if (rules.opening !== 'simultaneous' || base.round !== 1) return badState('an opening is only played in round 1 with opening "simultaneous"');
    const checked = validateOpening(opening, n);
    if (!checked.ok) return checked;
    checkedOpening = checked.value;
    const unchoosable = choiceWithoutSeeds(pits, checkedOpening);
    if (unchoosable !== null) return badState(unchoosable);
    // Seeds in the hands are out of `pits` (which the core has bounded) but still in the game.
    const inHand = checkedOpening.hands[0].seeds + checkedOpening.hands[1].seeds;
    const excess = tooManySeeds(pits.reduce((sum, seeds) => sum + seeds, inHand));
    if (excess !== null) return badState(excess);
  } else if (opening !== null) {
    return badState('opening must be null outside the opening');
  }
  return { ok: true, value: { ...base, continuing, starter, lastMover, opening: checkedOpening } };
}

/**
 * §3: a hand asked for a hole has one to choose: a store landing with the row
 * empty ends the hand, and so does a row emptied before the choice falls due.
 * A held choice waits for the other player's, and no seed moves meanwhile.
 */
function choiceWithoutSeeds(pits: readonly number[], opening: OpeningState): string | null {
  const n = (pits.length - 2) / 2;
  for (const player of [0, 1] as const) {
    const { status, held } = opening.hands[player];
    if (held !== null && pits[pitOfHole(player, held, n)] === 0) return `player ${player} holds hole ${held}, which is empty`;
    const asked = status === 'first' || (status === 'choose' && held === null);
    if (asked && rowSeeds(pits, player) === 0) return `player ${player} must choose a hole but has no seeds in their holes`;
  }
  return null;
}

function validateOpening(raw: unknown, n: number): Result<OpeningState> {
  if (!isObject(raw)) return badState('opening must be an object in phase opening');
  const { tick, hands } = raw;
  if (!isInt(tick) || tick < 0 || tick > MAX_TICK) return badState(`opening.tick must be an integer from 0 to ${MAX_TICK}`);
  if (!Array.isArray(hands) || hands.length !== 2) return badState('opening.hands must hold two hands');
  const checked: Hand[] = [];
  for (const [p, hand] of hands.entries()) {
    const result = validateHand(hand, n, tick);
    if (!result.ok) return badState(`opening.hands[${p}]: ${result.error.message}`);
    checked.push(result.value);
  }
  const [south, north] = checked as [Hand, Hand];
  if ((south.status === 'first') !== (north.status === 'first')) return badState('both hands wait for the first choice, or neither');
  if (south.status === 'done' && north.status === 'done') return badState('an opening with both hands done is over');
  if (south.held !== null && north.held !== null) return badState('at most one choice is held');
  const heldBy = south.held !== null ? south : north.held !== null ? north : null;
  if (heldBy !== null && (south.status !== 'choose' || north.status !== 'choose')) return badState('a choice is only held while both must choose');
  return { ok: true, value: { tick, hands: [south, north] } };
}

function validateHand(raw: unknown, n: number, tick: number): Result<Hand> {
  if (!isObject(raw)) return badState('must be an object');
  const { status, pit, seeds, held, finished, lapped } = raw;
  // Stryker disable next-line ConditionalExpression: equivalent, a list of strings includes nothing else
  if (typeof status !== 'string' || !(HAND_STATUSES as readonly string[]).includes(status)) {
    return badState(`status must be one of ${HAND_STATUSES.join(', ')}`);
  }
  const handStatus = status as Hand['status'];
  if (!isInt(pit) || pit < -1 || pit > 2 * n + 1) return badState('pit must be a pit index');
  if (!isInt(seeds) || seeds < 0) return badState('seeds must be a non-negative integer');
  if ((seeds > 0) !== (handStatus === 'sow')) return badState('a hand holds seeds exactly while it sows');
  if (held !== null && (!isInt(held) || held < 1 || held > n || handStatus !== 'choose')) return badState('held must be null or a hole number of a choosing hand');
  if (finished !== null && (!isInt(finished) || finished < 0 || finished > tick)) return badState('finished must be null or a past tick');
  if ((finished !== null) !== (handStatus === 'done')) return badState('finished is set exactly when the hand is done');
  if (typeof lapped !== 'boolean') return badState('lapped must be true or false');
  return { ok: true, value: { status: handStatus, pit, seeds, held, finished, lapped } };
}
