/**
 * The turn vocabulary every caller of the engine speaks: who must choose now
 * and which holes each may choose (an ordinary turn, the simultaneous
 * opening's first choice made by both players at once, or choices pending
 * mid-opening), who makes a given move, and how two first choices make one
 * opening move. Defined here once, from the engine's own legal moves, so no
 * caller infers it from the shape of a move list.
 */
import { legalMoves } from './play';
import type { GameState, Move, OpeningMove, Player } from './types';

export type Turn =
  | { kind: 'over' }
  /** An ordinary turn: `player` chooses one of `holes`. */
  | { kind: 'move'; player: Player; holes: number[] }
  /** The opening's first choice: both players choose at once (`holes` per player), played as one `{south, north}` move. */
  | { kind: 'opening-first'; holes: [number[], number[]] }
  /** Choices due mid-opening, each played alone as `{player, hole}`. */
  | { kind: 'opening-pending'; players: Player[]; holes: [number[], number[]] };

const ascending = (values: Iterable<number>): number[] => [...new Set(values)].sort((a, b) => a - b);

/**
 * The turn of a position from its legal moves (`legalMoves(state)`) and the
 * player to move (`state.toMove`, read for an ordinary turn only).
 */
export function turnFromMoves(legal: readonly Move[], toMove: Player | null): Turn {
  const first = legal[0];
  if (first === undefined) return { kind: 'over' };
  if ('south' in first) {
    const pairs = legal.filter((move): move is OpeningMove => 'south' in move);
    return { kind: 'opening-first', holes: [ascending(pairs.map((move) => move.south)), ascending(pairs.map((move) => move.north))] };
  }
  if ('player' in first) {
    const holes: [number[], number[]] = [[], []];
    for (const move of legal) if ('player' in move) holes[move.player].push(move.hole);
    const sorted: [number[], number[]] = [ascending(holes[0]), ascending(holes[1])];
    return { kind: 'opening-pending', players: ([0, 1] as const).filter((player) => sorted[player].length > 0), holes: sorted };
  }
  return { kind: 'move', player: toMove ?? 0, holes: ascending(legal.map((move) => ('hole' in move ? move.hole : 0))) };
}

/** The players whose choice is due: one, both, or none when the game is over. */
export function playersToAct(turn: Turn): Player[] {
  switch (turn.kind) {
    case 'over':
      return [];
    case 'move':
      return [turn.player];
    case 'opening-first':
      return [0, 1];
    case 'opening-pending':
      return turn.players;
  }
}

/** The holes (1…n) `player` may choose now; [] when it is not their choice. */
export function holesFor(turn: Turn, player: Player): number[] {
  switch (turn.kind) {
    case 'over':
      return [];
    case 'move':
      return turn.player === player ? turn.holes : [];
    case 'opening-first':
    case 'opening-pending':
      return turn.holes[player];
  }
}

/** Who makes `move` from a position where `toMove` is to move: its player, or null for the opening's first choice (both at once). */
export function moverOf(move: Move, toMove: Player | null): Player | null {
  if ('player' in move) return move.player;
  if ('south' in move) return null;
  return toMove;
}

/** The hole `player` chose in `move` (any of the move shapes). */
export function holeChosenBy(move: Move, player: Player): number {
  if ('hole' in move) return move.hole;
  return player === 0 ? move.south : move.north;
}

/** The opening move made of both first choices, or null while one is missing. */
export function combineFirstChoices(choices: Partial<Record<Player, number>>): OpeningMove | null {
  const south = choices[0];
  const north = choices[1];
  return south === undefined || north === undefined ? null : { south, north };
}

/** The turn of a game position. */
export function turnOf(state: GameState): Turn {
  return turnFromMoves(legalMoves(state), state.toMove);
}
