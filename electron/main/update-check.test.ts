import { describe, expect, it, vi } from 'vitest';
import { checkForUpdate, compareVersions, parseLatestRelease, releaseFeedFor, updateMessage } from './update-check';

const FEED = 'https://api.github.com/repos/example/congkak/releases/latest';
const release = (tag: string, extra: Record<string, unknown> = {}) => ({ tag_name: tag, html_url: `https://github.com/example/congkak/releases/tag/${tag}`, draft: false, prerelease: false, ...extra });

describe('releaseFeedFor', () => {
  it('asks the stamped feed only in an installed app', () => {
    expect(releaseFeedFor({ isPackaged: true, env: {}, stampedFeed: FEED })).toBe(FEED);
    expect(releaseFeedFor({ isPackaged: false, env: {}, stampedFeed: FEED })).toBeNull();
  });

  it('is off when asked, or without a usable feed', () => {
    expect(releaseFeedFor({ isPackaged: true, env: { CONGKAK_UPDATE_CHECK: 'OFF' }, stampedFeed: FEED })).toBeNull();
    for (const stampedFeed of [undefined, 42, '', 'not a url', 'file:///etc/passwd', 'javascript:alert(1)']) {
      expect(releaseFeedFor({ isPackaged: true, env: {}, stampedFeed })).toBeNull();
    }
  });

  it('takes CONGKAK_RELEASE_FEED over the stamped feed', () => {
    expect(releaseFeedFor({ isPackaged: true, env: { CONGKAK_RELEASE_FEED: 'http://127.0.0.1:9/latest' }, stampedFeed: FEED })).toBe('http://127.0.0.1:9/latest');
  });
});

describe('compareVersions', () => {
  it.each([
    ['1.2.3', '1.2.3', 0],
    ['v1.10.0', '1.9.9', 1],
    ['0.1.0', '0.2.0', -1],
    ['2.0.0', '10.0.0', -1],
    ['1.2.0-beta.1', '1.2.0', -1],
    ['1.2.0', '1.2.0-beta.1', 1],
    ['1.2.0-beta.2', '1.2.0-beta.1', 1],
  ])('%s against %s', (a, b, sign) => {
    expect(Math.sign(compareVersions(a, b) ?? Number.NaN)).toBe(sign);
  });

  it('does not compare what is not a version', () => {
    expect(compareVersions('latest', '1.0.0')).toBeNull();
  });
});

describe('parseLatestRelease', () => {
  it('reads the version and the release page', () => {
    expect(parseLatestRelease(release('v1.3.0'))).toEqual({ version: '1.3.0', url: 'https://github.com/example/congkak/releases/tag/v1.3.0' });
  });

  it.each([
    ['a draft', release('v2.0.0', { draft: true })],
    ['a pre-release', release('v2.0.0-rc.1', { prerelease: true })],
    ['a tag that is no version', release('nightly')],
    ['a page that is not https', release('v2.0.0', { html_url: 'http://example.com/' })],
    ['an error answer', { message: 'Not Found' }],
    ['nothing', null],
  ])('offers nothing for %s', (_what, body) => {
    expect(parseLatestRelease(body)).toBeNull();
  });
});

describe('checkForUpdate', () => {
  it('tells of a newer release', async () => {
    expect(await checkForUpdate('0.1.0', FEED, async () => release('v0.2.0'))).toEqual({ kind: 'newer', version: '0.2.0', url: 'https://github.com/example/congkak/releases/tag/v0.2.0' });
  });

  it('is quiet when this is the latest, or newer than the latest', async () => {
    expect(await checkForUpdate('0.2.0', FEED, async () => release('v0.2.0'))).toEqual({ kind: 'current' });
    expect(await checkForUpdate('0.3.0', FEED, async () => release('v0.2.0'))).toEqual({ kind: 'current' });
  });

  it('works offline: a failed request is an answer, never a throw', async () => {
    const fetchJson = vi.fn(async () => {
      throw new TypeError('fetch failed');
    });
    expect(await checkForUpdate('0.1.0', FEED, fetchJson)).toEqual({ kind: 'unavailable', reason: 'fetch failed' });
    expect(fetchJson).toHaveBeenCalledWith(FEED);
    expect(await checkForUpdate('0.1.0', FEED, async () => '<html>captive portal</html>')).toMatchObject({ kind: 'unavailable' });
  });
});

describe('updateMessage', () => {
  it('names both versions and lets Escape mean Later', () => {
    const message = updateMessage({ version: '0.2.0' }, '0.1.0');
    expect(message.message).toBe('Congkak 0.2.0 is available.');
    expect(message.detail).toContain('You have 0.1.0.');
    expect(message.buttons[message.cancelId]).toBe('Later');
  });
});
