/**
 * Each level's rating on the Elo scale, per game, as `npm run bench:ai`
 * fits them to its ladder (level 1 anchored at 800, a beginner): what "level
 * 4 is about 1400" means. Refit and copy them here whenever a level changes
 * (README: the ladders these come from, 200 games a rung, level 6 at
 * 150,000 positions a move).
 */
import type { GameFamily } from '../types';
import type { Level } from './opponent';

export const LEVEL_RATINGS: Readonly<Record<GameFamily, Readonly<Record<Level, number>>>> = {
  congkak: { 1: 800, 2: 994, 3: 1192, 4: 1377, 5: 1556, 6: 1655 },
  kalah: { 1: 800, 2: 950, 3: 1080, 4: 1208, 5: 1414, 6: 1619 },
  oware: { 1: 800, 2: 957, 3: 1153, 4: 1648, 5: 2161, 6: 2889 },
};
