/** Maps a URL path to a file of the built renderer, never outside its folder. */
import { statSync } from 'node:fs';
import { extname, isAbsolute, join, relative, resolve } from 'node:path';

export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ogg': 'audio/ogg',
  '.mp3': 'audio/mpeg',
  '.wav': 'audio/wav',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

export function contentTypeOf(file: string): string {
  return CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
}

export type StaticTarget = { kind: 'file'; path: string } | { kind: 'not-found' } | { kind: 'bad-path' };

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/**
 * A file when it exists inside `root`; the SPA's index.html for extensionless
 * paths (client-side routes); not-found for a missing asset; bad-path for
 * anything that decodes outside the folder or holds a NUL byte.
 */
export function resolveStaticTarget(root: string, pathname: string): StaticTarget {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return { kind: 'bad-path' };
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return { kind: 'bad-path' };
  const base = resolve(root);
  const candidate = resolve(base, `.${decoded.startsWith('/') ? decoded : `/${decoded}`}`);
  const inside = relative(base, candidate);
  if (inside.startsWith('..') || isAbsolute(inside)) return { kind: 'bad-path' };
  if (isFile(candidate)) return { kind: 'file', path: candidate };
  const index = join(base, 'index.html');
  if (extname(candidate) === '' && isFile(index)) return { kind: 'file', path: index };
  return { kind: 'not-found' };
}
