import { describe, expect, it } from 'vitest';
import { resolveRules } from '../index';
import { sameData } from './same-data';

describe('sameData', () => {
  it('is true for plain data whose JSON is the same text, whatever the objects', () => {
    expect(sameData({ a: 1, b: { c: 'x', d: null } }, { a: 1, b: { c: 'x', d: null } })).toBe(true);
    expect(sameData([1, [2]], [1, [2]])).toBe(true);
    const rules = resolveRules({ preset: 'dakon', series: { end: { rounds: 3 } } });
    const again = resolveRules({ preset: 'dakon', series: { end: { rounds: 3 } } });
    expect(rules.ok && again.ok && rules.value !== again.value && sameData(rules.value, again.value)).toBe(true);
  });

  it('is false for any difference: a value, a nested value, a key more or less, the keys in another order, null, an array against an object', () => {
    expect(sameData({ a: 1 }, { a: 2 })).toBe(false);
    expect(sameData({ a: { b: { c: 1 } } }, { a: { b: { c: 2 } } })).toBe(false);
    expect(sameData({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(sameData({ a: 1, b: 2 }, { a: 1 })).toBe(false);
    expect(sameData({ a: 1, b: undefined }, { a: 1, c: undefined })).toBe(false);
    expect(sameData({ a: 1, b: 2 }, { b: 2, a: 1 })).toBe(false);
    expect(sameData({ a: null }, { a: {} })).toBe(false);
    expect(sameData({ a: {} }, { a: null })).toBe(false);
    expect(sameData({ 0: 'x' }, ['x'])).toBe(false);
    expect(sameData('1', 1)).toBe(false);
  });
});
