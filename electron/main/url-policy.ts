import { isAppUrl, parseUrl } from './app-origin';

// Where the window may go and who may talk to the main process. The app is a
// single page: any navigation away from its own origin is either an attack or
// a link, and links belong in the OS browser.

/** The window may only navigate between the app's own pages. */
export function isAllowedNavigation(url: string): boolean {
  return isAppUrl(url);
}

type ExternalLinkDecision = { action: 'open-in-browser'; url: string } | { action: 'deny' };

const EXTERNAL_PROTOCOLS = new Set(['http:', 'https:']);

/**
 * A link leaving the app opens in the OS browser when it is plain http(s);
 * everything else (file:, javascript:, custom schemes that launch programs)
 * is denied. Credentials in the URL are refused: they only serve to disguise
 * the real host.
 */
export function externalLinkPolicy(url: string): ExternalLinkDecision {
  const parsed = parseUrl(url);
  if (parsed === null || !EXTERNAL_PROTOCOLS.has(parsed.protocol)) return { action: 'deny' };
  if (parsed.username !== '' || parsed.password !== '') return { action: 'deny' };
  return { action: 'open-in-browser', url: parsed.href };
}

/** IPC is answered only for frames showing the app's own pages. */
export function isTrustedSender(frameUrl: string | null | undefined): boolean {
  return isAppUrl(frameUrl);
}
