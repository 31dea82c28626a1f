// The words for the board: accessible names of holes and stores, and seed
// counts with the right plural for the reader's language.
import { holeOf, type Player } from '../../../../engine';
import { t } from '../../i18n';

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
