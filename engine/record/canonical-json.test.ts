import { describe, expect, it } from 'vitest';
import { canonicalJson } from './canonical-json';

describe('canonicalJson', () => {
  it('sorts object keys at every depth', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { z: true, y: null }], c: 'x' } })).toBe('{"a":{"c":"x","d":[2,{"y":null,"z":true}]},"b":1}');
  });

  it('is JSON.stringify of the same value with its keys in order', () => {
    const value = { a: 'quote " and \\ and 🌺', b: [1, 2.5, -0, null, 'x'], c: { d: false } };
    expect(canonicalJson(value)).toBe(JSON.stringify(value));
  });

  it('leaves out undefined members and writes undefined array items null, as JSON does', () => {
    const value = { a: undefined, b: [undefined, 1] };
    expect(canonicalJson(value)).toBe('{"b":[null,1]}');
    expect(canonicalJson(value)).toBe(JSON.stringify(value));
  });

  it('writes numbers, strings, booleans and null as JSON does', () => {
    for (const value of [0, 7, -3.25, '', 'seeds', true, false, null]) expect(canonicalJson(value)).toBe(JSON.stringify(value));
  });
});
