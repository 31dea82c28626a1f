// The replay viewer's words: where the viewer is, what an annotation glyph
// means, and what the analysis found, in sentences rather than symbols and
// scores. Every plural goes through the ICU catalogue.
import { t } from '../../i18n';
import type { ReplayCounter } from './counter';

/** "Turn 11 of 22 · choice 2 of 3 · seed 41 of 60", or "Start of the game". */
export function counterText(counter: ReplayCounter): string {
  if (counter.kind === 'start') return t('replay.start');
  const { turn, turns, choice, choices, seed, seeds } = counter;
  return t('replay.counter', { turn, turns, choice, choices, seed, seeds });
}
