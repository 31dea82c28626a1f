// The replay viewer's words: where the viewer is, what an annotation glyph
// means, and what the analysis found, in sentences rather than symbols and
// scores. Every plural goes through the ICU catalogue.
import { type Glyph } from '../../../../engine';
import { sideName } from '../../components/board/labels';
import { t, type MessageKey } from '../../i18n';
import { tenthsOfSeeds, verdictLine } from '../move-words';
import type { ChoiceVerdict } from './analysis';
import type { ReplayCounter } from './counter';
import type { MoveRow } from './move-list';
import type { Granularity } from './navigation';

/** "Turn 11 of 22 · choice 2 of 3 · seed 41 of 60", or "Start of the game · 22 turns". */
export function counterText(counter: ReplayCounter): string {
  if (counter.kind === 'start') return t('replay.start', { turns: counter.turns });
  const { turn, turns, choice, choices, seed, seeds } = counter;
  return t('replay.counter', { turn, turns, choice, choices, seed, seeds });
}

/**
 * The step buttons' words, each step size written whole by each language
 * ("Back one lap", "Retroceder una vuelta"): a step's bare noun put into one
 * sentence could not agree with its article or count word.
 */
export function stepBackText(granularity: Granularity): string {
  return t('replay.previous', { step: granularity });
}

export function stepForwardText(granularity: Granularity): string {
  return t('replay.next', { step: granularity });
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

/** A move-list turn for a screen reader: its number and notation, its glyph's meaning and the analysis' mark. */
export function turnLabel(row: Extract<MoveRow, { kind: 'turn' }>, verdict: ChoiceVerdict | undefined): string {
  const parts = [t('replay.turn', { number: row.number, text: row.text })];
  if (row.glyph) parts.push(t('replay.glyphNamed', { glyph: row.glyph, meaning: glyphMeaning(row.glyph) }));
  if (verdict && verdict.severity !== 'good') parts.push(verdictLine(verdict));
  return parts.join(', ');
}

/** Who is ahead and by how much, from South's side: "South 3 seeds ahead", "North 1 seed ahead", "level". */
export function leadText(southAhead: number): string {
  const seeds = tenthsOfSeeds(Math.abs(southAhead));
  return seeds === 0 ? t('replay.graphEven') : t('replay.graphLead', { side: sideName(southAhead > 0 ? 0 : 1), seeds });
}
