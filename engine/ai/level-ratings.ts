/**
 * Each level's rating on the Elo scale, per game, as `npm run bench:ai`
 * fits them to its ladder (level 1 anchored at 800, a beginner): what "level
 * 4 is about 1400" means. Refit and copy them here whenever a level changes
 * (engine/README.md: the ladders these come from, 200 games a rung, level 6 at
 * 150,000 positions a move).
 */
import type { GameFamily } from '../types';
import type { Level } from './opponent';

export const LEVEL_RATINGS: Readonly<Record<GameFamily, Readonly<Record<Level, number>>>> = {
  congkak: { 1: 800, 2: 1052, 3: 1239, 4: 1440, 5: 1601, 6: 1768 },
  kalah: { 1: 800, 2: 984, 3: 1106, 4: 1208, 5: 1471, 6: 1750 },
  oware: { 1: 800, 2: 1021, 3: 1215, 4: 1793, 5: 2218, 6: 2823 },
};
