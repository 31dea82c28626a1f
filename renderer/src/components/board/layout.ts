// Where each pit is drawn. engine/RULES.md §1: clockwise Congkak puts South's row
// `n-1 … 0` left to right with South's store at the left end, North's row
// `n+1 … 2n` with North's store at the right; counter-clockwise games are the
// mirror image. The orientation setting turns the board half a turn so North
// sits at the bottom (each player's store stays on their own left or right).
import { pitOfHole, storeOf } from '../../../../engine';

export type Direction = 'clockwise' | 'counterclockwise';
export type Orientation = 'south-bottom' | 'north-bottom';

interface BoardLayout {
  /** Pit indices of the top row, left to right. */
  top: number[];
  /** Pit indices of the bottom row, left to right. */
  bottom: number[];
  leftStore: number;
  rightStore: number;
}

const range = (from: number, count: number): number[] => Array.from({ length: count }, (_, i) => from + i);

export function boardLayout(holes: number, direction: Direction, orientation: Orientation): BoardLayout {
  const south = range(pitOfHole(0, 1, holes), holes);
  const north = range(pitOfHole(1, 1, holes), holes);
  const southStore = storeOf(0, holes);
  const northStore = storeOf(1, holes);
  const clockwise: BoardLayout = { top: north, bottom: [...south].reverse(), leftStore: southStore, rightStore: northStore };
  const drawn: BoardLayout =
    direction === 'clockwise'
      ? clockwise
      : { top: [...north].reverse(), bottom: south, leftStore: northStore, rightStore: southStore };
  if (orientation === 'south-bottom') return drawn;
  // Half a turn: the rows swap and each reads backwards, the stores swap ends.
  return {
    top: [...drawn.bottom].reverse(),
    bottom: [...drawn.top].reverse(),
    leftStore: drawn.rightStore,
    rightStore: drawn.leftStore,
  };
}
