import { describe, expect, it } from 'vitest';
import { bearerToken, checkHost, checkOrigin, checkToken, generateToken } from './request-checks';

describe('generateToken', () => {
  it('makes 32 random bytes of hex, different each run', () => {
    const token = generateToken();
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    expect(generateToken()).not.toBe(token);
  });
});

describe('checkToken', () => {
  const token = generateToken();
  it('accepts the exact token only', () => {
    expect(checkToken(token, token)).toBe(true);
    expect(checkToken(token.toUpperCase(), token)).toBe(false);
    expect(checkToken(token.slice(1), token)).toBe(false);
    expect(checkToken(`${token}0`, token)).toBe(false);
    expect(checkToken('', token)).toBe(false);
    expect(checkToken(null, token)).toBe(false);
    expect(checkToken(undefined, token)).toBe(false);
  });
});

describe('bearerToken', () => {
  it('extracts the token of a Bearer header', () => {
    expect(bearerToken('Bearer abc123')).toBe('abc123');
    expect(bearerToken('bearer abc123')).toBe('abc123');
    expect(bearerToken('Basic abc123')).toBeNull();
    expect(bearerToken('Bearer a b')).toBeNull();
    expect(bearerToken(undefined)).toBeNull();
  });
});

describe('checkHost', () => {
  it.each([
    ['127.0.0.1:5170', true],
    ['localhost:5170', true],
    ['LOCALHOST:5170', true],
    ['127.0.0.1:5171', false],
    ['127.0.0.1', false],
    ['evil.example:5170', false],
    ['localhost.evil.example:5170', false],
    [undefined, false],
  ])('%s → %s', (host, expected) => {
    expect(checkHost(host, 5170)).toBe(expected);
  });
});

describe('checkOrigin', () => {
  it.each([
    [undefined, true],
    ['http://127.0.0.1:5170', true],
    ['http://localhost:5170', true],
    ['https://127.0.0.1:5170', false],
    ['http://127.0.0.1:5171', false],
    ['http://evil.example', false],
    ['null', false],
  ])('%s → %s', (origin, expected) => {
    expect(checkOrigin(origin, 5170)).toBe(expected);
  });
});
