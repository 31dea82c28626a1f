import type { Session, WebContents } from 'electron';
import { externalLinkPolicy, isAllowedNavigation } from './url-policy';
import type { Logger } from './logger';

// Applies the URL rules to every web contents the app creates (the window and
// anything a page might try to open), per Electron's security checklist.

export function hardenWebContents(contents: WebContents, openExternal: (url: string) => void, log: Logger): void {
  contents.on('will-frame-navigate', (event) => {
    if (isAllowedNavigation(event.url)) return;
    event.preventDefault();
    log.warn(`blocked navigation to ${event.url}`);
    followAsLink(event.url, openExternal, log);
  });
  contents.on('will-redirect', (event) => {
    if (isAllowedNavigation(event.url)) return;
    event.preventDefault();
    log.warn(`blocked redirect to ${event.url}`);
  });
  // New windows are never created: a link meant for a new tab goes to the OS browser.
  contents.setWindowOpenHandler(({ url }) => {
    followAsLink(url, openExternal, log);
    return { action: 'deny' };
  });
  contents.on('will-attach-webview', (event) => {
    event.preventDefault();
    log.warn('blocked a <webview>');
  });
}

function followAsLink(url: string, openExternal: (url: string) => void, log: Logger): void {
  const decision = externalLinkPolicy(url);
  if (decision.action === 'open-in-browser') openExternal(decision.url);
  else log.warn(`refused to open ${url}`);
}

/** The game needs no camera, notifications, geolocation or any other permission. */
export function denyAllPermissions(session: Session, log: Logger): void {
  session.setPermissionRequestHandler((_contents, permission, callback) => {
    log.warn(`denied permission ${permission}`);
    callback(false);
  });
  session.setPermissionCheckHandler(() => false);
}
