/**
 * Each level's rating on the Elo scale, per game, as `npm run bench:ai`
 * fits them to its ladder (level 1 anchored at 800, a beginner): what "level
 * 4 is about 1400" means. Refit and copy them here whenever a level changes
 * (README: the ladders these come from). Congkak's are from the full ladder
 * of the levels as they are (100 games a rung); Kalah's and Oware's from
 * rungs measured while the levels were tuned, to be refit from a full run.
 */
import type { GameFamily } from '../types';
import type { Level } from './opponent';

export const LEVEL_RATINGS: Readonly<Record<GameFamily, Readonly<Record<Level, number>>>> = {
  congkak: { 1: 800, 2: 1094, 3: 1348, 4: 1498, 5: 1673, 6: 1802 },
  kalah: { 1: 800, 2: 974, 3: 1167, 4: 1278, 5: 1522, 6: 1672 },
  oware: { 1: 800, 2: 907, 3: 1531, 4: 1673, 5: 2162, 6: 2321 },
};
