import { describe, expect, it } from 'vitest';
import { ARCHIVE_OPEN_MESSAGE } from '../electron/main/logger';
import { launchVerdict, type LaunchState } from './launch-verdict';

const log = [
  '2026-01-02T03:04:05.678Z INFO  Congkak 1.2.3 starting, data in /tmp/data',
  `2026-01-02T03:04:06.100Z INFO  ${ARCHIVE_OPEN_MESSAGE}`,
  '',
].join('\n');
const started: LaunchState = { log, archiveExists: true, backups: ['congkak-20260102T030406123-startup.sqlite'], exit: null };

describe('launchVerdict', () => {
  it('has started once the log, the archive and the worker’s start-up backup are there', () => {
    expect(launchVerdict(started, '1.2.3')).toEqual({ kind: 'started' });
  });

  it('waits for what is missing while the app runs', () => {
    expect(launchVerdict({ log: null, archiveExists: false, backups: [], exit: null }, '1.2.3')).toEqual({
      kind: 'waiting',
      missing: ['"Congkak 1.2.3 starting" in logs/main.log', `"${ARCHIVE_OPEN_MESSAGE}" in logs/main.log`, 'the archive congkak.sqlite', 'the start-up backup in backups/ (made by the archive’s worker)'],
    });
    expect(launchVerdict({ ...started, backups: ['congkak-20260102T030406123-startup.sqlite.partial'] }, '1.2.3')).toMatchObject({ kind: 'waiting' });
    // Another version started: not this build.
    expect(launchVerdict(started, '1.2.4')).toMatchObject({ kind: 'waiting', missing: ['"Congkak 1.2.4 starting" in logs/main.log'] });
  });

  it('fails on an error in the log, and on an app that ended before it had started', () => {
    const failed = launchVerdict({ ...started, log: `${log}2026-01-02T03:04:07.000Z ERROR Start-up backup failed: Error: …NODE_MODULE_VERSION 115…\n` }, '1.2.3');
    expect(failed).toEqual({ kind: 'failed', reason: 'the log has errors:\n2026-01-02T03:04:07.000Z ERROR Start-up backup failed: Error: …NODE_MODULE_VERSION 115…' });
    expect(launchVerdict({ ...started, backups: [], exit: { code: 1, signal: null } }, '1.2.3')).toEqual({
      kind: 'failed',
      reason: 'the app ended (exit code 1) without the start-up backup in backups/ (made by the archive’s worker)',
    });
  });
});
