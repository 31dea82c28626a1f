// A judged choice for tests of the words that tell it: South's hole 3 (move 6)
// scored 10 - loss against hole 4's 10, severity from the analysis' thresholds.
import type { Move } from '../../../../engine';
import { BLUNDER_SEEDS, MISTAKE_SEEDS, type ChoiceVerdict } from './analysis';

export function verdict(loss: number, options: { played?: number | null; best?: Move; player?: 0 | 1 } = {}): ChoiceVerdict {
  const severity = loss >= BLUNDER_SEEDS ? 'blunder' : loss >= MISTAKE_SEEDS ? 'mistake' : 'good';
  const played = options.played === undefined ? 10 - loss : options.played;
  return { move: 6, player: options.player ?? 0, hole: 3, played, best: { move: options.best ?? { hole: 4 }, score: 10, exact: false }, loss, severity };
}
