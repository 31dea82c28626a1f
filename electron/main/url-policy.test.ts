import { describe, expect, it } from 'vitest';
import { APP_ENTRY_URL, APP_ORIGIN } from './app-origin';
import { externalLinkPolicy, isAllowedNavigation, isTrustedSender } from './url-policy';

describe('isAllowedNavigation', () => {
  it.each([APP_ENTRY_URL, `${APP_ORIGIN}/`, `${APP_ORIGIN}/index.html#/archive`, `${APP_ORIGIN}/assets/app.js`])(
    'allows the app page %s',
    (url) => expect(isAllowedNavigation(url)).toBe(true),
  );

  it.each([
    'https://example.com/',
    'http://127.0.0.1:5170/',
    'file:///etc/passwd',
    'app://other/index.html',
    'app://congkak.evil.com/index.html',
    'javascript:alert(1)',
    'data:text/html,<script>1</script>',
    'not a url',
    '',
  ])('denies %s', (url) => expect(isAllowedNavigation(url)).toBe(false));
});

describe('externalLinkPolicy', () => {
  it.each(['https://en.wikipedia.org/wiki/Congkak', 'http://example.com/a?b=c#d'])('opens %s in the browser', (url) => {
    expect(externalLinkPolicy(url)).toEqual({ action: 'open-in-browser', url });
  });

  it('hands the browser the normalised address', () => {
    expect(externalLinkPolicy('HTTPS://Example.COM')).toEqual({ action: 'open-in-browser', url: 'https://example.com/' });
  });

  it.each([
    'file:///C:/Windows/System32/calc.exe',
    'javascript:alert(1)',
    'smb://server/share',
    'ms-settings:privacy',
    'mailto:someone@example.com',
    `${APP_ORIGIN}/index.html`,
    'https://user:pass@example.com/',
    'https://trusted.example@evil.example/',
    'nonsense',
    '',
  ])('denies %s', (url) => expect(externalLinkPolicy(url)).toEqual({ action: 'deny' }));
});

describe('isTrustedSender', () => {
  it('trusts frames of the app', () => {
    expect(isTrustedSender(`${APP_ORIGIN}/index.html#/play`)).toBe(true);
  });

  it.each([null, undefined, '', 'https://example.com/', 'about:blank', 'file:///app/index.html', 'app://evil/'])(
    'rejects %s',
    (url) => expect(isTrustedSender(url)).toBe(false),
  );
});
