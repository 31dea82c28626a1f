import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { Move, RulesInput } from '../../engine';
import { channelFor, EVENT_CHANNEL } from './channels';
import { API_ERROR_CODES, fail, isApiErrorCode, ok } from './errors';
import { ARCHIVE_OFFSET_MAX, GAME_LABELS_MAX, TAG_LABEL_MAX } from './archive';
import { isOperationName, OPERATION_NAMES, operations } from './operations';
import { moveSchema, rulesInputSchema } from './schemas';
import { DEFAULT_SETTINGS, SETTING_KEYS, settingSchemas, settingsPatchSchema } from './settings';

const accepts = (schema: v.GenericSchema, input: unknown) => v.safeParse(schema, input).success;

describe('operation table', () => {
  it('derives the names and channels from the table', () => {
    expect(OPERATION_NAMES).toEqual(Object.keys(operations));
    expect(OPERATION_NAMES).toContain('playMove');
    expect(channelFor('playMove')).toBe('congkak:playMove');
    expect(new Set(OPERATION_NAMES.map(channelFor)).size).toBe(OPERATION_NAMES.length);
    expect(OPERATION_NAMES.map(channelFor)).not.toContain(EVENT_CHANNEL);
  });

  it('knows its own names only (no prototype keys)', () => {
    expect(isOperationName('newGame')).toBe(true);
    expect(isOperationName('toString')).toBe(false);
    expect(isOperationName('__proto__')).toBe(false);
  });
});

describe('newGame input', () => {
  const players = [
    { name: 'Ana', kind: 'human' },
    { name: 'Bot', kind: 'computer', level: 6 },
  ];

  it('accepts a preset name or an overrides object', () => {
    expect(accepts(operations.newGame.input, { rules: 'kalah', players })).toBe(true);
    expect(accepts(operations.newGame.input, { rules: { preset: 'congkak', holes: 5, series: { end: { rounds: 3 } } }, players })).toBe(true);
  });

  it("accepts BGA's options: a round end during a relay, a partly filled hole at a refill", () => {
    const rules = { preset: 'congkak', roundEnd: 'either-side-empty-now', series: { remainder: 'partial' } };
    expect(v.parse(operations.newGame.input, { rules, players }).rules).toEqual(rules);
    expect(accepts(operations.newGame.input, { rules: { series: { remainder: 'store' } }, players })).toBe(true);
    expect(accepts(operations.newGame.input, { rules: { series: { remainder: 'discard' } }, players })).toBe(false);
  });

  it('gives a computer without a level the default level', () => {
    const parsed = v.parse(operations.newGame.input, { rules: 'congkak', players: [players[0], { name: 'Bot', kind: 'computer' }] });
    expect(parsed.players[1]).toEqual({ name: 'Bot', kind: 'computer', level: 3 });
  });

  it.each([
    ['an unknown preset', { rules: 'chess', players }],
    ['an unknown rules key', { rules: { holes: 7, colour: 'red' }, players }],
    ['a wrongly typed option', { rules: { relay: 'yes' }, players }],
    ['one player', { rules: 'congkak', players: [players[0]] }],
    ['a level out of range', { rules: 'congkak', players: [players[0], { name: 'Bot', kind: 'computer', level: 7 }] }],
    ['a level for a human', { rules: 'congkak', players: [{ name: 'Ana', kind: 'human', level: 2 }, players[1]] }],
    ['an empty name', { rules: 'congkak', players: [{ name: '  ', kind: 'human' }, players[1]] }],
    ['a too long name', { rules: 'congkak', players: [{ name: 'x'.repeat(41), kind: 'human' }, players[1]] }],
    ['an unknown top-level key', { rules: 'congkak', players, extra: 1 }],
  ])('refuses %s', (_label, input) => {
    expect(accepts(operations.newGame.input, input)).toBe(false);
  });

  it('produces engine rules inputs', () => {
    const rules: RulesInput = v.parse(rulesInputSchema, { preset: 'sungka', leftovers: 'last-mover' });
    expect(rules).toEqual({ preset: 'sungka', leftovers: 'last-mover' });
  });
});

