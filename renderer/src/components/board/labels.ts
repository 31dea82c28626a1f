// The words and numbers for the board: accessible names of holes and stores,
// seed counts with the right plural for the reader's language, and what is
// written beside the pits (each hole's number, each store's owner).
import { holeOf, type Player } from '../../../../engine';
import { t } from '../../i18n';
import { boardLayout, type Direction, type Orientation } from './layout';

export function seedsText(count: number): string {
  return t('board.seeds', { count });
}

export function sideName(player: Player): string {
  return player === 0 ? t('side.south') : t('side.north');
}

/** "South hole 3, 7 seeds", "North hole 1, 0 seeds, burnt", "South store, 1 seed". */
export function pitLabel(pit: number, seeds: number, holes: number, burnt: boolean): string {
  const owner = holeOf(pit, holes);
  const side = sideName(owner.player);
  if (owner.hole === null) return t('board.store', { side, seeds: seedsText(seeds) });
  const params = { side, hole: owner.hole, seeds: seedsText(seeds) };
  return burnt ? t('board.hole.burnt', params) : t('board.hole', params);
}

/** The number written by a hole: 1…n in its owner's sowing order, as the digit keys, hints, lessons and records count. */
export function holeNumber(pit: number, holes: number): number | null {
  return holeOf(pit, holes).hole;
}

export interface BoardLabels {
  /** The hole numbers of the top row, left to right. */
  top: number[];
  /** The hole numbers of the bottom row, left to right. */
  bottom: number[];
  /** The owners of the stores drawn at the left and right ends. */
  leftStore: Player;
  rightStore: Player;
  /** The players whose rows are drawn at the top and at the bottom. */
  topPlayer: Player;
  bottomPlayer: Player;
}

/** What the board writes beside its pits, in the places `boardLayout` draws them. */
export function boardLabels(holes: number, direction: Direction, orientation: Orientation): BoardLabels {
  const layout = boardLayout(holes, direction, orientation);
  const numbers = (row: number[]): number[] => row.map((pit) => holeNumber(pit, holes) ?? 0);
  const ownerOf = (pit: number): Player => holeOf(pit, holes).player;
  return {
    top: numbers(layout.top),
    bottom: numbers(layout.bottom),
    leftStore: ownerOf(layout.leftStore),
    rightStore: ownerOf(layout.rightStore),
    topPlayer: ownerOf(layout.top[0] ?? 0),
    bottomPlayer: ownerOf(layout.bottom[0] ?? 0),
  };
}

/** The end of the board where `player`'s store is drawn: their name is written at that end. */
export function storeEnd(labels: BoardLabels, player: Player): 'left' | 'right' {
  return labels.leftStore === player ? 'left' : 'right';
}
