// Who has to act now and with which holes, read from the legal moves the
// session sends (the engine's answer): an ordinary turn, the opening's first
// choice (both players at once), or choices pending mid-opening.
import type { Move, Player } from '../../../../engine/types';

export type Turn =
  | { kind: 'over' }
  | { kind: 'move'; player: Player; holes: number[] }
  | { kind: 'opening-first'; holes: [number[], number[]] }
  | { kind: 'opening-pending'; players: Player[]; holes: [number[], number[]] };

const sorted = (values: Iterable<number>): number[] => [...new Set(values)].sort((a, b) => a - b);

export function turnOf(legalMoves: readonly Move[], toMove: Player | null): Turn {
  const first = legalMoves[0];
  if (first === undefined) return { kind: 'over' };
  if ('south' in first) {
    const pairs = legalMoves.filter((move): move is { south: number; north: number } => 'south' in move);
    return { kind: 'opening-first', holes: [sorted(pairs.map((m) => m.south)), sorted(pairs.map((m) => m.north))] };
  }
  if ('player' in first) {
    const pending = legalMoves.filter((move): move is { player: Player; hole: number } => 'player' in move);
    const holes: [number[], number[]] = [
      sorted(pending.filter((m) => m.player === 0).map((m) => m.hole)),
      sorted(pending.filter((m) => m.player === 1).map((m) => m.hole)),
    ];
    const players = ([0, 1] as const).filter((player) => holes[player].length > 0);
    return { kind: 'opening-pending', players, holes };
  }
  return { kind: 'move', player: toMove ?? 0, holes: sorted(legalMoves.map((move) => ('hole' in move ? move.hole : 0))) };
}

/** The players whose choice is due now. */
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
