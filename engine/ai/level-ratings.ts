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
  congkak: { 1: 800, 2: 1030, 3: 1236, 4: 1440, 5: 1620, 6: 1752 },
  kalah: { 1: 800, 2: 951, 3: 1076, 4: 1179, 5: 1412, 6: 1596 },
  oware: { 1: 800, 2: 967, 3: 1181, 4: 1685, 5: 2156, 6: 2884 },
};
