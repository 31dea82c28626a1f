// The replay viewer's words: where the viewer is, what an annotation glyph
// means, and what the analysis found, in sentences rather than symbols and
// scores. Every plural goes through the ICU catalogue.
import { holeChosenBy, type Glyph } from '../../../../engine';
import { sideName } from '../../components/board/labels';
import { t, type MessageKey } from '../../i18n';
import type { ChoiceVerdict } from './analysis';
import type { ReplayCounter } from './counter';
import type { MoveRow } from './move-list';

/** "Turn 11 of 22 · choice 2 of 3 · seed 41 of 60", or "Start of the game · 22 turns". */
export function counterText(counter: ReplayCounter): string {
  if (counter.kind === 'start') return t('replay.start', { turns: counter.turns });
  const { turn, turns, choice, choices, seed, seeds } = counter;
  return t('replay.counter', { turn, turns, choice, choices, seed, seeds });
}

const GLYPH_MEANINGS: Record<Glyph, MessageKey> = {
  '!': 'replay.glyph.good',
  '?': 'replay.glyph.mistake',
  '!!': 'replay.glyph.brilliant',
  '??': 'replay.glyph.blunder',
  '!?': 'replay.glyph.interesting',
  '?!': 'replay.glyph.dubious',
};

/** What an annotation glyph says: "!?" is "interesting move". */
export function glyphMeaning(glyph: Glyph): string {
  return t(GLYPH_MEANINGS[glyph]);
}

/** Seeds to one decimal at most, as the verdicts say them. */
const seedsOf = (value: number): number => Math.round(value * 10) / 10;

/** The analysis' judgement of one choice: "mistake: gave away 9 seeds; better was hole 4", or "best choice". */
export function verdictWords(verdict: ChoiceVerdict): string {
  if (verdict.played === null) return t('replay.verdict.unjudged');
  const seeds = seedsOf(verdict.loss);
  if (seeds === 0) return t('replay.verdict.best');
  const better = holeChosenBy(verdict.best.move, verdict.player);
  if (verdict.severity === 'good') return t('replay.verdict.close', { seeds, hole: better });
  return t('replay.verdict.lost', { severity: verdict.severity, seeds, hole: better });
}

/** The judged choice and its judgement: "South, hole 3 — mistake: gave away 9 seeds; better was hole 4". */
export function verdictLine(verdict: ChoiceVerdict): string {
  return t('replay.verdict', { side: sideName(verdict.player), hole: verdict.hole, words: verdictWords(verdict) });
}

/** A move-list turn for a screen reader: its number and notation, its glyph's meaning and the analysis' mark. */
export function turnLabel(row: Extract<MoveRow, { kind: 'turn' }>, verdict: ChoiceVerdict | undefined): string {
  const parts = [t('replay.turn', { number: row.number, text: row.text })];
  if (row.glyph) parts.push(t('replay.glyphNamed', { glyph: row.glyph, meaning: glyphMeaning(row.glyph) }));
  if (verdict && verdict.severity !== 'good') parts.push(verdictLine(verdict));
  return parts.join(', ');
}

/** Who is ahead and by how much, from South's side: "South 3 seeds ahead", "North 1 seed ahead", "level". */
export function leadText(southAhead: number): string {
  const seeds = seedsOf(Math.abs(southAhead));
  return seeds === 0 ? t('replay.graphEven') : t('replay.graphLead', { side: sideName(southAhead > 0 ? 0 : 1), seeds });
}
