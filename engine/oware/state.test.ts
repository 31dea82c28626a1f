import { describe, expect, it } from 'vitest';
import type { GameState } from '../types';
import { owareNewGame, parsePositionKey, positionKey, validateOwareState } from './state';
import { board, minimalState, owareRules } from './test-support';

describe('owareNewGame', () => {
  it('sets seeds in every house, empty stores, South to move, the start position in the history', () => {
    expect(owareNewGame(owareRules())).toEqual({
      rules: owareRules(),
      pits: board('4 4 4 4 4 4 | 0 | 4 4 4 4 4 4 | 0'),
      burnt: [],
      toMove: 0,
      phase: 'play',
      round: 1,
      result: null,
      seenPositions: ['0:4,4,4,4,4,4,4,4,4,4,4,4'],
    });
  });

  it('follows holes, seeds and firstPlayer overrides', () => {
    const state = owareNewGame(owareRules({ holes: 4, seeds: 7, firstPlayer: 'north' }));
    expect(state.pits).toEqual(board('7 7 7 7 | 0 | 7 7 7 7 | 0'));
    expect(state.toMove).toBe(1);
    expect(state.seenPositions).toEqual(['1:7,7,7,7,7,7,7,7']);
  });
});

describe('position keys', () => {
  it('round-trip through parsePositionKey', () => {
    const key = positionKey([0, 12, 3, 0], 1);
    expect(key).toBe('1:0,12,3,0');
    expect(parsePositionKey(key, 4)).toEqual({ houses: [0, 12, 3, 0], mover: 1 });
  });

  it.each(['', '2:1,2', '0:1,2,3', '0:1,,2', '0:1,-2', '0:1,2.5', ' 0:1,2', '0;1,2'])('refuse %j for 2 houses', (key) => {
    expect(parsePositionKey(key, 2)).toBeNull();
  });
});

describe('validateOwareState', () => {
  const rules = owareRules();
  const pits = board('4 4 4 4 4 4 | 0 | 4 4 4 4 4 4 | 0');

  it('accepts a minimal state and an engine-made state', () => {
    expect(validateOwareState(minimalState(rules, pits, 1)).ok).toBe(true);
    expect(validateOwareState(owareNewGame(rules)).ok).toBe(true);
  });

  it.each([
    { name: 'a history that is not a list', seenPositions: '0:4' },
    { name: 'a key with the wrong number of houses', seenPositions: ['0:4,4,4'] },
    { name: 'a key that is not a string', seenPositions: [7] },
  ])('refuses $name as bad-state', ({ seenPositions }) => {
    const result = validateOwareState({ ...minimalState(rules, pits, 0), seenPositions } as GameState);
    expect(result).toMatchObject({ ok: false, error: { code: 'bad-state' } });
  });

  it('refuses rules of another family and burnt holes', () => {
    expect(validateOwareState(minimalState({ ...rules, game: 'kalah' }, pits, 0))).toMatchObject({
      ok: false,
      error: { code: 'bad-state' },
    });
    expect(validateOwareState({ ...minimalState(rules, pits, 0), burnt: [3] })).toMatchObject({
      ok: false,
      error: { code: 'bad-state' },
    });
  });
});
