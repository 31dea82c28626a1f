import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../contract/csp';
import { appResponseHeaders, contentTypeOf, resolveAppRequest } from './app-protocol';

const root = resolve('/opt/Congkak/resources/app.asar/dist/renderer');

describe('resolveAppRequest', () => {
  it('serves index.html for the root', () => {
    expect(resolveAppRequest('app://congkak/', root)).toEqual({ kind: 'file', path: join(root, 'index.html'), contentType: 'text/html; charset=utf-8' });
    expect(resolveAppRequest('app://congkak', root)).toMatchObject({ path: join(root, 'index.html') });
  });

  it('serves files of the renderer, ignoring query and hash', () => {
    expect(resolveAppRequest('app://congkak/assets/index-abc.js?v=1#x', root)).toEqual({
      kind: 'file',
      path: join(root, 'assets', 'index-abc.js'),
      contentType: 'text/javascript; charset=utf-8',
    });
    expect(resolveAppRequest('app://congkak/assets/my%20shell.svg', root)).toMatchObject({ path: join(root, 'assets', 'my shell.svg') });
  });

  it.each([
    'app://congkak/../../../../etc/passwd',
    'app://congkak/%2e%2e/%2e%2e/secret.txt',
    'app://congkak/assets/..%2F..%2F..%2Fmain.cjs',
    'app://congkak/..%5C..%5Cmain.cjs',
    'app://congkak/%00index.html',
    'app://congkak/%E0%A4%A',
  ])('never leaves the renderer folder: %s', (url) => {
    const target = resolveAppRequest(url, root);
    if (target.kind === 'file') expect(target.path.startsWith(root)).toBe(true);
    else expect(target).toEqual({ kind: 'not-found' });
  });

  it('refuses a decoded path that escapes the folder', () => {
    expect(resolveAppRequest('app://congkak/assets/..%2F..%2F..%2Fmain.cjs', root)).toEqual({ kind: 'not-found' });
  });

  it.each(['app://other/index.html', 'file:///index.html', 'https://congkak/index.html', 'garbage'])('refuses %s', (url) => {
    expect(resolveAppRequest(url, root)).toEqual({ kind: 'not-found' });
  });
});

describe('contentTypeOf', () => {
  it.each([
    ['a.css', 'text/css; charset=utf-8'],
    ['a.SVG', 'image/svg+xml'],
    ['a.woff2', 'font/woff2'],
    ['a.unknown', 'application/octet-stream'],
  ])('%s is %s', (path, type) => expect(contentTypeOf(path)).toBe(type));
});

describe('appResponseHeaders', () => {
  it('carries the CSP on every response', () => {
    expect(appResponseHeaders('text/html')).toMatchObject({ 'Content-Type': 'text/html', 'Content-Security-Policy': contentSecurityPolicy(), 'X-Content-Type-Options': 'nosniff' });
  });
});
