// The sowing animation, computed from the engine's events and nothing else
// (the board knows no rules): each frame is the board after some events, where
// the hands are, and what to call out. A move opens on a frame that only marks
// the holes chosen, so the player sees the choice before any seed moves; then
// one frame per seed dropped (in the simultaneous opening one frame per tick,
// so both hands sow at once).
import { applyEvent, type EngineEvent, type Player } from '../../../../engine';

export interface HandView {
  player: Player;
  /** The pit the hand is over. */
  pit: number;
  /** Seeds still in the hand. */
  seeds: number;
}

export type Callout =
  | { kind: 'relay'; player: Player; pit: number; seeds: number }
  | { kind: 'store'; player: Player }
  | { kind: 'capture'; player: Player; pit: number; from: number; seeds: number }
  | { kind: 'dead'; player: Player; pit: number }
  | { kind: 'forfeit'; player: Player; pit: number; to: number }
  | { kind: 'pass'; player: Player }
  | { kind: 'round-end'; round: number; stores: [number, number] }
  | { kind: 'refill'; round: number; burnt: number[] }
  | { kind: 'game-end'; winner: Player | null; stores: [number, number] };

export interface Frame {
  pits: number[];
  burnt: number[];
  hands: HandView[];
  /** Pits that changed in this frame (drawn with a pulse). */
  touched: number[];
  callouts: Callout[];
  /** The pits chosen in the move being sown (marked on the board throughout). */
  chosen: number[];
  /** The move's first frame: the choice marked, no seed lifted yet. */
  choice: boolean;
}

interface Timeline {
  frames: Frame[];
  /** The board once every event is applied (also the last frame's). */
  final: { pits: number[]; burnt: number[] };
}

function calloutOf(event: EngineEvent): Callout | null {
  switch (event.type) {
    case 'relay':
      return { kind: 'relay', player: event.player, pit: event.pit, seeds: event.seeds };
    case 'store':
      return { kind: 'store', player: event.player };
    case 'capture':
      return { kind: 'capture', player: event.player, pit: event.pit, from: event.from, seeds: event.seeds };
    case 'dead':
      return { kind: 'dead', player: event.player, pit: event.pit };
    case 'forfeit':
      return { kind: 'forfeit', player: event.player, pit: event.pit, to: event.to };
    case 'pass':
      return { kind: 'pass', player: event.player };
    case 'round-end':
      return { kind: 'round-end', round: event.round, stores: event.stores };
    case 'refill':
      return { kind: 'refill', round: event.round, burnt: event.burnt };
    case 'game-end':
      return { kind: 'game-end', winner: event.winner, stores: event.stores };
    case 'pick':
    case 'sow':
    case 'turn-end':
      return null;
  }
}

function touchedBy(event: EngineEvent): number[] {
  switch (event.type) {
    case 'pick':
    case 'sow':
    case 'relay':
    case 'dead':
      return [event.pit];
    case 'capture':
      return [event.pit, event.from];
    case 'forfeit':
      return [event.pit, event.to];
    default:
      return [];
  }
}

function moveHand(hands: Map<Player, HandView>, event: EngineEvent): void {
  switch (event.type) {
    case 'pick':
      hands.set(event.player, { player: event.player, pit: event.pit, seeds: event.seeds });
      break;
    case 'relay': {
      const held = hands.get(event.player)?.seeds ?? 0;
      hands.set(event.player, { player: event.player, pit: event.pit, seeds: held + event.seeds });
      break;
    }
    case 'sow':
    case 'forfeit': {
      const hand = hands.get(event.player);
      if (hand) hands.set(event.player, { ...hand, pit: event.pit, seeds: Math.max(0, hand.seeds - 1) });
      break;
    }
    case 'store':
    case 'capture':
    case 'dead':
    case 'turn-end':
    case 'pass':
      hands.delete(event.player);
      break;
    case 'round-end':
    case 'refill':
    case 'game-end':
      hands.clear();
      break;
  }
}

/** The pits chosen in a move: where a hand was picked up (a relay picks up again but is no choice). */
export function chosenPits(events: readonly EngineEvent[]): number[] {
  return events.flatMap((event) => (event.type === 'pick' ? [event.pit] : []));
}

/** Events that say what the seed just dropped did: shown with that drop. */
const RESOLVES_LAST_DROP: ReadonlySet<EngineEvent['type']> = new Set(['relay', 'store', 'capture', 'dead', 'turn-end']);

