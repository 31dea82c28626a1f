/**
 * What a player's sowings did, read from the engine's events alone: each
 * choice's legs (the emptied hole, then each relay), its drops, and how its
 * last seed landed. Lesson feedback is put in words from this, so a sentence
 * that names a hole, a count or a landing always says what the engine did.
 * Pure: the screen puts it in words.
 */
import type { EngineEvent, GameState, Player } from '../engine';

/** The four places a last seed can land, as the course teaches them (RULES §2). */
export const LANDINGS = ['store', 'relay', 'capture', 'mati'] as const;
export type Landing = (typeof LANDINGS)[number];

/** Seeds picked up from one pit (the emptied hole, then each relay) and the pit the last of them reached. */
export interface SowingLeg {
  from: number;
  seeds: number;
  end: number;
}

/** How a sowing's last seed came to rest. */
export type SowingEnd =
  /** The player's own store: they choose again (their turn goes on). */
  | { kind: 'store' }
  /** An empty hole of the player's own, with seeds taken: `seeds` went to the store in all (Oware: from `pits`). */
  | { kind: 'capture'; pit: number; seeds: number; pits: number[] }
  /** An empty hole of the player's own, capturing nothing: the seed stays (or is banked alone) and the turn ends. */
  | { kind: 'stay'; pit: number }
  /** An empty hole of the opponent's: the turn ends (mati). */
  | { kind: 'mati'; pit: number }
  /** An occupied hole under rules without the relay (Kalah): the turn ends. */
  | { kind: 'stops'; pit: number }
  /** A sowing with no special landing (Oware without a capture): the turn ends. */
  | { kind: 'ends'; pit: number }
  /** The hand still holds seeds, or its end is not among these events. */
  | { kind: 'unfinished' };

export interface Sowing {
  player: Player;
  /** Where its pick-up is among the events: sowings of both players sort into play order by it. */
  at: number;
  legs: SowingLeg[];
  /** Every pit a seed dropped into, in order. */
  drops: number[];
  /** Whether the pit of each drop was empty just before it. */
  wasEmpty: boolean[];
  end: SowingEnd;
  /** The opening's tick at which the last seed dropped, when the sowing was part of the opening. */
  tick?: number;
}

const sideOf = (pit: number, holes: number): Player | null => (pit < holes ? 0 : pit > holes && pit <= 2 * holes ? 1 : null);

/**
 * The player's sowings in `events` played from `pits`: one per hole chosen,
 * each with every relay it made. Events of the other player are applied to the
 * board (so "was it empty?" is answered as the engine did, in the opening too)
 * but are not sowings of this player.
 */
