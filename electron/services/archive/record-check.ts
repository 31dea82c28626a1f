/**
 * Checks a `.congkak` file before anything is written: every game parsed and
 * re-derived by the engine (engine/record's parseRecord, game by game so the
 * work can be shared between threads and reported as progress), its tags
 * checked against what the moves say, and the facts the archive lists derived.
 * The first fault anywhere is the answer, with its line in the whole file.
 */
import { lexRecord } from '../../../engine/record/lexer';
import { parseRecord } from '../../../engine/record';
import { splitGames } from '../../../engine/record/split-games';
import type { GameRecord, Result } from '../../../engine/types';
import type { GameOutcome, GameStatus, PlayerSpec } from '../../contract';
import { decodePlayer } from '../games/game-store';
import { contentHash } from './content-hash';
import { deriveGameFacts, type TurnFacts } from './game-facts';

/** One game of a file as the archive will store it. Plain data: it crosses a worker boundary. */
export interface CheckedGame {
  /** Position of the game in the file (0-based) and the line it begins on (1-based). */
  index: number;
  line: number;
  record: GameRecord;
  players: [PlayerSpec, PlayerSpec];
  status: GameStatus;
  outcome: GameOutcome | null;
  /** From the Date tag (`2026.11.29`), null when it has none or an incomplete one. */
  playedOn: string | null;
  labels: string[];
  turns: TurnFacts[];
  longestRelay: number;
  hash: string;
}

export interface RecordFault {
  line: number;
  message: string;
}

/** A file cut into games: each game's text and the line it starts on. */
export interface GameSlice {
  line: number;
  text: string;
}

const LINE_PREFIX = /^line (\d+): /;

function fault(line: number, message: string): RecordFault {
  return { line, message };
}

/** Cuts a file into its games with the engine's own lexer and splitter, so comments spanning lines stay whole. */
export function sliceGames(text: string): Result<GameSlice[], RecordFault> {
  const lexed = lexRecord(text);
  if (!lexed.ok) {
    const line = Number(LINE_PREFIX.exec(lexed.error)?.[1] ?? 1);
    return { ok: false, error: fault(line, lexed.error.replace(LINE_PREFIX, '')) };
  }
  const physical = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const starts = splitGames(lexed.value).map((game) => (game.tags[0] ?? game.movetext[0])?.line ?? 1);
  return {
    ok: true,
    value: starts.map((line, index) => ({
      line,
      text: physical.slice(line - 1, (starts[index + 1] ?? physical.length + 1) - 1).join('\n'),
    })),
  };
}

const KIND = /^(human|computer:[1-6])$/;
const DATE_TAG = /^(\d{4})\.(\d{2})\.(\d{2})$/;
export const MAX_LABEL_LENGTH = 40;

/** The Tags tag's labels: comma-separated, trimmed, empty pieces dropped, each kept once. */
export function labelsOf(value: string | undefined): Result<string[], string> {
  const labels = [...new Set((value ?? '').split(',').map((label) => label.trim()).filter((label) => label !== ''))];
  const tooLong = labels.find((label) => label.length > MAX_LABEL_LENGTH);
  if (tooLong !== undefined) return { ok: false, error: `the label "${tooLong}" is longer than ${MAX_LABEL_LENGTH} characters` };
  return { ok: true, value: labels };
}

/** Finds the line of a tag inside a game's slice (tags are one per line). */
function tagLine(slice: GameSlice, name: string): number {
  const offset = slice.text.split('\n').findIndex((line) => line.trim().startsWith(`[${name} `));
  return slice.line + Math.max(offset, 0);
}