describe('moves', () => {
  it.each<[Move]>([[{ hole: 3 }], [{ south: 1, north: 7 }], [{ player: 1, hole: 2 }]])('accepts %j', (move) => {
    expect(v.parse(moveSchema, move)).toEqual(move);
  });

  it.each([[{ hole: 0 }], [{ hole: 2.5 }], [{ hole: 3, extra: true }], [{ player: 2, hole: 1 }], [{}], ['S 3']])('refuses %j', (move) => {
    expect(accepts(moveSchema, move)).toBe(false);
  });
});

describe('objects', () => {
  it.each([
    ['an array for the whole input', 'listArchive', []],
    ['an array for the filter', 'listArchive', { filter: [] }],
    ['an array for a move', 'playMove', { gameId: 1, move: [3] }],
    ['an array for the rules', 'newGame', { rules: [], players: [{ name: 'A', kind: 'human' }, { name: 'B', kind: 'human' }] }],
    ['an array for a player', 'newGame', { rules: 'kalah', players: [[], { name: 'B', kind: 'human' }] }],
    ['an array for the settings', 'updateSettings', []],
  ] as const)('refuses %s where an object belongs', (_label, operation, input) => {
    expect(accepts(operations[operation].input, input)).toBe(false);
  });
});

describe('bounds', () => {
  it('bounds the archive offset: far beyond any archive, never past a safe SQLite integer', () => {
    expect(accepts(operations.listArchive.input, { offset: ARCHIVE_OFFSET_MAX })).toBe(true);
    for (const offset of [ARCHIVE_OFFSET_MAX + 1, 1e300, 2 ** 63, -1, 0.5]) expect(accepts(operations.listArchive.input, { offset })).toBe(false);
  });

  it('applies the limits and text rules to labels', () => {
    const tags = (labels: string[]) => accepts(operations.setGameTags.input, { gameId: 1, tags: labels });
    expect(tags(Array.from({ length: GAME_LABELS_MAX }, (_, i) => `l${i}`))).toBe(true);
    expect(tags(Array.from({ length: GAME_LABELS_MAX + 1 }, (_, i) => `l${i}`))).toBe(false);
    expect(tags(['x'.repeat(TAG_LABEL_MAX)])).toBe(true);
    expect(tags(['x'.repeat(TAG_LABEL_MAX + 1)])).toBe(false);
    expect(tags(['club\u202E'])).toBe(false);
  });

  it('applies the text rules to search words and import ids', () => {
    expect(accepts(operations.listArchive.input, { filter: { text: 'kampung cup' } })).toBe(true);
    expect(accepts(operations.listArchive.input, { filter: { text: 'cup\u0000' } })).toBe(false);
    expect(accepts(operations.importRecords.input, { text: '', importId: 'id\u2066' })).toBe(false);
  });
});

describe('settings', () => {
  it('has valid defaults for every key', () => {
    for (const key of SETTING_KEYS) expect(accepts(settingSchemas[key], DEFAULT_SETTINGS[key])).toBe(true);
  });

  it('accepts a partial patch and refuses unknown keys or values', () => {
    expect(accepts(settingsPatchSchema, { theme: 'dark' })).toBe(true);
    expect(accepts(settingsPatchSchema, { theme: 'purple' })).toBe(false);
    expect(accepts(settingsPatchSchema, { volume: 3 })).toBe(false);
  });

  it('remembers a side drawn at random as such, and nothing else beside the new game', () => {
    const defaults = DEFAULT_SETTINGS.newGameDefaults;
    expect(accepts(settingSchemas.newGameDefaults, { ...defaults, randomSide: true })).toBe(true);
    expect(accepts(settingSchemas.newGameDefaults, { ...defaults, randomSide: false })).toBe(false);
    expect(accepts(settingSchemas.newGameDefaults, { ...defaults, side: 'random' })).toBe(false);
  });
});

describe('results', () => {
  it('builds results and recognises codes', () => {
    expect(ok(5)).toEqual({ ok: true, value: 5 });
    expect(fail('not-found', 'no game 3')).toEqual({ ok: false, error: { code: 'not-found', message: 'no game 3' } });
    expect(API_ERROR_CODES.every(isApiErrorCode)).toBe(true);
    expect(isApiErrorCode('teapot')).toBe(false);
  });
});

