// The renderer is served from a custom, privileged `app://` scheme rather than
// file://: it gives the pages one real origin (so 'self' in the CSP means the
// app and nothing else on disk), lets the protocol handler attach the CSP
// header to every response (file:// responses carry no headers), and keeps
// every other local file out of reach of the page.
export const APP_SCHEME = 'app';
export const APP_HOST = 'congkak';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;
export const APP_ENTRY_URL = `${APP_ORIGIN}/index.html`;

/** True when `url` is a page or file of the app's own origin. */
export function isAppUrl(url: string | null | undefined): boolean {
  const parsed = parseUrl(url);
  return parsed !== null && parsed.protocol === `${APP_SCHEME}:` && parsed.host === APP_HOST;
}

export function parseUrl(url: string | null | undefined): URL | null {
  if (!url) return null;
  try {
    return new URL(url);
  } catch {
    return null;
  }
}
