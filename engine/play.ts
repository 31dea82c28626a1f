/**
 * The immutable, total API over the kernels: copy a state in, play one move
 * with an event sink, copy it out. Bad input of any kind is a typed error.
 */
import { createFastPosition } from './family';
import { decodeMove, encodeMove, MAX_LEGAL_MOVES } from './fast/position';
import { validateState } from './state';
import type { GameResult, GameState, Move, Player, PlayOutcome, Result } from './types';

const isHole = (v: unknown, n: number): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= n;

/** The move's code, or null when it is not a well-formed move for a board of n holes. */
function moveCode(move: unknown, n: number): number | null {
  if (typeof move !== 'object' || move === null || Array.isArray(move)) return null;
  const fields = move as Record<string, unknown>;
  const keys = Object.keys(fields).sort().join(',');
  if (keys === 'hole') return isHole(fields['hole'], n) ? encodeMove({ hole: fields['hole'] }) : null;
  if (keys === 'north,south') {
    const { south, north } = fields;
    return isHole(south, n) && isHole(north, n) ? encodeMove({ south, north }) : null;
  }
  if (keys === 'hole,player') {
    const { player, hole } = fields;
    return (player === 0 || player === 1) && isHole(hole, n) ? encodeMove({ player, hole }) : null;
  }
  return null;
}

function legalCodes(state: GameState): Int32Array {
  const out = new Int32Array(MAX_LEGAL_MOVES);
  const count = createFastPosition(state).legal(out);
  return out.subarray(0, count);
}

/** Every move `play` accepts in this state; [] when the game is over or the state is invalid. */
export function legalMoves(state: GameState): Move[] {
  const checked = validateState(state);
  if (!checked.ok) return [];
  return Array.from(legalCodes(checked.value), decodeMove);
}

export function play(state: GameState, move: Move): Result<PlayOutcome> {
  const checked = validateState(state);
  if (!checked.ok) return checked;
  if (checked.value.phase === 'over') return { ok: false, error: { code: 'game-over', message: 'the game is over' } };
  const code = moveCode(move, checked.value.rules.holes);
  if (code === null || !legalCodes(checked.value).includes(code)) {
    return { ok: false, error: { code: 'illegal-move', message: `${JSON.stringify(move)} is not a legal move here` } };
  }
  const position = createFastPosition(checked.value);
  const events: PlayOutcome['events'] = [];
  position.play(code, events);
  return { ok: true, value: { state: position.toState(), events } };
}

export const isOver = (state: GameState): boolean => state.phase === 'over';

export const result = (state: GameState): GameResult | null => state.result;

/** The players whose choice is asked next: one, both (the opening's choices), or none when over. */
export function choosers(state: GameState): Player[] {
  const checked = validateState(state);
  if (!checked.ok || checked.value.phase === 'over') return [];
  const mover = createFastPosition(checked.value).mover();
  return mover === -1 ? [0, 1] : [mover];
}
