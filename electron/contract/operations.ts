/**
 * Every operation the renderer may call: its input schema and its output type.
 * The preload bridge, the IPC handlers, the HTTP server and the renderer client
 * all derive from this one table (never from a hand-copied list of names).
 */
import * as v from 'valibot';
import { exactObject } from './exact-object';
import type { ApiResult } from './errors';
import {
  archiveFilterSchema,
  backupNameSchema,
  exportGamesSchema,
  gameIdsSchema,
  cancelImportSchema,
  importRecordsSchema,
  listArchiveSchema,
  setGameTagsSchema,
  type ArchivePage,
  type ArchiveStats,
  type BackupInfo,
  type ExportedGames,
  type ImportReport,
  type RestoreReport,
  type StartupReport,
  type TagCount,
} from './archive';
import { hostGameSchema, joinGameSchema, keptNetworkGameSchema, type HostedGames, type HostingInfo, type KeptNetworkGame, type KeptNetworkGames, type NetworkPlayState } from './network';
import { completeLessonStepSchema, type LessonProgress } from './lessons';
import {
  makePersonalPuzzlesSchema,
  nextPuzzleSchema,
  submitPuzzleAttemptSchema,
  type PersonalPuzzlesMade,
  type PuzzleCard,
  type PuzzleProgress,
  type PuzzleVerdict,
} from './puzzles';
import { answerLineSchema, gameChoiceSchema, setGameCommentSchema, setMoveNoteSchema, type ReplayGame } from './replay';
import { gameIdSchema, moveSchema, playersSchema, rulesInputSchema } from './schemas';
import type { SystemLanguages } from './languages';
import { settingsPatchSchema, type Settings } from './settings';
import type { Move, MoveNote } from '../../engine';
import type { GameSummary, GameView, MoveEvaluation } from './views';

/** `output` is type-only (never set): it carries the operation's result type. */
interface OperationSpec<TInput extends v.GenericSchema, TOutput> {
  readonly input: TInput;
  readonly output?: TOutput;
}

function operation<TInput extends v.GenericSchema>(input: TInput) {
  return { returns: <TOutput>(): OperationSpec<TInput, TOutput> => ({ input }) };
}

const noInput = exactObject({});
const gameRef = exactObject({ gameId: gameIdSchema });

