/**
 * Checks a `.congkak` file before anything is written: every game parsed and
 * re-derived by the engine (engine/record's parseRecordWithFacts, one piece of
 * the file at a time so the work can be shared between threads and reported as
 * progress), its tags checked against what the moves say, its text against the
 * limits and text rules the API sets (no character the API refuses anywhere in
 * the file, see record-fields.ts for the fields), and the row the archive
 * stores built from the same replay. The first fault anywhere is the answer,
 * with its line in the whole file.
 */
import { excerpt, parseRecordWithFacts, readHintsTag, sameData, type MoveNote, type ParsedGame, type Result, type Rules } from '../../../engine';
import { COMMENT_MAX, textFault, type GameOutcome, type GameStatus, type PlayerSpec } from '../../contract';
import { gameIdentity } from '../games/game-identity';
import type { ImportedGame } from '../games/game-store';
import { choiceCount, encodeMoves } from '../games/move-encoding';
import { decodePlayer, encodeKind } from '../games/players';
import { checkGameText } from './record-fields';

/** One game of a file as the archive will store it: the values of its row (the game store's), its notes and labels. */
export interface CheckedGame extends ImportedGame {
  /** The line the game begins on (1-based, in the whole file). */
  line: number;
  notes: MoveNote[];
  labels: string[];
}

export interface RecordFault {
  line: number;
  message: string;
}

/**
 * A file cut where a game surely begins: at a tag line after a blank line (a
 * comment never holds a blank line, so no cut falls inside one). A piece
 * holds one game, or more when a game follows movetext without a blank line.
 */
export interface FilePiece {
  line: number;
  text: string;
}

