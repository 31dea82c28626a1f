// The computer's levels as the New game dialog names them: each with its
// measured rating in the chosen rules' family (a level's strength differs
// between Congkak, Kalah and Oware) and a line on how it plays.
import { LEVEL_RATINGS, LEVELS, PRESETS, type Level, type PresetName } from '../../../../engine';
import { t } from '../../i18n';

export { LEVELS };

/** Ratings are shown to the nearest 50: a fitted 1317 is "about 1300", not a precise number. */
const RATING_STEP = 50;

/** "Level 3 · about 1300": the level and its rating in the family of `preset`'s rules. */
export function levelName(level: Level, preset: PresetName): string {
  const rating = Math.round(LEVEL_RATINGS[PRESETS[preset].game][level] / RATING_STEP) * RATING_STEP;
  // Written without digit grouping, as ratings are ("1300", not "1,300").
  return t('newGame.levelOption', { level, rating: String(rating) });
}

/** How the level plays, in one line. */
export function levelAbout(level: Level): string {
  return t(`level.${level}.about`);
}
