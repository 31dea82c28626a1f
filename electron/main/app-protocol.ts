import { extname, join, normalize, sep } from 'node:path';
import { contentSecurityPolicy } from '../contract/csp';
import { APP_HOST, APP_SCHEME, parseUrl } from './app-origin';

// How an app:// request maps onto the built renderer (dist/renderer), decided
// without Electron. Only files inside the renderer folder are ever served.

type AppRequestTarget = { kind: 'file'; path: string; contentType: string } | { kind: 'not-found' };

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
};

export function contentTypeOf(path: string): string {
  return CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
}

export function resolveAppRequest(url: string, rendererRoot: string): AppRequestTarget {
  const parsed = parseUrl(url);
  if (parsed === null || parsed.protocol !== `${APP_SCHEME}:` || parsed.host !== APP_HOST) return { kind: 'not-found' };
  let pathname: string;
  try {
    pathname = decodeURIComponent(parsed.pathname);
  } catch {
    return { kind: 'not-found' };
  }
  if (pathname.includes('\0')) return { kind: 'not-found' };
  const relative = pathname === '/' || pathname === '' ? 'index.html' : pathname.replace(/^\/+/, '');
  const root = normalize(rendererRoot);
  const path = normalize(join(root, relative));
  // URL parsing already folds "/../", but encoded separators (%2F, %5C) survive
  // it; checking the final path is the guarantee.
  if (!path.startsWith(root.endsWith(sep) ? root : root + sep)) return { kind: 'not-found' };
  return { kind: 'file', path, contentType: contentTypeOf(path) };
}

/** Headers of every app:// response: the CSP travels with each page. */
export function appResponseHeaders(contentType: string): Record<string, string> {
  return {
    'Content-Type': contentType,
    'Content-Security-Policy': contentSecurityPolicy(),
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'no-store',
  };
}
