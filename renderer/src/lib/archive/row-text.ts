// What a row of the archive says about its game, in words: the players, the
// rule set's display name and the result. Pure: the translator is passed in.
import type { ArchiveRow, PlayerSpec } from '../../../../electron/contract';
import type { PresetName } from '../../../../engine';
import type { Translate } from '../../i18n';

/** The rule set's name as the New game dialog shows it ("Congkak (Malay)", not `congkak-malay`). */
export function presetLabel(t: Translate, preset: PresetName): string {
  return t(`preset.${preset}`);
}

/**
 * A player's name, with the computer's level, said once: the app names its
 * computer "Computer (level 3)" already, an imported record may say just
 * "Computer". A name ending in "(… 3)" is taken to say its level.
 */
export function playerLabel(t: Translate, player: PlayerSpec): string {
  if (player.kind !== 'computer') return player.name;
  const saysLevel = new RegExp(`\\(\\D*\\b${player.level}\\)$`).test(player.name);
  return saysLevel ? player.name : t('archive.player.computer', { name: player.name, level: player.level });
}

/**
 * A person against the computer is seen from the person's side ("Won",
 * "Lost"), as the statistics count it. Two people (or two computers) have no
 * side to see it from: the result names the winner.
 */
function seenFromOneSide(row: ArchiveRow): boolean {
  return row.players[0].kind !== row.players[1].kind;
}

/** The stores with `side`'s first. */
function storesFrom(row: ArchiveRow, side: 0 | 1): string {
  return `${row.stores[side]}–${row.stores[side === 0 ? 1 : 0]}`;
}

/** The result, with the winner's store first ("Budi won 25–23"), or the viewpoint's ("Lost 7–41"). */
export function resultLabel(t: Translate, row: ArchiveRow): string {
  if (row.status === 'active') return t('archive.result.unfinished');
  if (row.status === 'abandoned') return t('archive.result.abandoned');
  const winner = row.outcome?.winner ?? null;
  if (winner === null) return t('archive.result.draw', { stores: storesFrom(row, row.viewpoint) });
  if (!seenFromOneSide(row)) return t('archive.result.named', { winner: playerLabel(t, row.players[winner]), stores: storesFrom(row, winner) });
  const stores = storesFrom(row, row.viewpoint);
  return winner === row.viewpoint ? t('archive.result.win', { stores }) : t('archive.result.loss', { stores });
}

/** How many hints were asked for ("2 hints"), or null when none were: most games have none, and say nothing. */
export function hintsLabel(t: Translate, row: ArchiveRow): string | null {
  return row.hints > 0 ? t('archive.result.hints', { count: row.hints }) : null;
}

/**
 * When a game was played, and whether its time is known: an imported
 * record's Date tag names a day only, stored as midnight UTC, so it is shown
 * as that day (in UTC, where it cannot slip to the day before) without a time.
 */
export function playedAt(createdAt: string): { date: Date; dayOnly: boolean } {
  return { date: new Date(createdAt), dayOnly: createdAt.endsWith('T00:00:00.000Z') };
}