function statusOf(record: GameRecord, stores: [number, number], over: { winner: 0 | 1 | null } | null, slice: GameSlice): Result<{ status: GameStatus; outcome: GameOutcome | null }, RecordFault> {
  const termination = record.tags['Termination'];
  const result = record.tags['Result'];
  const bad = (tag: string, why: string) => ({ ok: false as const, error: fault(tagLine(slice, tag), why) });
  if (over !== null) {
    if (termination !== undefined && termination !== 'normal') return bad('Termination', `Termination says "${termination}" but the moves play the game to its end`);
    if (result !== undefined && result !== `${stores[0]}-${stores[1]}`) return bad('Result', `Result says "${result}" but the moves end ${stores[0]}-${stores[1]}`);
    return { ok: true, value: { status: 'finished', outcome: { termination: 'normal', winner: over.winner, stores } } };
  }
  switch (termination) {
    case undefined:
      if (result !== undefined && result !== '*') return bad('Result', `Result says "${result}" but the game is not over (write "*")`);
      return { ok: true, value: { status: 'active', outcome: null } };
    case 'resigned:south':
    case 'resigned:north':
      return { ok: true, value: { status: 'resigned', outcome: { termination, winner: termination === 'resigned:south' ? 1 : 0, stores } } };
    case 'abandoned':
      return { ok: true, value: { status: 'abandoned', outcome: { termination, winner: null, stores } } };
    default:
      return bad('Termination', termination === 'normal' ? 'Termination says "normal" but the moves stop before the game ends' : `unknown Termination "${termination}"`);
  }
}

/** Parses and checks one game; `index` is its position in the file. */
export function checkGame(slice: GameSlice, index: number): Result<CheckedGame, RecordFault> {
  const parsed = parseRecord(slice.text);
  if (!parsed.ok) {
    const local = Number(LINE_PREFIX.exec(parsed.error.message)?.[1] ?? 1);
    return { ok: false, error: fault(slice.line + local - 1, parsed.error.message.replace(LINE_PREFIX, '')) };
  }
  const record = parsed.value[0];
  if (record === undefined || parsed.value.length !== 1) return { ok: false, error: fault(slice.line, 'expected one game here') };
  const { tags } = record;
  for (const name of ['SouthKind', 'NorthKind']) {
    const kind = tags[name];
    if (kind !== undefined && !KIND.test(kind)) return { ok: false, error: fault(tagLine(slice, name), `${name} must be "human" or "computer:1" … "computer:6", not "${kind}"`) };
  }
  const labels = labelsOf(tags['Tags']);
  if (!labels.ok) return { ok: false, error: fault(tagLine(slice, 'Tags'), labels.error) };
  const facts = deriveGameFacts(record.rules, record.moves);
  // parseRecord has replayed the game already; a refusal here means the engine's two paths disagree.
  if (!facts.ok) return { ok: false, error: fault(slice.line, `the engine cannot replay this game: ${facts.error.message}`) };
  const final = facts.value.final;
  const n = record.rules.holes;
  const stores: [number, number] = final.result?.stores ?? [final.pits[n] ?? 0, final.pits[2 * n + 1] ?? 0];
  const state = statusOf(record, stores, final.result, slice);
  if (!state.ok) return state;
  const players: [PlayerSpec, PlayerSpec] = [
    decodePlayer(tags['South'] ?? '?', tags['SouthKind'] ?? 'human'),
    decodePlayer(tags['North'] ?? '?', tags['NorthKind'] ?? 'human'),
  ];
  const date = DATE_TAG.exec(tags['Date'] ?? '');
  const playedOn = date ? `${date[1]}-${date[2]}-${date[3]}T00:00:00.000Z` : null;
  return {
    ok: true,
    value: {
      index,
      line: slice.line,
      record,
      players,
      ...state.value,
      // `2026.??.??` or an impossible day: keep the tag for export, date the game by its import.
      playedOn: playedOn !== null && !Number.isNaN(Date.parse(playedOn)) ? playedOn : null,
      labels: labels.value,
      turns: facts.value.turns,
      longestRelay: facts.value.longestRelay,
      hash: contentHash(record.rules, players, record.moves),
    },
  };
}
