/**
 * The protocol's commands (ENGINE_PROTOCOL.md), one small handler each: read
 * the request's fields, call the engine, return the answer's fields.
 */
import { legalMoves, newGame, play, PRESETS } from '../index';
import { formatRecord, parseRecord } from '../record/index';
import type { GameRecord, Result } from '../types';
import {
  badRequest,
  readGame,
  readMove,
  readOptionalNumber,
  readOptionalPlayer,
  readOptionalString,
  readState,
  readString,
  type Fields,
} from './fields';
import { analyseMoves, chooseMove, type BestRequest } from './search-opponent';

type Handler = (request: Fields) => Result<Fields>;

/**
 * The most games one `parse` answers: a 1 MiB line holds ~40,000 one-move
 * games, whose answer took seconds and held up every line after it. A
 * thousand games take tens of milliseconds; a longer record goes in several
 * requests, as a longer line does.
 */
export const PARSE_GAMES_MAX = 1000;

const ok = (value: Fields): Result<Fields> => ({ ok: true, value });

export const COMMANDS: Readonly<Record<string, Handler>> = {
  presets: () => ok({ presets: PRESETS }),

  new: (request) => {
    if (!('rules' in request)) return badRequest('missing field "rules"');
    const state = newGame(request['rules']);
    return state.ok ? ok({ state: state.value }) : state;
  },

  legal: (request) => {
    const state = readState(request);
    return state.ok ? ok({ moves: legalMoves(state.value) }) : state;
  },

  play: (request) => {
    const state = readState(request);
    if (!state.ok) return state;
    const move = readMove(request['move']);
    if (!move.ok) return move;
    const outcome = play(state.value, move.value);
    return outcome.ok ? ok({ state: outcome.value.state, events: outcome.value.events }) : outcome;
  },

  best: (request) => {
    const state = readState(request);
    if (!state.ok) return state;
    const options = readBestRequest(request);
    if (!options.ok) return options;
    const best = chooseMove(state.value, options.value);
    return best.ok ? ok({ ...best.value }) : best;
  },

  analyse: (request) => {
    const state = readState(request);
    if (!state.ok) return state;
    const timeMs = readOptionalNumber(request, 'timeMs');
    if (!timeMs.ok) return timeMs;
    const moves = analyseMoves(state.value, { timeMs: timeMs.value });
    return moves.ok ? ok({ moves: moves.value }) : moves;
  },

  parse: (request) => {
    const record = readString(request, 'record');
    if (!record.ok) return record;
    const games = parseRecord(record.value, { gamesMax: PARSE_GAMES_MAX });
    return games.ok ? ok({ games: games.value }) : games;
  },

  print: (request) => {
    const raw = request['games'];
    if (!Array.isArray(raw)) return badRequest('"games" must be an array of GAME objects');
    const games: GameRecord[] = [];
    for (const [i, value] of raw.entries()) {
      const game = readGame(value, `games[${i}]`);
      if (!game.ok) return game;
      games.push(game.value);
    }
    const record = formatRecord(games);
    return record.ok ? ok({ record: record.value }) : record;
  },
};

function readBestRequest(request: Fields): Result<BestRequest> {
  const player = readOptionalPlayer(request);
  if (!player.ok) return player;
  const level = readOptionalNumber(request, 'level');
  if (!level.ok) return level;
  const timeMs = readOptionalNumber(request, 'timeMs');
  if (!timeMs.ok) return timeMs;
  const seed = readOptionalNumber(request, 'seed');
  if (!seed.ok) return seed;
  // Requests naming the same game keep level 6's transposition table from one move to the next.
  const game = readOptionalString(request, 'game');
  if (!game.ok) return game;
  return { ok: true, value: { player: player.value, level: level.value, timeMs: timeMs.value, seed: seed.value, gameKey: game.value } };
}
