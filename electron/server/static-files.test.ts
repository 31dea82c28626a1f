import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentTypeOf, resolveStaticTarget } from './static-files';

let root: string;
let outside: string;
beforeAll(() => {
  outside = mkdtempSync(join(tmpdir(), 'congkak-static-'));
  root = join(outside, 'renderer');
  mkdirSync(join(root, 'assets'), { recursive: true });
  writeFileSync(join(root, 'index.html'), '<!doctype html>');
  writeFileSync(join(root, 'assets', 'app.js'), '');
  writeFileSync(join(outside, 'secret.txt'), 'secret');
});
afterAll(() => rmSync(outside, { recursive: true, force: true }));

describe('resolveStaticTarget', () => {
  it('serves files inside the folder', () => {
    expect(resolveStaticTarget(root, '/assets/app.js')).toEqual({ kind: 'file', path: join(root, 'assets', 'app.js') });
    expect(resolveStaticTarget(root, '/')).toEqual({ kind: 'file', path: join(root, 'index.html') });
  });

  it('falls back to index.html for client-side routes, not for missing assets', () => {
    expect(resolveStaticTarget(root, '/archive/12')).toEqual({ kind: 'file', path: join(root, 'index.html') });
    expect(resolveStaticTarget(root, '/assets/missing.js')).toEqual({ kind: 'not-found' });
  });

  it.each(['/../secret.txt', '/%2e%2e/secret.txt', '/assets/%2E%2E/%2E%2E/secret.txt', '/..%2fsecret.txt', '/..%5csecret.txt', '/a%00b', '/%E0%A4%A'])(
    'refuses %s',
    (path) => {
      expect(resolveStaticTarget(root, path)).toEqual({ kind: 'bad-path' });
    },
  );
});

describe('contentTypeOf', () => {
  it('names the usual web types and defaults to octet-stream', () => {
    expect(contentTypeOf('index.html')).toBe('text/html; charset=utf-8');
    expect(contentTypeOf('a/b.JS')).toBe('text/javascript; charset=utf-8');
    expect(contentTypeOf('x.svg')).toBe('image/svg+xml');
    expect(contentTypeOf('x.unknown')).toBe('application/octet-stream');
  });
});
