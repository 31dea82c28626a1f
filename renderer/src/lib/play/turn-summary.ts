// A turn in a few words, once it has been sown: who chose, how many times,
// the store landings, relays and captures, and the seeds each banked
// ("Computer: 13 choices, 12 store landings, 2 captures, +84 seeds"). Counted
// from the engine's events alone, from the board before the turn.
import { applyEvents, storeOf, type EngineEvent, type Player } from '../../../../engine';
import { t } from '../../i18n';
import type { Perspective } from './status';

/** What one player did in a turn. */
export interface TurnTally {
  player: Player;
  choices: number;
  storeLandings: number;
  relays: number;
  captures: number;
  /** Seeds their store gained over the turn. */
  banked: number;
}

export interface TurnSummary {
  /** The simultaneous opening: both players chose. */
  opening: boolean;
  /** The players who chose in the turn, South first. */
  tallies: TurnTally[];
}

/** Tallies `events` (a turn's moves, in order) played from `fromPits`. */
export function summarizeTurn(fromPits: readonly number[], events: readonly EngineEvent[], holes: number, opening: boolean): TurnSummary {
  const after = applyEvents(fromPits, events);
  const tally = (player: Player): TurnTally => {
    const count = (type: EngineEvent['type']) => events.filter((event) => event.type === type && 'player' in event && event.player === player).length;
    const store = storeOf(player, holes);
    return {
      player,
      choices: count('pick'),
      storeLandings: count('store'),
      relays: count('relay'),
      captures: count('capture'),
      banked: (after[store] ?? 0) - (fromPits[store] ?? 0),
    };
  };
  return { opening, tallies: ([0, 1] as const).map(tally).filter((player) => player.choices > 0) };
}

function tallyText(tally: TurnTally, perspective: Perspective): string {
  const parts = [t('summary.choices', { count: tally.choices })];
  if (tally.storeLandings > 0) parts.push(t('summary.storeLandings', { count: tally.storeLandings }));
  if (tally.relays > 0) parts.push(t('summary.relays', { count: tally.relays }));
  if (tally.captures > 0) parts.push(t('summary.captures', { count: tally.captures }));
  parts.push(t('summary.banked', { count: tally.banked }));
  const name = perspective.you === tally.player ? t('summary.you') : perspective.names[tally.player];
  return t('summary.player', { name, details: parts.join(', ') });
}

/** The summary in one line; empty when nobody chose. */
export function turnSummaryText(summary: TurnSummary, perspective: Perspective): string {
  const players = summary.tallies.map((tally) => tallyText(tally, perspective));
  if (players.length === 0) return '';
  return summary.opening ? t('summary.opening', { players: players.join('; ') }) : players.join('; ');
}
