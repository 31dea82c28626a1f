// The update check as the desktop app runs it: once per start, in an
// installed app; a newer release is told in a box and only opened in the
// browser if the player asks. The decisions are in update-check.ts.
import type { MessageBoxOptions, MessageBoxReturnValue } from 'electron';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Logger } from './logger';
import type { MainText } from './main-text';
import { checkForUpdate, fetchJsonWithin, OPEN_DOWNLOAD_PAGE, releaseFeedFor, updateMessage } from './update-check';

export interface UpdateNoticeShell {
  /** The folder holding the app's package.json, where the release workflow stamps its feed. */
  appRoot: string;
  isPackaged: boolean;
  version: string;
  text: () => MainText;
  showBox: (options: MessageBoxOptions) => Promise<MessageBoxReturnValue>;
  openInBrowser: (url: string) => void;
  log: Logger;
}

export async function tellOfNewerRelease(shell: UpdateNoticeShell): Promise<void> {
  const manifest: { releaseFeed?: unknown } = await readFile(join(shell.appRoot, 'package.json'), 'utf8').then(
    (text) => JSON.parse(text) as { releaseFeed?: unknown },
    () => ({}),
  );
  const feed = releaseFeedFor({ isPackaged: shell.isPackaged, env: process.env, stampedFeed: manifest.releaseFeed });
  if (feed === null) return;
  const check = await checkForUpdate(shell.version, feed, (url) => fetchJsonWithin(url, 15_000));
  if (check.kind === 'unavailable') shell.log.info(`update check: ${check.reason}`);
  if (check.kind !== 'newer') return;
  shell.log.info(`update check: ${check.version} is available`);
  const answer = await shell.showBox(updateMessage(check, shell.version, shell.text()));
  if (answer.response === OPEN_DOWNLOAD_PAGE) shell.openInBrowser(check.url);
}