export function traceSowings(pits: readonly number[], events: readonly EngineEvent[], player: Player): Sowing[] {
  const board = [...pits];
  const holes = (pits.length - 2) / 2;
  const sowings: Sowing[] = [];
  let current: Sowing | null = null;
  const close = (end: SowingEnd): void => {
    if (current !== null && current.end.kind === 'unfinished') current.end = end;
  };
  for (const [at, event] of events.entries()) {
    const mine = 'player' in event && event.player === player;
    if (event.type === 'pick') {
      board[event.pit] = 0;
      if (!mine) continue;
      current = { player, at, legs: [{ from: event.pit, seeds: event.seeds, end: event.pit }], drops: [], wasEmpty: [], end: { kind: 'unfinished' } };
      sowings.push(current);
    } else if (event.type === 'relay') {
      board[event.pit] = 0;
      if (mine) current?.legs.push({ from: event.pit, seeds: event.seeds, end: event.pit });
    } else if (event.type === 'sow') {
      const wasEmpty = (board[event.pit] ?? 0) === 0;
      board[event.pit] = (board[event.pit] ?? 0) + 1;
      if (!mine || current === null) continue;
      current.drops.push(event.pit);
      current.wasEmpty.push(wasEmpty);
      const leg = current.legs.at(-1);
      if (leg !== undefined) leg.end = event.pit;
      if (event.tick !== undefined) current.tick = event.tick;
    } else if (event.type === 'capture') {
      board[event.pit] = 0;
      board[event.from] = 0;
      if (!mine || current === null) continue;
      const landed = current.drops.at(-1) ?? event.pit;
      if (current.end.kind === 'capture') {
        current.end.seeds += event.seeds;
        current.end.pits.push(event.from);
      } else close({ kind: 'capture', pit: landed, seeds: event.seeds, pits: [event.from] });
    } else if (event.type === 'store') {
      if (mine) close({ kind: 'store' });
    } else if (event.type === 'dead') {
      if (!mine || current === null) continue;
      const emptyBefore = current.wasEmpty.at(-1) ?? true;
      if (sideOf(event.pit, holes) !== player) close({ kind: 'mati', pit: event.pit });
      else close(emptyBefore ? { kind: 'stay', pit: event.pit } : { kind: 'stops', pit: event.pit });
    } else if (event.type === 'forfeit') {
      // The seed goes to the opponent's store instead of into the pit (a burnt hole, or the mati "forfeit" rule).
      board[event.to] = (board[event.to] ?? 0) + 1;
      if (!mine || current === null) continue;
      current.drops.push(event.pit);
      current.wasEmpty.push((board[event.pit] ?? 0) === 0);
    } else if (event.type === 'turn-end') {
      if (mine && current !== null) close({ kind: 'ends', pit: current.drops.at(-1) ?? current.legs[0]?.from ?? 0 });
    }
  }
  return sowings;
}

/** The landing a sowing's first leg made: a relay if it went on, else how its last seed came to rest. */
export function firstLanding(sowing: Sowing): Landing | null {
  if (sowing.legs.length > 1) return 'relay';
  switch (sowing.end.kind) {
    case 'store':
      return 'store';
    case 'capture':
      return 'capture';
    case 'mati':
      return 'mati';
    default:
      return null;
  }
}

/** Each of the two players' opening: the tick their hand finished (null while it still sows or must choose). */
export interface OpeningFinish {
  finished: [number | null, number | null];
  /** Who takes the first ordinary turn, once both are done. */
  first: Player | null;
}

/**
 * When each hand of the simultaneous opening finished, from the events (and
 * the position they led to, for a hand that must still choose). Null when the
 * events hold no opening.
 */
export function openingFinish(events: readonly EngineEvent[], after: GameState): OpeningFinish | null {
  if (!events.some((event) => event.tick !== undefined)) return null;
  const opening = 'opening' in after ? (after as { opening: { hands: { finished: number | null }[] } | null }).opening : null;
  if (opening !== null) {
    const [south, north] = opening.hands;
    return { finished: [south?.finished ?? null, north?.finished ?? null], first: null };
  }
  const lastTick = (player: Player): number | null =>
    events.findLast((event) => event.tick !== undefined && 'player' in event && event.player === player)?.tick ?? null;
  const first = after.phase === 'play' || after.phase === 'over' ? ((after as { starter?: Player }).starter ?? null) : null;
  return { finished: [lastTick(0), lastTick(1)], first };
}

/** A round that ended during the step: the stores as the round closed. */
export interface RoundEndAccount {
  stores: [number, number];
}

/** Everything a step's moves did, in order: each sowing (the learner's and North's), the opening's race, a round's end. */
export interface TurnAccount {
  sowings: Sowing[];
  opening: OpeningFinish | null;
  roundEnd: RoundEndAccount | null;
}

/** The account of `events` played from `start` to `after`, for the screen to put in words. */
export function accountOf(start: GameState, events: readonly EngineEvent[], after: GameState): TurnAccount {
  const sowings = [...traceSowings(start.pits, events, 0), ...traceSowings(start.pits, events, 1)].sort((a, b) => a.at - b.at);
  const roundEnd = events.find((event) => event.type === 'round-end');
  return {
    sowings,
    opening: openingFinish(events, after),
    roundEnd: roundEnd?.type === 'round-end' ? { stores: roundEnd.stores } : null,
  };
}
