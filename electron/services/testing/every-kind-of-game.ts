/**
 * Test helper: one archive holding every kind of game the app stores, made
 * through the services' operations only (so it makes the same archive with
 * any version of the storage underneath): games played here (finished,
 * unfinished, resigned, a series, the simultaneous opening, annotated, undone
 * against the computer, undone then resigned), imported games (finished,
 * unfinished, resigned, abandoned, annotated) and an imported game resumed
 * here, with an undo that reaches back into its imported moves.
 *
 * The services need a computer opponent that answers at once
 * (testing/greedy-opponent.ts). Imports happen between the moves of the games
 * undone here, as a player's would: an archive that works out a game's
 * identity only at the next import would keep the identity of the longer
 * game.
 */
import { groupTurns, printRecord, type GameRecord, type RulesInput } from '../../../engine';
import type { GameView, PlayerSpecInput } from '../../contract';
import type { AppServices } from '../app-services';
import { sampleGame } from './sample-records';
import { expectOk } from './temp-services';

export const KINDS_OF_GAME = [
  'finished',
  'unfinished',
  'resigned',
  'series',
  'simultaneous-opening',
  'annotated',
  'undone-vs-level-5',
  'undone-then-resigned',
  'imported-finished',
  'imported-unfinished',
  'imported-resigned',
  'imported-abandoned',
  'imported-annotated',
  'imported-resumed',
] as const;
export type KindOfGame = (typeof KINDS_OF_GAME)[number];

const HUMANS: [PlayerSpecInput, PlayerSpecInput] = [
  { name: 'Ana', kind: 'human' },
  { name: 'Budi', kind: 'human' },
];
const VS_LEVEL_5: [PlayerSpecInput, PlayerSpecInput] = [
  { name: 'Siti', kind: 'human' },
  { name: 'Computer', kind: 'computer', level: 5 },
];
const SMALL_CONGKAK: RulesInput = { preset: 'congkak', holes: 4, seeds: 3, opening: 'alternate' };
const SERIES: RulesInput = { preset: 'congkak', holes: 3, seeds: 2, opening: 'alternate', series: { burnt: 'forfeit', end: { rounds: 2 } } };

/** Waits until the computer has answered (the greedy stand-in answers at once, a few promise turns later). */
async function settled(services: AppServices, gameId: number): Promise<GameView> {
  for (;;) {
    const view = expectOk(await services.call('getGame', { gameId }));
    if (!view.thinking) return view;
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
}

/** Plays a human's moves (the first legal one each time, or `limit` of them), letting the computer answer. */
async function play(services: AppServices, gameId: number, limit = Infinity): Promise<GameView> {
  let view = await settled(services, gameId);
  for (let played = 0; played < limit; played++) {
    const move = view.legalMoves.find((candidate) => !('player' in candidate) || view.players[candidate.player]?.kind === 'human');
    if (move === undefined || view.status !== 'active') break;
    expectOk(await services.call('playMove', { gameId, move }));
    view = await settled(services, gameId);
  }
  return view;
}

async function start(services: AppServices, rules: RulesInput, players: [PlayerSpecInput, PlayerSpecInput]): Promise<number> {
  return expectOk(await services.call('newGame', { rules, players })).id;
}

async function importRecords(services: AppServices, records: GameRecord[]): Promise<number[]> {
  return expectOk(await services.call('importRecords', { text: printRecord(records), importId: 'every-kind' })).gameIds;
}

export async function recordEveryKindOfGame(services: AppServices): Promise<Record<KindOfGame, number>> {
  const ids: Partial<Record<KindOfGame, number>> = {};

  ids['finished'] = await start(services, 'kalah', HUMANS);
  await play(services, ids['finished']);

  ids['unfinished'] = await start(services, SMALL_CONGKAK, HUMANS);
  await play(services, ids['unfinished'], 3);

  ids['resigned'] = await start(services, 'kalah', [HUMANS[1], HUMANS[0]]);
  await play(services, ids['resigned'], 2);
  expectOk(await services.call('resign', { gameId: ids['resigned'], player: 1 }));

  ids['series'] = await start(services, SERIES, HUMANS);
  await play(services, ids['series']);

  ids['simultaneous-opening'] = await start(services, { preset: 'congkak', holes: 5, seeds: 4 }, HUMANS);
  await play(services, ids['simultaneous-opening'], 4);

  ids['annotated'] = await start(services, 'kalah', [{ name: 'Chandra', kind: 'human' }, HUMANS[1]]);
  await play(services, ids['annotated']);
  const annotated = expectOk(await services.call('getReplay', { gameId: ids['annotated'] }));
  const lines = groupTurns(annotated.rules, annotated.moves);
  if (!lines.ok) throw new Error(lines.error);
  const ends = lines.value.flatMap((line) => (line.kind === 'turn' || line.kind === 'opening' ? [line.lastMove] : []));
  expectOk(await services.call('setGameComment', { gameId: ids['annotated'], comment: 'A patient game' }));
  expectOk(await services.call('setMoveNote', { gameId: ids['annotated'], move: ends[0] ?? 0, glyph: '!?', comment: 'bold start' }));
  expectOk(await services.call('setMoveNote', { gameId: ids['annotated'], move: ends[2] ?? 0, glyph: '??', comment: null }));
  expectOk(await services.call('setGameTags', { gameId: ids['annotated'], tags: ['study', 'club'] }));
  expectOk(await services.call('setFavourite', { gameId: ids['annotated'], favourite: true }));

  ids['undone-vs-level-5'] = await start(services, 'kalah', VS_LEVEL_5);
  await play(services, ids['undone-vs-level-5'], 4);
  ids['undone-then-resigned'] = await start(services, SMALL_CONGKAK, VS_LEVEL_5);
  await play(services, ids['undone-then-resigned'], 4);

  // Imported games, the import landing between the moves above and their undo.
  const unfinished = { ...sampleGame(5, { rules: 'kalah', maxMoves: 6 }), tags: { South: 'Dewi', North: 'Eko' } };
  const imported = await importRecords(services, [
    sampleGame(21),
    { ...sampleGame(22, { maxMoves: 9 }), tags: { South: 'Farah', North: 'Gita', Result: '*' } },
    { ...sampleGame(23, { rules: 'kalah', maxMoves: 7 }), tags: { South: 'Hassan', North: 'Indah', Result: '11-9', Termination: 'resigned:north' } },
    { ...sampleGame(24, { rules: 'oware', maxMoves: 12 }), tags: { South: 'Joko', North: 'Aminah', Result: '*', Termination: 'abandoned' } },
    sampleGame(25, { annotate: true }),
    unfinished,
  ]);
  [ids['imported-finished'], ids['imported-unfinished'], ids['imported-resigned'], ids['imported-abandoned'], ids['imported-annotated'], ids['imported-resumed']] = imported;

  expectOk(await services.call('undo', { gameId: ids['undone-vs-level-5'] }));
  expectOk(await services.call('undo', { gameId: ids['undone-then-resigned'] }));
  expectOk(await services.call('resign', { gameId: ids['undone-then-resigned'], player: 0 }));

  // Resumed: played on, then taken back into its imported moves, and played on again.
  const resumed = ids['imported-resumed'] as number;
  let view = await play(services, resumed, 2);
  while (view.moveCount > 4) view = expectOk(await services.call('undo', { gameId: resumed }));
  await play(services, resumed, 1);

  for (const kind of KINDS_OF_GAME) if (ids[kind] === undefined) throw new Error(`no ${kind} game was recorded`);
  return ids as Record<KindOfGame, number>;
}
