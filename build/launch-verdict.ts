// Whether a packaged Congkak started, judged from what it leaves in its data
// folder: the log's start line and ARCHIVE_OPEN_MESSAGE (better-sqlite3's
// addon loaded in the main process, the archive created) and the start-up
// backup (taken in the archive's worker thread, which loads the addon too).
// Any ERROR line in the log fails it. The release workflow's launch check
// (launch-check.ts) asks this while the app runs.
import { ARCHIVE_OPEN_MESSAGE } from '../electron/main/logger';

export interface LaunchState {
  /** logs/main.log, or null while there is none. */
  log: string | null;
  archiveExists: boolean;
  /** Files in the data folder's backups/. */
  backups: readonly string[];
  /** How the app ended, if it has. */
  exit: { code: number | null; signal: string | null } | null;
}

export type LaunchVerdict = { kind: 'started' } | { kind: 'waiting'; missing: string[] } | { kind: 'failed'; reason: string };

export function launchVerdict(state: LaunchState, version: string): LaunchVerdict {
  const errors = (state.log ?? '').split('\n').filter((line) => / ERROR /.test(line));
  if (errors.length > 0) return { kind: 'failed', reason: `the log has errors:\n${errors.join('\n')}` };
  const missing = [
    ...(state.log?.includes(`Congkak ${version} starting`) ? [] : [`"Congkak ${version} starting" in logs/main.log`]),
    ...(state.log?.includes(ARCHIVE_OPEN_MESSAGE) ? [] : [`"${ARCHIVE_OPEN_MESSAGE}" in logs/main.log`]),
    ...(state.archiveExists ? [] : ['the archive congkak.sqlite']),
    ...(state.backups.some((name) => /^congkak-\d{8}T\d{9}-startup\.sqlite$/.test(name)) ? [] : ['the start-up backup in backups/ (made by the archive’s worker)']),
  ];
  if (missing.length === 0) return { kind: 'started' };
  if (state.exit !== null) return { kind: 'failed', reason: `the app ended (${state.exit.signal ?? `exit code ${state.exit.code}`}) without ${missing.join(', ')}` };
  return { kind: 'waiting', missing };
}
