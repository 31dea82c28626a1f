/** Maps a URL path to a file of the built renderer, never outside its folder. */
import { realpathSync, statSync } from 'node:fs';
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

type StaticTarget = { kind: 'file'; path: string } | { kind: 'not-found' } | { kind: 'bad-path' };

/**
 * The real path of `path` when it is a file whose real path is inside the
 * real `root`: a symbolic link in the folder (or on the way to it) that leads
 * outside is not followed, whatever the URL looked like.
 */
function fileInside(root: string, path: string): string | null {
  try {
    const real = realpathSync(path);
    const inside = relative(realpathSync(root), real);
    if (inside === '' || inside.startsWith('..') || isAbsolute(inside)) return null;
    return statSync(real).isFile() ? real : null;
  } catch {
    return null;
  }
}

/**
 * A file when it exists inside `root` (links followed only while they stay
 * inside); the SPA's index.html for extensionless paths (client-side routes);
 * not-found for a missing asset or one that leads outside; bad-path for
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
  const file = fileInside(base, candidate);
  if (file !== null) return { kind: 'file', path: file };
  const index = fileInside(base, join(base, 'index.html'));
  if (extname(candidate) === '' && index !== null) return { kind: 'file', path: index };
  return { kind: 'not-found' };
}
