/** Read queries of the Archive screen: pages of games, statistics, labels. */
import type Database from 'better-sqlite3';
import type { Player, PresetName } from '../../../engine';
import type { ArchiveFilter, ArchivePage, ArchiveRow, ArchiveSortOrder, ArchiveStats, GameStatus, TagCount, Termination } from '../../contract';
import { decodePlayer } from '../games/players';
import { filterSql, orderSql } from './archive-filter-sql';
import { CURRENT_STORES_SQL } from './archive-store';

/**
 * The games the list reads, through the narrow covering index of every listed
 * column (migration 004) rather than the wide rows: the planner, left alone,
 * sometimes chose the rows and took 100-200 ms for a filtered first page of
 * 100,000 games instead of 10-30 ms (see migration 007).
 */
const LISTED_GAMES = 'games g INDEXED BY games_listing';
const MAX_CACHED_COUNTS = 64;

interface RowRecord {
  id: number;
  created_at: string;
  preset: PresetName;
  event: string;
  south_name: string;
  south_kind: string;
  north_name: string;
  north_kind: string;
  viewpoint: Player;
  status: GameStatus;
  termination: Termination | null;
  winner: Player | null;
  south_store: number | null;
  north_store: number | null;
  move_count: number;
  favourite: number;
  has_comments: number;
  tags: string | null;
  hints: number;
}

interface CountsRecord {
  games: number;
  wins: number | null;
  losses: number | null;
  draws: number | null;
  neither_side: number | null;
}

/**
 * Result counts over the rows of the surrounding query, seen from the side
 * `v` names where `sided` holds; a game won where it does not counts for neither side.
 */
function countsSql({ viewpoint: v, sided }: { viewpoint: string; sided: string }): string {
  const decided = "g.status IN ('finished', 'resigned') AND g.winner IS NOT NULL";
  return `count(*) AS games,
    sum(${decided} AND ${sided} AND g.winner = ${v}) AS wins,
    sum(${decided} AND ${sided} AND g.winner = 1 - ${v}) AS losses,
    sum(g.status = 'finished' AND g.winner IS NULL) AS draws,
    sum(${decided} AND NOT ${sided}) AS neither_side`;
}

function counts(record: CountsRecord) {
  return { games: record.games, wins: record.wins ?? 0, losses: record.losses ?? 0, draws: record.draws ?? 0, neitherSide: record.neither_side ?? 0 };
}

