import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
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
  mkdirSync(join(outside, 'data'));
  writeFileSync(join(outside, 'data', 'congkak.sqlite'), 'games');
  // Links inside the folder: two lead outside it, one stays inside.
  symlinkSync(join(outside, 'secret.txt'), join(root, 'assets', 'leak.js'));
  symlinkSync(join(outside, 'data'), join(root, 'data'));
  symlinkSync(join(root, 'assets', 'app.js'), join(root, 'app-link.js'));
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

describe('symbolic links', () => {
  it('does not serve a link inside the folder that leads outside it', () => {
    expect(resolveStaticTarget(root, '/assets/leak.js')).toEqual({ kind: 'not-found' });
    expect(resolveStaticTarget(root, '/data/congkak.sqlite')).toEqual({ kind: 'not-found' });
    // An extensionless path through the link is a client-side route: the app, not the folder.
    expect(resolveStaticTarget(root, '/data')).toEqual({ kind: 'file', path: join(root, 'index.html') });
  });

  it('serves a link that stays inside, as the file it leads to', () => {
    expect(resolveStaticTarget(root, '/app-link.js')).toEqual({ kind: 'file', path: join(root, 'assets', 'app.js') });
  });
});

describe('contentTypeOf', () => {
  it('names the usual web types and defaults to octet-stream', () => {
    expect(contentTypeOf('index.html')).toBe('text/html; charset=utf-8');
    expect(contentTypeOf('a/b.JS')).toBe('text/javascript; charset=utf-8');
    expect(contentTypeOf('x.svg')).toBe('image/svg+xml');
    expect(contentTypeOf('x.unknown')).toBe('application/octet-stream');
  });
});
