/**
 * An ArchiveFilter and sort as SQL over `games g`: the WHERE clause with its
 * named parameters, the viewpoint expression (which side results are seen
 * from), and the ORDER BY. Values are always bound, never spliced in.
 */
import type { ArchiveFilter, ArchiveSortOrder } from '../../contract';

interface FilterSql {
  where: string;
  params: Record<string, string | number>;
  /** 0 or 1 per row: the named player's side, else the human facing a computer, else South. */
  viewpoint: string;
  /** True per row when its result belongs to a side: a player is named, or a human faces a computer. */
  sided: string;
}

/** The default viewpoint matches the generated opponent_* columns (the other side). */
const DEFAULT_VIEWPOINT = "(CASE WHEN g.south_kind <> 'human' AND g.north_kind = 'human' THEN 1 ELSE 0 END)";
const NAMED_VIEWPOINT = '(CASE WHEN g.south_name = @player COLLATE NOCASE THEN 0 ELSE 1 END)';
/** Two people at one device (or two computers) have no side of the viewer's to win or lose for. */
const ONE_HUMAN = "((g.south_kind = 'human') <> (g.north_kind = 'human'))";

const SORT_COLUMNS = {
  date: 'g.created_at',
  opponent: 'g.opponent_name',
  rules: 'g.preset',
  result: 'g.result_rank',
  margin: 'g.margin',
  length: 'g.move_count',
} as const satisfies Record<ArchiveSortOrder['by'], string>;

/** Words of a search box as an FTS5 query: each word quoted (no operators from the user) and prefix-matched. */
export function ftsQuery(text: string): string | null {
  const words = text.match(/[\p{L}\p{N}_]+/gu) ?? [];
  if (words.length === 0) return null;
  return words.map((word) => `"${word.replace(/"/g, '""')}"*`).join(' ');
}

export function filterSql(filter: ArchiveFilter): FilterSql {
  const clauses = ['g.deleted_at IS NULL'];
  const params: Record<string, string | number> = {};
  const viewpoint = filter.player === undefined ? DEFAULT_VIEWPOINT : NAMED_VIEWPOINT;
  const sided = filter.player === undefined ? ONE_HUMAN : '1';
  const opponentKind = filter.player === undefined ? 'g.opponent_kind' : `(CASE ${viewpoint} WHEN 0 THEN g.north_kind ELSE g.south_kind END)`;

  if (filter.player !== undefined) {
    clauses.push('(g.south_name = @player COLLATE NOCASE OR g.north_name = @player COLLATE NOCASE)');
    params['player'] = filter.player;
  }
  if (filter.opponentLevel !== undefined) {
    clauses.push(`${opponentKind} = @opponentKind`);
    params['opponentKind'] = `computer:${filter.opponentLevel}`;
  } else if (filter.opponentKind !== undefined) {
    clauses.push(filter.opponentKind === 'human' ? `${opponentKind} = 'human'` : `${opponentKind} <> 'human'`);
  }
  if (filter.preset !== undefined) {
    clauses.push('g.preset = @preset');
    params['preset'] = filter.preset;
  }
  switch (filter.result) {
    case 'win':
      clauses.push(`g.status IN ('finished', 'resigned') AND g.winner = ${viewpoint} AND ${sided}`);
      break;
    case 'loss':
      clauses.push(`g.status IN ('finished', 'resigned') AND g.winner = 1 - ${viewpoint} AND ${sided}`);
      break;
    case 'draw':
      clauses.push("g.status = 'finished' AND g.winner IS NULL");
      break;
  }
  if (filter.from !== undefined) {
    clauses.push('g.created_at >= @from');
    params['from'] = filter.from;
  }
  if (filter.to !== undefined) {
    // Inclusive: everything before the next day.
    clauses.push("g.created_at < date(@to, '+1 day')");
    params['to'] = filter.to;
  }
  if (filter.tag !== undefined) {
    // The label's games gathered once, not a lookup per game: 52 -> 13 ms for a page of 100,000 games.
    clauses.push('g.id IN (SELECT t.game_id FROM game_tags t WHERE t.label = @tag)');
    params['tag'] = filter.tag;
  }
  if (filter.hasComments !== undefined) {
    const commented = '(g.comment IS NOT NULL OR EXISTS (SELECT 1 FROM move_notes n WHERE n.game_id = g.id AND n.comment IS NOT NULL))';
    clauses.push(filter.hasComments ? commented : `NOT ${commented}`);
  }
  if (filter.unfinished !== undefined) clauses.push(filter.unfinished ? "g.status = 'active'" : "g.status <> 'active'");
  if (filter.favourite !== undefined) clauses.push(`g.favourite = ${filter.favourite ? 1 : 0}`);
  const match = filter.text === undefined ? null : ftsQuery(filter.text);
  if (match !== null) {
    clauses.push('g.id IN (SELECT rowid FROM games_search WHERE games_search MATCH @match)');
    params['match'] = match;
  }
  return { where: clauses.join(' AND '), params, viewpoint, sided };
}

export function orderSql(sort: ArchiveSortOrder): string {
  const direction = sort.descending ? 'DESC' : 'ASC';
  const column = SORT_COLUMNS[sort.by];
  // Date then id break ties, so pages never overlap or skip a game.
  return column === SORT_COLUMNS.date
    ? `${column} ${direction}, g.id ${direction}`
    : `${column} ${direction}, g.created_at ${direction}, g.id ${direction}`;
}