export function createArchiveQueries(db: Database.Database) {
  // Statements depend on the filter's shape; cache them by their SQL.
  const cache = new Map<string, Database.Statement>();
  const statement = (sql: string): Database.Statement => {
    let prepared = cache.get(sql);
    if (prepared === undefined) {
      prepared = db.prepare(sql);
      cache.set(sql, prepared);
    }
    return prepared;
  };

  /**
   * Counts by filter, kept until the data changes: scrolling asks for page after
   * page of one filter, and counting is most of a page's time on a large
   * archive. The stamp changes with every row this connection writes
   * (total_changes(), triggers included) and every commit by another one
   * (data_version).
   */
  const changeStamp = db.prepare('SELECT total_changes() AS mine, (SELECT data_version FROM pragma_data_version) AS others');
  const cachedCounts = new Map<string, number>();
  let countsStamp = '';
  function countOf(where: string, params: Record<string, string | number>): number {
    const stamp = JSON.stringify(changeStamp.get());
    if (stamp !== countsStamp || cachedCounts.size >= MAX_CACHED_COUNTS) {
      cachedCounts.clear();
      countsStamp = stamp;
    }
    const key = JSON.stringify([where, params]);
    let total = cachedCounts.get(key);
    if (total === undefined) {
      total = (statement(`SELECT count(*) FROM ${LISTED_GAMES} WHERE ${where}`).pluck().get(params) as number | undefined) ?? 0;
      cachedCounts.set(key, total);
    }
    return total;
  }

  function toRow(record: RowRecord): ArchiveRow {
    const over = record.status !== 'active';
    return {
      id: record.id,
      createdAt: record.created_at,
      preset: record.preset,
      event: record.event,
      players: [decodePlayer(record.south_name, record.south_kind), decodePlayer(record.north_name, record.north_kind)],
      viewpoint: record.viewpoint,
      status: record.status,
      outcome:
        over && record.termination !== null
          ? { termination: record.termination, winner: record.winner, stores: [record.south_store ?? 0, record.north_store ?? 0] }
          : null,
      stores: [record.south_store ?? 0, record.north_store ?? 0],
      moveCount: record.move_count,
      tags: record.tags === null ? [] : (JSON.parse(record.tags) as string[]),
      favourite: record.favourite === 1,
      hasComments: record.has_comments === 1,
      hints: record.hints,
    };
  }

  return {
    list(filter: ArchiveFilter, sort: ArchiveSortOrder, offset: number, limit: number): ArchivePage {
      const { where, params, viewpoint } = filterSql(filter);
      const total = countOf(where, params);
      // Past the end there is nothing to read: SQLite would still step over every matching row to get there.
      if (offset >= total) return { total, offset, rows: [] };
      // The page's ids first (the index does the sorting), then the columns of those few rows.
      const rows = statement(
        `WITH page AS (SELECT g.id, ${viewpoint} AS viewpoint FROM ${LISTED_GAMES} WHERE ${where} ORDER BY ${orderSql(sort)} LIMIT @limit OFFSET @offset)
         SELECT g.id, g.created_at, g.preset, g.event, g.south_name, g.south_kind, g.north_name, g.north_kind,
           page.viewpoint, g.status, g.termination, g.winner, g.move_count, g.favourite, g.hints,
           ${CURRENT_STORES_SQL},
           (g.comment IS NOT NULL OR EXISTS (SELECT 1 FROM move_notes n WHERE n.game_id = g.id AND n.comment IS NOT NULL)) AS has_comments,
           (SELECT json_group_array(label) FROM (SELECT label FROM game_tags t WHERE t.game_id = g.id ORDER BY position)) AS tags
         FROM page JOIN games g ON g.id = page.id
         ORDER BY ${orderSql(sort)}`,
      ).all({ ...params, limit, offset }) as RowRecord[];
      return { total, offset, rows: rows.map(toRow) };
    },

    /** Ids of every game matching the filter, in date order (export of the current filter). */
    ids(filter: ArchiveFilter): number[] {
      const { where, params } = filterSql(filter);
      return statement(`SELECT g.id FROM ${LISTED_GAMES} WHERE ${where} ORDER BY g.created_at, g.id`).pluck().all(params) as number[];
    },

    stats(filter: ArchiveFilter): ArchiveStats {
      const sql = filterSql(filter);
      const { where, params, viewpoint } = sql;
      const overall = statement(
        `SELECT ${countsSql(sql)}, sum(g.status = 'active') AS unfinished,
           avg(CASE WHEN g.status = 'finished' THEN g.margin END) AS average_margin
         FROM ${LISTED_GAMES} WHERE ${where}`,
      ).get(params) as CountsRecord & { unfinished: number | null; average_margin: number | null };
      const byPreset = statement(`SELECT g.preset, ${countsSql(sql)} FROM ${LISTED_GAMES} WHERE ${where} GROUP BY g.preset ORDER BY g.preset`).all(params) as (CountsRecord & { preset: PresetName })[];
      const opponentKind = `(CASE ${viewpoint} WHEN 0 THEN g.north_kind ELSE g.south_kind END)`;
      const byLevel = statement(
        `SELECT CAST(substr(${opponentKind}, 10) AS INTEGER) AS level, ${countsSql(sql)}
         FROM ${LISTED_GAMES} WHERE ${where} AND ${opponentKind} <> 'human' GROUP BY level ORDER BY level`,
      ).all(params) as (CountsRecord & { level: number })[];
      const longest = statement(
        // longest_relay is not in the listing index: the rows are read either way.
        `SELECT g.id, g.longest_relay FROM games g WHERE ${where} AND g.longest_relay > 0 ORDER BY g.longest_relay DESC, g.id LIMIT 1`,
      ).get(params) as { id: number; longest_relay: number } | undefined;
      return {
        ...counts(overall),
        unfinished: overall.unfinished ?? 0,
        byPreset: byPreset.map((row) => ({ preset: row.preset, ...counts(row) })),
        byLevel: byLevel.map((row) => ({ level: row.level, ...counts(row) })),
        averageMargin: overall.average_margin,
        longestRelay: longest === undefined ? null : { relays: longest.longest_relay, gameId: longest.id },
      };
    },

    tags(): TagCount[] {
      return statement(
        `SELECT t.label, count(*) AS games FROM game_tags t JOIN games g ON g.id = t.game_id
         WHERE g.deleted_at IS NULL GROUP BY t.label ORDER BY t.label COLLATE NOCASE`,
      ).all() as TagCount[];
    },
  };
}
