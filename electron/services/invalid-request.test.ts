import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { OPERATION_NAMES, operations, textFault, type OperationName } from '../contract';
import { describeIssues, INVALID_REQUEST_MESSAGE_MAX, invalidRequestMessage } from './invalid-request';

function messageFor(operation: OperationName, input: unknown): string {
  const parsed = v.safeParse(operations[operation].input, input);
  if (parsed.success) throw new Error('expected a refusal');
  return invalidRequestMessage(operation, parsed.issues);
}

const human = (name: string) => ({ name, kind: 'human' });

describe('invalidRequestMessage', () => {
  it.each<[string, OperationName, unknown, string]>([
    ['an absurd offset', 'listArchive', { offset: 1e300 }, 'offset: expected at most 10000000, got 1e+300.'],
    ['an array for the input', 'listArchive', [], 'expected an object, got an array.'],
    ['an array for a field', 'listArchive', { filter: [] }, 'filter: expected an object, got an array.'],
    ['null', 'getGame', null, 'expected an object, got null.'],
    ['an unknown field', 'listArchive', { colour: 'red' }, 'colour: unknown field.'],
    ['a missing field', 'getGame', {}, 'gameId: missing.'],
    ['a wrong type', 'getGame', { gameId: '7' }, 'gameId: expected a number, got "7".'],
    ['a fraction', 'getGame', { gameId: 1.5 }, 'gameId: expected a whole number, got 1.5.'],
    ['a long name', 'newGame', { rules: 'kalah', players: [human('x'.repeat(10_000)), human('B')] }, 'players.0.name: expected at most 40 characters, got 10000.'],
    ['a bidi override', 'newGame', { rules: 'kalah', players: [human('A'), human('B\u202E')] }, 'players.1.name: may not hold a bidi control (U+202E).'],
    ['a wrong kind', 'newGame', { rules: 'kalah', players: [{ name: 'A', kind: 'robot' }, human('B')] }, 'players.0.kind: expected ("human" | "computer"), got "robot".'],
    ['one player', 'newGame', { rules: 'kalah', players: [human('A')] }, 'players.1: expected an object, got nothing.'],
    ['an unknown preset', 'newGame', { rules: 'chess', players: [human('A'), human('B')] }, 'rules: expected a preset (congkak, congkak-mw'],
    ['a hole out of range', 'playMove', { gameId: 1, move: { hole: 0 } }, 'move.hole: expected at least 1, got 0.'],
    ['a move of no known shape', 'playMove', { gameId: 1, move: { south: 1 } }, 'move: expected a move: { hole }, { south, north } or { player, hole }.'],
    ['a bad day', 'listArchive', { filter: { from: '2026-13-01' } }, 'filter.from: expected a day written YYYY-MM-DD, got "2026-13-01".'],
    ['a comma in a label', 'setGameTags', { gameId: 1, tags: ['a,b'] }, 'tags.0: may not hold ",".'],
    ['a comment with a blank line', 'setGameComment', { gameId: 1, comment: 'a\n\nb' }, 'comment: a comment may not hold a blank line.'],
    ['a bad backup name', 'restoreBackup', { name: '../x' }, 'name: is not in the expected form, got "../x".'],
  ])('names the field and what was expected: %s', (_label, operation, input, expected) => {
    expect(messageFor(operation, input)).toContain(`Invalid ${operation} request: ${expected}`);
  });

  it('describes three faults and counts the others', () => {
    const message = messageFor('setMoveNote', { a: 1 });
    expect(message).toBe('Invalid setMoveNote request: gameId: missing; move: missing; glyph: missing; and 2 more.');
  });

  it('quotes a few dozen characters of a huge or unsafe key or value, escaped', () => {
    const key = `k${'\u0000'.repeat(5)}${'y'.repeat(100_000)}`;
    const message = messageFor('listArchive', { [key]: 1 });
    expect(message).toBe('Invalid listArchive request: "k\\u0000\\u0000\\u0000\\u0000\\u0000yyyyyyyyyyyyyy…" (100,006 characters): unknown field.');
    expect(messageFor('getGame', { gameId: 'z'.repeat(1_000_000) })).toBe(`Invalid getGame request: gameId: expected a number, got "${'z'.repeat(40)}…" (1,000,000 characters).`);
  });

  it('is short and safe for any input to any operation', () => {
    fc.assert(
      fc.property(fc.constantFrom(...OPERATION_NAMES), fc.anything({ withNullPrototype: true, withMap: true, withDate: true }), (operation, input) => {
        const parsed = v.safeParse(operations[operation].input, input);
        if (parsed.success) return;
        const message = invalidRequestMessage(operation, parsed.issues);
        expect(message.startsWith(`Invalid ${operation} request: `)).toBe(true);
        expect(message.length).toBeLessThanOrEqual(INVALID_REQUEST_MESSAGE_MAX);
        expect(textFault(message, { lines: false })).toBeNull();
      }),
      { numRuns: 2000 },
    );
  });
});

describe('describeIssues', () => {
  it('names the value itself by the root given, or leaves the subject out', () => {
    const parsed = v.safeParse(v.pipe(v.string(), v.maxLength(3)), 'abcd');
    expect(parsed.success).toBe(false);
    expect(describeIssues(parsed.issues ?? [], 'South')).toBe('South: expected at most 3 characters, got 4');
    expect(describeIssues(parsed.issues ?? [])).toBe('expected at most 3 characters, got 4');
  });
});
