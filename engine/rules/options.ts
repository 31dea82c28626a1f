/**
 * Which options of the rules object each game family reads (RULES.md §6, §7):
 * the one list callers offer, explain and describe rules from, so a screen
 * never keeps its own idea of what Oware ignores.
 */
import type { GameFamily, Rules } from '../types';

/** The rules object's options with a fixed list of values, in the order of RULES.md §6. */
export const RULE_OPTIONS = [
  'game',
  'direction',
  'opening',
  'firstPlayer',
  'storeLanding',
  'relay',
  'emptyOpposite',
  'captureNeedsLap',
  'emptyOpponentLanding',
  'roundEnd',
  'leftovers',
  'grandSlam',
] as const satisfies readonly (keyof Rules)[];
export type RuleOption = (typeof RULE_OPTIONS)[number];

/** Oware's own sowing and captures (§7) ignore the Congkak turn's options; the grand slam is Oware's alone. */
const OWARE_READS: readonly RuleOption[] = ['game', 'direction', 'firstPlayer', 'grandSlam'];

/** The options a game of `game` reads, in §6 order: changing any other changes nothing. */
export function familyOptions(game: GameFamily): readonly RuleOption[] {
  return RULE_OPTIONS.filter((option) => (game === 'oware' ? OWARE_READS.includes(option) : option !== 'grandSlam'));
}