const LINE_PREFIX = /^line (\d+): /;
/** A blank line (spaces, tabs or a CR only) followed by a line starting with `[`. */
const CUT = /\n[ \t\r]*\n(?=[ \t]*\[)/g;

function fault(line: number, message: string): RecordFault {
  return { line, message };
}

export function cutFile(text: string): FilePiece[] {
  const pieces: FilePiece[] = [];
  let start = 0;
  let line = 1;
  const take = (end: number) => {
    const piece = text.slice(start, end);
    pieces.push({ line, text: piece });
    for (let at = piece.indexOf('\n'); at !== -1; at = piece.indexOf('\n', at + 1)) line++;
    start = end;
  };
  for (const match of text.matchAll(CUT)) take(match.index + match[0].length);
  take(text.length);
  return pieces.filter((piece) => piece.text.trim() !== '' || pieces.length === 1);
}

const KIND = /^(human|computer:[1-6])$/;
const DATE_TAG = /^(\d{4})\.(\d{2})\.(\d{2})$/;

/** The first character of the piece the API would refuse in any text (tabs and line ends aside), at its line. */
function unsafeCharacter(piece: FilePiece): RecordFault | null {
  const found = textFault(piece.text, { lines: true });
  if (found === null) return null;
  let line = piece.line;
  for (let at = piece.text.indexOf('\n'); at !== -1 && at < found.index; at = piece.text.indexOf('\n', at + 1)) line++;
  return fault(line, `the line holds ${found.what}, which no game record may hold`);
}

/** Finds the line of a tag inside a game (tags are one per line, from the game's first line). */
function tagLine(piece: FilePiece, gameLine: number, name: string): number {
  const lines = piece.text.split('\n').slice(gameLine - piece.line);
  // Any space may follow the name, as engine/record's tag lines take it (a tab too).
  const offset = lines.findIndex((line) => {
    const trimmed = line.trim();
    return trimmed.startsWith(`[${name}`) && /\s/.test(trimmed.charAt(name.length + 1));
  });
  return gameLine + Math.max(offset, 0);
}

/**
 * The rules of the last game checked and their JSON: a file's games mostly
 * share their rules, and comparing them key by key costs a fifth of writing
 * their JSON again (the same string also finds the identity's canonical rules
 * faster, its hash computed once).
 */
let lastRules: { rules: Rules; json: string } | null = null;

function rulesJson(rules: Rules): string {
  if (lastRules === null || !sameData(lastRules.rules, rules)) {
    const json = JSON.stringify(rules);
    lastRules = { rules: JSON.parse(json) as Rules, json };
  }
  return lastRules.json;
}

type Outcome = { status: GameStatus; outcome: GameOutcome | null };

function statusOf(game: ParsedGame, bad: (tag: string, why: string) => Result<never, RecordFault>): Result<Outcome, RecordFault> {
  const { tags } = game.record;
  const termination = tags['Termination'];
  const result = tags['Result'];
  const over = game.facts.result;
  const stores = over?.stores ?? game.facts.finalStores;
  if (over !== null) {
    if (termination !== undefined && termination !== 'normal') return bad('Termination', `Termination says ${excerpt(termination)} but the moves play the game to its end`);
    if (result !== undefined && result !== `${stores[0]}-${stores[1]}`) return bad('Result', `Result says ${excerpt(result)} but the moves end ${stores[0]}-${stores[1]}`);
    return { ok: true, value: { status: 'finished', outcome: { termination: 'normal', winner: over.winner, stores } } };
  }
  switch (termination) {
    case undefined:
      if (result !== undefined && result !== '*') return bad('Result', `Result says ${excerpt(result)} but the game is not over (write "*")`);
      return { ok: true, value: { status: 'active', outcome: null } };
    case 'resigned:south':
    case 'resigned:north':
      return { ok: true, value: { status: 'resigned', outcome: { termination, winner: termination === 'resigned:south' ? 1 : 0, stores } } };
    case 'abandoned':
      return { ok: true, value: { status: 'abandoned', outcome: { termination, winner: null, stores } } };
    default:
      return bad('Termination', termination === 'normal' ? 'Termination says "normal" but the moves stop before the game ends' : `unknown Termination ${excerpt(termination)}`);
  }
}

/** Parses and checks the games of one piece of a file. */
export function checkPiece(piece: FilePiece): Result<CheckedGame[], RecordFault> {
  const checked = checkGames(piece);
  const unsafe = unsafeCharacter(piece);
  if (unsafe === null || (!checked.ok && checked.error.line < unsafe.line)) return checked;
  return { ok: false, error: unsafe };
}

function checkGames(piece: FilePiece): Result<CheckedGame[], RecordFault> {
  const parsed = parseRecordWithFacts(piece.text, { commentMax: COMMENT_MAX });
  if (!parsed.ok) {
    const local = Number(LINE_PREFIX.exec(parsed.error.message)?.[1] ?? 1);
    return { ok: false, error: fault(piece.line + local - 1, parsed.error.message.replace(LINE_PREFIX, '')) };
  }
  const games: CheckedGame[] = [];
  for (const game of parsed.value) {
    const checked = checkGame(piece, game);
    if (!checked.ok) return checked;
    games.push(checked.value);
  }
  return { ok: true, value: games };
}

function checkGame(piece: FilePiece, game: ParsedGame): Result<CheckedGame, RecordFault> {
  const { record, facts } = game;
  const { tags } = record;
  const line = piece.line + game.line - 1;
  const bad = (tag: string, why: string) => ({ ok: false as const, error: fault(tagLine(piece, line, tag), why) });
  const text = checkGameText(tags);
  if (!text.ok) return bad(text.error.tag, text.error.message);
  for (const name of ['SouthKind', 'NorthKind']) {
    const kind = tags[name];
    if (kind !== undefined && !KIND.test(kind)) return bad(name, `${name} must be "human" or "computer:1" … "computer:6", not ${excerpt(kind)}`);
  }
  const hints = readHintsTag(tags['Hints']);
  if (hints === null) return bad('Hints', `Hints must be the number of hints asked for, such as "3", not ${excerpt(tags['Hints'] ?? '')}`);
  const state = statusOf(game, bad);
  if (!state.ok) return state;
  const players: [PlayerSpec, PlayerSpec] = [
    decodePlayer(text.value.southName, tags['SouthKind'] ?? 'human'),
    decodePlayer(text.value.northName, tags['NorthKind'] ?? 'human'),
  ];
  const rules = rulesJson(record.rules);
  const moves = encodeMoves(record.moves);
  const date = DATE_TAG.exec(tags['Date'] ?? '');
  const playedOn = date ? `${date[1]}-${date[2]}-${date[3]}T00:00:00.000Z` : null;
  return {
    ok: true,
    value: {
      line,
      preset: record.rules.preset,
      rules,
      southName: players[0].name,
      southKind: encodeKind(players[0]),
      northName: players[1].name,
      northKind: encodeKind(players[1]),
      // `2026.??.??` or an impossible day: keep the tag for export, date the game by its import.
      playedOn: playedOn !== null && !Number.isNaN(Date.parse(playedOn)) ? playedOn : null,
      ...state.value,
      event: tags['Event'] ?? '',
      recordTags: JSON.stringify(tags),
      comment: record.comment,
      choiceCount: choiceCount(moves),
      moves: moves.toString('hex'),
      lastSouthStore: facts.finalStores[0],
      lastNorthStore: facts.finalStores[1],
      longestRelay: facts.relays.reduce((most, relays) => Math.max(most, relays), 0),
      hints,
      hash: gameIdentity({ rules: record.rules, players, moves, termination: state.value.outcome?.termination ?? null }, rules),
      notes: record.notes,
      labels: text.value.labels,
    },
  };
}