/**
 * Frames for `events` played from `pits`/`burnt`. Events sharing a `tick` (the
 * opening) make one frame; otherwise each pick-up, drop, forfeit and round
 * change makes its own, and what resolves a drop (relay, store landing,
 * capture, mati, turn end) joins the frame of that drop.
 */
export function buildTimeline(pits: readonly number[], burnt: readonly number[], events: readonly EngineEvent[]): Timeline {
  const board = [...pits];
  let burntNow = [...burnt];
  const hands = new Map<Player, HandView>();
  const chosen = chosenPits(events);
  const frames: Frame[] = [];
  if (chosen.length > 0) frames.push({ pits: [...pits], burnt: [...burnt], hands: [], touched: [], callouts: [], chosen, choice: true });
  let groupTick: number | undefined;
  let current: Frame | null = null;

  const snapshot = (): Pick<Frame, 'pits' | 'burnt' | 'hands'> => ({
    pits: [...board],
    burnt: [...burntNow],
    hands: [...hands.values()].sort((a, b) => a.player - b.player),
  });

  for (const event of events) {
    const sameTick = event.tick !== undefined && current !== null && event.tick === groupTick;
    const joinsPrevious = sameTick || (RESOLVES_LAST_DROP.has(event.type) && current !== null);
    if (!joinsPrevious) {
      // Hands that have dropped their last seed disappear when the next frame starts.
      for (const [player, hand] of hands) if (hand.seeds === 0) hands.delete(player);
      current = { ...snapshot(), touched: [], callouts: [], chosen, choice: false };
      frames.push(current);
      groupTick = event.tick;
    }
    applyEvent(board, event);
    if (event.type === 'refill') burntNow = [...event.burnt];
    moveHand(hands, event);
    const frame = current as Frame;
    Object.assign(frame, snapshot());
    for (const pit of touchedBy(event)) if (!frame.touched.includes(pit)) frame.touched.push(pit);
    const callout = calloutOf(event);
    if (callout) frame.callouts.push(callout);
  }
  return { frames, final: { pits: board, burnt: burntNow } };
}

/** What the board is asked to animate: a move's events from the board before it. */
export interface BoardAnimation {
  /** A new id starts a new animation. */
  id: number;
  fromPits: number[];
  fromBurnt: number[];
  events: EngineEvent[];
  /** Animations of one group (the choices of one turn) share one time budget (pacing.ts). */
  group?: number;
}

export const ANIMATION_STEP_MS = { slow: 420, normal: 200, fast: 70, instant: 0 } as const;
export type AnimationSpeed = keyof typeof ANIMATION_STEP_MS;
/** A frame that calls something out stays up longer, so it can be read. */
const CALLOUT_WEIGHT = 4;
/** The chosen holes are marked a moment before their seeds are lifted. */
const CHOICE_WEIGHT = 3;

function weightOf(frame: Frame): number {
  if (frame.choice) return CHOICE_WEIGHT;
  return frame.callouts.length > 0 ? CALLOUT_WEIGHT : 1;
}

/** When each frame starts (ms from the start), and when the whole timeline ends. */
export function schedule(frames: readonly Frame[], stepMs: number): { starts: number[]; end: number } {
  const starts: number[] = [];
  let at = 0;
  for (const frame of frames) {
    starts.push(at);
    at += stepMs * weightOf(frame);
  }
  return { starts, end: at };
}

/**
 * The frame to show `elapsed` ms in. A slow machine that falls behind jumps
 * straight to the frame that is due, so long turns never lag behind the clock.
 */
export function frameIndexAt(starts: readonly number[], elapsed: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if ((starts[middle] ?? Infinity) <= elapsed) low = middle;
    else high = middle - 1;
  }
  return Math.max(0, low);
}

/**
 * A choice shown at once, for a turn too long to sow seed by seed: the chosen
 * hole marked for a third of `choiceMs`, then the board where the choice ended
 * (its last frame, with what it called out) for the rest.
 */
export function atOnce(frames: readonly Frame[], choiceMs: number): { frames: Frame[]; starts: number[]; end: number } {
  const first = frames[0];
  const last = frames.at(-1);
  if (first === undefined || last === undefined) return { frames: [], starts: [], end: 0 };
  if (!first.choice || first === last) return { frames: [last], starts: [0], end: choiceMs };
  return { frames: [first, last], starts: [0, choiceMs / 3], end: choiceMs };
}
