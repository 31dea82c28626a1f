// Is there a newer Congkak? The installed app asks its release feed (GitHub's
// "latest release" of the repository the release workflow ran in, stamped
// into the packed package.json as `releaseFeed`) once per start, and only
// tells: the player decides whether to open the download page. Nothing is
// ever downloaded or installed by the app, and a failed check (offline, a
// feed that answers nonsense) is logged, never shown.

import { mainText, type MainText } from './main-text';

export type UpdateCheck =
  | { kind: 'newer'; version: string; url: string }
  | { kind: 'current' }
  | { kind: 'unavailable'; reason: string };

export interface UpdateCheckSettings {
  /** Only an installed app checks: not `npm start`, not the tests. */
  isPackaged: boolean;
  env: Readonly<Record<string, string | undefined>>;
  /** The packed package.json's `releaseFeed`, if the build stamped one. */
  stampedFeed: unknown;
}

/**
 * The feed to ask, or null when this app does not check: not installed,
 * CONGKAK_UPDATE_CHECK=off, or no http(s) feed. CONGKAK_RELEASE_FEED replaces
 * the stamped feed (a fork's own releases, a test's server).
 */
export function releaseFeedFor(settings: UpdateCheckSettings): string | null {
  if (!settings.isPackaged || settings.env['CONGKAK_UPDATE_CHECK']?.trim().toLowerCase() === 'off') return null;
  const feed = settings.env['CONGKAK_RELEASE_FEED']?.trim() || settings.stampedFeed;
  if (typeof feed !== 'string') return null;
  try {
    const url = new URL(feed);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

const VERSION = /^v?(\d+)\.(\d+)\.(\d+)(?:-([\w.]+))?$/;

/** Negative, zero or positive as `a` is older than, the same as or newer than `b`; null when either is not x.y.z. */
export function compareVersions(a: string, b: string): number | null {
  const left = VERSION.exec(a.trim());
  const right = VERSION.exec(b.trim());
  if (left === null || right === null) return null;
  for (let part = 1; part <= 3; part += 1) {
    const difference = Number(left[part]) - Number(right[part]);
    if (difference !== 0) return difference;
  }
  // A pre-release comes before its release (1.2.0-beta.1 < 1.2.0).
  const [leftPre, rightPre] = [left[4], right[4]];
  if (leftPre === rightPre) return 0;
  if (leftPre === undefined) return 1;
  if (rightPre === undefined) return -1;
  return leftPre < rightPre ? -1 : 1;
}

/** Reads GitHub's latest-release answer; drafts and pre-releases are never offered. */
export function parseLatestRelease(body: unknown): { version: string; url: string } | null {
  if (typeof body !== 'object' || body === null) return null;
  const release = body as Record<string, unknown>;
  if (release['draft'] === true || release['prerelease'] === true) return null;
  const tag = release['tag_name'];
  const url = release['html_url'];
  if (typeof tag !== 'string' || typeof url !== 'string' || !VERSION.test(tag.trim())) return null;
  if (!url.startsWith('https://')) return null;
  return { version: tag.replace(/^v/, ''), url };
}

/** How the check reaches the feed: the answer's JSON, or a throw (offline, a timeout, an HTTP error). */
export type FetchJson = (url: string) => Promise<unknown>;

export async function checkForUpdate(currentVersion: string, feed: string, fetchJson: FetchJson): Promise<UpdateCheck> {
  let body: unknown;
  try {
    body = await fetchJson(feed);
  } catch (error) {
    return { kind: 'unavailable', reason: error instanceof Error ? error.message : String(error) };
  }
  const latest = parseLatestRelease(body);
  if (latest === null) return { kind: 'unavailable', reason: 'the release feed answered no published release' };
  const order = compareVersions(latest.version, currentVersion);
  if (order === null) return { kind: 'unavailable', reason: `cannot compare ${latest.version} with ${currentVersion}` };
  return order > 0 ? { kind: 'newer', ...latest } : { kind: 'current' };
}

/** The feed over HTTPS with a time limit, as the main process asks it. */
export async function fetchJsonWithin(url: string, milliseconds: number): Promise<unknown> {
  const response = await fetch(url, { headers: { Accept: 'application/vnd.github+json' }, signal: AbortSignal.timeout(milliseconds) });
  if (!response.ok) throw new Error(`the release feed answered HTTP ${response.status}`);
  return response.json();
}

/** The box that tells the player; "Later" is the default answer to Escape. */
export function updateMessage(check: { version: string }, currentVersion: string, text: MainText = mainText('en')): {
  type: 'info';
  title: string;
  message: string;
  detail: string;
  buttons: string[];
  defaultId: number;
  cancelId: number;
} {
  return {
    type: 'info',
    title: text('update.title'),
    message: text('update.message', { version: check.version }),
    detail: text('update.detail', { current: currentVersion }),
    buttons: [text('update.open'), text('update.later')],
    defaultId: 0,
    cancelId: 1,
  };
}

export const OPEN_DOWNLOAD_PAGE = 0;