describe('network play inputs', () => {
  it('hosts with rules, a name and a seat (South by default)', () => {
    expect(v.parse(operations.hostGame.input, { rules: 'congkak', name: ' Ana ' })).toEqual({ rules: 'congkak', name: 'Ana', side: 0 });
    expect(v.parse(operations.hostGame.input, { rules: { preset: 'kalah', holes: 4 }, name: 'Ana', side: 1 }).side).toBe(1);
    expect(v.parse(operations.hostGame.input, { rules: 'kalah', name: 'Ana', continueGame: 7 }).continueGame).toBe(7);
    expect(accepts(operations.hostGame.input, { rules: 'kalah', name: 'Ana', continueGame: 0 })).toBe(false);
  });

  it('answers an undo request with a yes or a no', () => {
    expect(accepts(operations.answerUndoRequest.input, { accept: false })).toBe(true);
    expect(accepts(operations.answerUndoRequest.input, { accept: 'yes' })).toBe(false);
    expect(accepts(operations.answerUndoRequest.input, {})).toBe(false);
  });

  it.each([
    ['a seat that is not 0 or 1', { rules: 'congkak', name: 'Ana', side: 2 }],
    ['no name', { rules: 'congkak', name: '  ' }],
    ['a name on two lines', { rules: 'congkak', name: 'Ana\nBudi' }],
    ['unknown rules', { rules: 'chess', name: 'Ana' }],
    ['an unknown key', { rules: 'congkak', name: 'Ana', port: 80 }],
  ])('refuses hosting with %s', (_, input) => {
    expect(accepts(operations.hostGame.input, input)).toBe(false);
  });

  it('joins a listed game or a typed address, with the code as typed', () => {
    expect(accepts(operations.joinGame.input, { to: { game: 'congkak-0a1b._congkak._tcp.local' }, code: '418 093', name: 'Budi' })).toBe(true);
    expect(accepts(operations.joinGame.input, { to: { address: '192.168.1.20:41624' }, code: '418-O93', name: 'Budi' })).toBe(true);
    expect(v.parse(operations.joinGame.input, { to: { address: '192.168.1.20:41624' }, code: '418093', name: 'Budi', continueGame: 7 }).continueGame).toBe(7);
    expect(accepts(operations.joinGame.input, { to: { address: '192.168.1.20:41624' }, code: '418093', name: 'Budi', continueGame: 0 })).toBe(false);
  });

  it('asks whether one game can be taken up again by its id', () => {
    expect(accepts(operations.getKeptNetworkGame.input, { gameId: 3 })).toBe(true);
    expect(accepts(operations.getKeptNetworkGame.input, {})).toBe(false);
    expect(accepts(operations.getKeptNetworkGame.input, { gameId: -1 })).toBe(false);
  });

  it.each([
    ['both a game and an address', { to: { game: 'x', address: '192.168.1.20' }, code: '418093', name: 'Budi' }],
    ['neither', { to: {}, code: '418093', name: 'Budi' }],
    ['an empty game name', { to: { game: '' }, code: '418093', name: 'Budi' }],
    ['an address too long', { to: { address: 'a'.repeat(301) }, code: '418093', name: 'Budi' }],
    ['no code', { to: { address: '192.168.1.20' }, name: 'Budi' }],
    ['a code too long', { to: { address: '192.168.1.20' }, code: '1'.repeat(41), name: 'Budi' }],
    ['a code on two lines', { to: { address: '192.168.1.20' }, code: '418\n093', name: 'Budi' }],
    ['no name', { to: { address: '192.168.1.20' }, code: '418093' }],
  ])('refuses joining with %s', (_, input) => {
    expect(accepts(operations.joinGame.input, input)).toBe(false);
  });

  it.each(['cancelHosting', 'listHostedGames', 'leaveNetworkGame', 'offerRematch', 'getNetworkState', 'getKeptNetworkGames'] as const)('%s takes no input', (operation) => {
    expect(accepts(operations[operation].input, {})).toBe(true);
    expect(accepts(operations[operation].input, { gameId: 1 })).toBe(false);
  });
});
