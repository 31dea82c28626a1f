import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { exactObject, isPlainObject } from './exact-object';

const point = exactObject({ x: v.number(), label: v.optional(v.string(), 'none') });

describe('exactObject', () => {
  it('parses a plain object as strictObject does, defaults included', () => {
    expect(v.parse(point, { x: 1 })).toEqual({ x: 1, label: 'none' });
    expect(v.parse(point, Object.assign(Object.create(null) as object, { x: 2 }))).toEqual({ x: 2, label: 'none' });
    expect(v.safeParse(point, { x: 1, y: 2 }).success).toBe(false);
  });

  it.each([
    ['an array', []],
    ['an array with the field', Object.assign([], { x: 1 })],
    ['a Map', new Map([['x', 1]])],
    ['a Date', new Date(0)],
    ['null', null],
    ['a string', 'x'],
  ])('refuses %s with one type issue, reading no field', (_label, input) => {
    const result = v.safeParse(point, input);
    expect(result.success).toBe(false);
    expect(result.issues).toHaveLength(1);
    expect(result.issues?.[0]).toMatchObject({ kind: 'schema', type: 'strict_object', expected: 'Object' });
  });

  it('refuses an array nested where an object belongs', () => {
    const outer = v.strictObject({ filter: v.optional(point) });
    expect(v.safeParse(outer, { filter: [] }).success).toBe(false);
    // What valibot's own strictObject does: an array passes as an empty object.
    expect(v.safeParse(v.strictObject({ filter: v.optional(v.strictObject({})) }), { filter: [] }).success).toBe(true);
  });

  it('keeps the schema usable where valibot looks inside it', () => {
    const variant = v.variant('kind', [exactObject({ kind: v.literal('a') }), exactObject({ kind: v.literal('b'), n: v.number() })]);
    expect(v.parse(variant, { kind: 'b', n: 1 })).toEqual({ kind: 'b', n: 1 });
    expect(v.safeParse(variant, [{ kind: 'a' }]).success).toBe(false);
    expect(Object.keys(exactObject({ a: v.string(), ...point.entries }).entries)).toEqual(['a', 'x', 'label']);
    expect(point['~standard'].validate([])).toMatchObject({ issues: [{ expected: 'Object' }] });
  });
});

describe('isPlainObject', () => {
  it('knows a plain object from an array, a Map or null', () => {
    expect([{}, Object.create(null), [], new Map(), null, 'x'].map(isPlainObject)).toEqual([true, true, false, false, false, false]);
  });
});
