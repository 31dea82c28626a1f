// The words of a game's end: who won and how (by seeds, or by resignation),
// of one game or of a series with its rounds.
import type { GameOutcome, RoundResult } from '../../../../electron/contract';
import type { Player } from '../../../../engine';
import { seedsText } from '../../components/board/labels';
import { t } from '../../i18n';
import { personOf, type Perspective } from './status';

/** "Ana wins by 6 seeds", "Ana wins by resignation", "Ana wins the series by 6 seeds", "A draw". */
export function verdictText(outcome: GameOutcome, perspective: Perspective, series: boolean): string {
  const { winner } = outcome;
  if (winner === null) return series ? t('gameOver.seriesDraw') : t('gameOver.draw');
  const named = { person: personOf(winner, perspective), name: perspective.names[winner] };
  // A resignation is won by it, whatever the stores were at that moment.
  if (outcome.termination === 'resigned:south' || outcome.termination === 'resigned:north') {
    return series ? t('gameOver.seriesWinsByResignation', named) : t('gameOver.winsByResignation', named);
  }
  const margin = seedsText(Math.abs(outcome.stores[0] - outcome.stores[1]));
  return series ? t('gameOver.seriesWins', { ...named, margin }) : t('gameOver.wins', { ...named, margin });
}

/** Who won a round, in a word for the rounds table: the winner's name, or "Draw". */
export function roundWinnerText(result: RoundResult, names: readonly [string, string]): string {
  return result.winner === null ? t('gameOver.roundDraw') : names[result.winner];
}

/** "Ana wins round 1 by 18 seeds", "Round 2 is a draw". */
export function roundVerdictText(round: number, winner: Player | null, stores: readonly [number, number], perspective: Perspective): string {
  if (winner === null) return t('roundSummary.draw', { round });
  return t('roundSummary.wins', { person: personOf(winner, perspective), name: perspective.names[winner], round, margin: seedsText(Math.abs(stores[0] - stores[1])) });
}
