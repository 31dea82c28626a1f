// A proven value in words: where the engine solved a position to the end of
// the round ("exact"), Replay's verdicts and Play's hints say what the best
// choice ends with, "exact: wins by 4"; an estimate is not said as one.
import { t } from '../../i18n';

/** A score from the chooser's side (seeds of final margin) and whether it is proven. */
export interface Valued {
  score: number;
  exact: boolean;
}

/** "exact: wins by 4", "exact: loses by 2", "exact: a draw"; null for an estimate. */
export function exactWords(value: Valued): string | null {
  if (!value.exact) return null;
  // A proven score is a whole margin; rounding only guards the words against a stray fraction.
  const margin = Math.round(value.score);
  return t('moveWords.exact', { outcome: margin > 0 ? 'win' : margin < 0 ? 'loss' : 'draw', seeds: Math.abs(margin) });
}

/** `words`, then the proven value in brackets where there is one. */
export function withExactWords(words: string, value: Valued): string {
  const exact = exactWords(value);
  return exact === null ? words : t('moveWords.withExact', { words, exact });
}