export const operations = {
  /** Starts a game: the engine validates the rules, the archive records it. */
  newGame: operation(exactObject({ rules: rulesInputSchema, players: playersSchema })).returns<GameView>(),
  /** Loads (and resumes) a game by replaying its recorded moves through the engine. */
  getGame: operation(gameRef).returns<GameView>(),
  /** Plays and records one move; rejected moves are not recorded. */
  playMove: operation(exactObject({ gameId: gameIdSchema, move: moveSchema })).returns<GameView>(),
  /** `player` resigns (0 South, 1 North); the other wins. */
  resign: operation(exactObject({ gameId: gameIdSchema, player: v.picklist([0, 1] as const) })).returns<GameView>(),
  /** The players have seen the summary of the round that ended (GameView.roundEnding) and go on to the next. */
  continueRound: operation(gameRef).returns<GameView>(),
  /** Takes back moves: against the computer to before your last choice, else the last move; cancels a computer search. */
  undo: operation(gameRef).returns<GameView>(),
  /** The computer's best choice for `player` here and its evaluation (seeds, from that player's side). */
  hint: operation(exactObject({ gameId: gameIdSchema, player: v.picklist([0, 1] as const) })).returns<MoveEvaluation>(),
  /** Games still in progress, most recently played first, for the resume list. */
  listUnfinishedGames: operation(noInput).returns<GameSummary[]>(),
  getSettings: operation(noInput).returns<Settings>(),
  /** Applies a partial update and returns the full settings. */
  updateSettings: operation(settingsPatchSchema).returns<Settings>(),
  /** The system's languages as the host sees them, for the language setting's 'system' choice. */
  getSystemLanguages: operation(noInput).returns<SystemLanguages>(),
  /** Archive: one page of games matching a filter, in a sort order. */
  listArchive: operation(listArchiveSchema).returns<ArchivePage>(),
  archiveStats: operation(exactObject({ filter: v.optional(archiveFilterSchema, {}) })).returns<ArchiveStats>(),
  listTags: operation(noInput).returns<TagCount[]>(),
  /** Replaces a game's labels (in the given order); returns them. */
  setGameTags: operation(setGameTagsSchema).returns<string[]>(),
  setFavourite: operation(exactObject({ gameId: gameIdSchema, favourite: v.boolean() })).returns<boolean>(),
  /** Soft delete: the games vanish from the archive until restored (purged after 30 days), read-only meanwhile (`game-deleted`). */
  deleteGames: operation(exactObject({ gameIds: gameIdsSchema })).returns<number>(),
  restoreGames: operation(exactObject({ gameIds: gameIdsSchema })).returns<number>(),
  /** The `.congkak` text of games; the shell writes the file (a download, or a save dialog). Notes no record can hold are left out and listed. */
  exportGames: operation(exportGamesSchema).returns<ExportedGames>(),
  /** Checks a whole `.congkak` text, then imports every game of it or none (`bad-record` names the line). */
  importRecords: operation(importRecordsSchema).returns<ImportReport>(),
  /**
   * Stops an import before it writes anything: it then answers `cancelled`.
   * A cancel that arrives before its import starts (an import's large body
   * may still be on its way) cancels it as it starts. True unless that
   * import has already ended; one already writing finishes, and answers as
   * usual.
   */
  cancelImport: operation(cancelImportSchema).returns<boolean>(),
  listBackups: operation(noInput).returns<BackupInfo[]>(),
  /**
   * Puts a backup in place of the archive (the current file is kept aside first),
   * once its checksum matches the one recorded when it was made; waits for
   * operations under way (an import) to finish first.
   */
  restoreBackup: operation(exactObject({ name: backupNameSchema })).returns<RestoreReport>(),
  /** What happened when the archive was opened (a damaged file moved aside…), told until the player decides. */
  getStartupReport: operation(noInput).returns<StartupReport>(),
  /** The player's decision to go on with the new archive: the start-up report is no longer told (the files set aside stay). */
  keepNewArchive: operation(noInput).returns<StartupReport>(),
  /**
   * The player's decision to keep the games that no longer replay as they are:
   * they are no longer told, and the backups kept for them rotate as usual.
   */
  keepUnreplayableGames: operation(noInput).returns<StartupReport>(),
  /** Lessons: the progress of every lesson begun, most recently worked on first. */
  getLessonProgress: operation(noInput).returns<LessonProgress[]>(),
  /** Marks a lesson step done (a clean solve is kept even if it is later redone with help). */
  completeLessonStep: operation(completeLessonStepSchema).returns<LessonProgress>(),
  /** Replay: a game with its moves and annotations (finished or not, deleted ones excluded). */
  getReplay: operation(gameRef).returns<ReplayGame>(),
  /** Sets (or, with null or "", removes) the comment on the whole game; returns what is stored. */
  setGameComment: operation(setGameCommentSchema).returns<string | null>(),
  /** Sets a turn's glyph and comment on the last move of a turn (both null removes the note, on any move); returns the stored note, or null. */
  setMoveNote: operation(setMoveNoteSchema).returns<MoveNote | null>(),
  /** Every choice `player` had before move `move` of the game, judged by the opponent, best first; kept with the game (ReplayGame.analysis). */
  analyseGameChoice: operation(gameChoiceSchema).returns<MoveEvaluation[]>(),
  /** The computer's choice for `player` at `level` after `moves` (exploring a line); nothing recorded. */
  answerLine: operation(answerLineSchema).returns<Move>(),
  /** Puzzles: the next one near the player's rating (null when none is left to offer). */
  nextPuzzle: operation(nextPuzzleSchema).returns<PuzzleCard | null>(),
  /** Grades the choices made so far; a finished attempt is recorded and rates player and puzzle. */
  submitPuzzleAttempt: operation(submitPuzzleAttemptSchema).returns<PuzzleVerdict>(),
  /** The player's puzzle rating, streak and latest attempts. */
  getPuzzleProgress: operation(noInput).returns<PuzzleProgress>(),
  /** Puzzles made from the player's games, newest game first. */
  listPersonalPuzzles: operation(noInput).returns<PuzzleCard[]>(),
  /** Analyses the player's turns of a game and keeps each clear mistake as a puzzle (never twice). */
  makePersonalPuzzles: operation(makePersonalPuzzlesSchema).returns<PersonalPuzzlesMade>(),
  /**
   * Network play: hosts a game on the local networks (one at a time, `busy`
   * otherwise); the game starts when a guest with the code joins. Its moves,
   * undo and resignation then go through the network game (`playMove`,
   * `undo`, `resign` on it); hints are refused in it.
   */
  hostGame: operation(hostGameSchema).returns<HostingInfo>(),
  /** Stops hosting at once (nothing listens any more); the game stays in the archive as it is. True if a game was hosted. */
  cancelHosting: operation(noInput).returns<boolean>(),
  /** The games hosted on the local network, and whether they can be heard at all. */
  listHostedGames: operation(noInput).returns<HostedGames>(),
  /** Joins a hosted game: a listed entry or a typed address, and the code; the state follows as `network` events. */
  joinGame: operation(joinGameSchema).returns<NetworkPlayState>(),
  /** Leaves the network game, hosted or joined; the game stays in the archive as it is. True if there was one. */
  leaveNetworkGame: operation(noInput).returns<boolean>(),
  /** Answers the other side's undo request in the network game (accepted, the move is taken back in both archives). */
  answerUndoRequest: operation(exactObject({ accept: v.boolean() })).returns<NetworkPlayState>(),
  /** Offers a rematch once the network game is over; when both have, a new game starts with the sides swapped. */
  offerRematch: operation(noInput).returns<NetworkPlayState>(),
  /** The network game's state now (then followed through `network` events). */
  getNetworkState: operation(noInput).returns<NetworkPlayState>(),
  /** The last hosted and the last joined network game, kept for a restart, while unfinished and not played now. */
  getKeptNetworkGames: operation(noInput).returns<KeptNetworkGames>(),
  /** Whether this game can be hosted again or rejoined (any network game this archive kept, unfinished, not played now), else null. */
  getKeptNetworkGame: operation(keptNetworkGameSchema).returns<KeptNetworkGame | null>(),
} as const;

type Operations = typeof operations;
export type OperationName = keyof Operations;
export const OPERATION_NAMES = Object.keys(operations) as OperationName[];

/** What a caller passes (before defaults are applied by the schema). */
export type OperationInput<Op extends OperationName> = v.InferInput<Operations[Op]['input']>;
/** What the services receive after validation. */
export type ValidatedInput<Op extends OperationName> = v.InferOutput<Operations[Op]['input']>;
export type OperationOutput<Op extends OperationName> = Exclude<Operations[Op]['output'], undefined>;

export function isOperationName(name: string): name is OperationName {
  return Object.hasOwn(operations, name);
}

/** The API as the renderer sees it: results unwrapped, failures thrown as `ApiError`. */
export type Api = { [Op in OperationName]: (input: OperationInput<Op>) => Promise<OperationOutput<Op>> };

/** The API as it crosses a transport: every answer is an `ApiResult`. */
export type ResultApi = { [Op in OperationName]: (input: OperationInput<Op>) => Promise<ApiResult<OperationOutput<Op>>> };
