// The computer's levels as the New game dialog names them: each with its
// measured rating in the chosen rules' family (a level's strength differs
// between Congkak, Kalah and Oware) and a line on how it plays.
import { LEVEL_RATINGS, LEVELS, PRESETS, type Level, type PresetName } from '../../../../engine';
import { t } from '../../i18n';

export { LEVELS };

/** "Level 3 · about 1150": the level and its rating in the family of `preset`'s rules. */
export function levelName(level: Level, preset: PresetName): string {
  // Written without digit grouping, as ratings are ("1150", not "1,150").
  return t('newGame.levelOption', { level, rating: String(LEVEL_RATINGS[PRESETS[preset].game][level]) });
}

/** How the level plays, in one line. */
export function levelAbout(level: Level): string {
  return t(`level.${level}.about`);
}
