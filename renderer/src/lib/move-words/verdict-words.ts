// A judged choice against the engine's best, in words: Replay's verdicts
// from the analysis' evaluations ("mistake: gave away 9 seeds; better was
// hole 4"), said with the ICU catalogue's plurals.
import { holeChosenBy } from '../../../../engine';
import { sideName } from '../../components/board/labels';
import { t } from '../../i18n';
import type { ChoiceVerdict } from '../replay/analysis';
import { withExactWords } from './exact-words';

/** Seeds to one decimal at most, as the verdicts say them. */
export const tenthsOfSeeds = (value: number): number => Math.round(value * 10) / 10;

/**
 * The analysis' judgement of one choice: "mistake: gave away 9 seeds; better
 * was hole 4", or "best choice", with the best choice's proven value where the
 * analysis solved it ("… (exact: wins by 4)").
 */
export function verdictWords(verdict: ChoiceVerdict): string {
  if (verdict.played === null) return t('replay.verdict.unjudged');
  return withExactWords(judgement(verdict), verdict.best);
}

function judgement(verdict: ChoiceVerdict): string {
  const seeds = tenthsOfSeeds(verdict.loss);
  if (seeds === 0) return t('replay.verdict.best');
  const better = holeChosenBy(verdict.best.move, verdict.player);
  if (verdict.severity === 'good') return t('replay.verdict.close', { seeds, hole: better });
  return t('replay.verdict.lost', { severity: verdict.severity, seeds, hole: better });
}

/** The judged choice and its judgement: "South, hole 3 — mistake: gave away 9 seeds; better was hole 4". */
export function verdictLine(verdict: ChoiceVerdict): string {
  return t('replay.verdict', { side: sideName(verdict.player), hole: verdict.hole, words: verdictWords(verdict) });
}
