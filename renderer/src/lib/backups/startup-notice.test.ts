import { describe, expect, it } from 'vitest';
import { NO_WARNINGS } from '../../../../electron/contract';
import { noticeAfterReport, type ReplacedReport } from './startup-notice';

const REPORT: ReplacedReport = { kind: 'database-replaced', reason: 'The archive file is empty (0 bytes).', movedTo: '/d/congkak.sqlite.damaged-1', alsoMovedTo: [], lastBackup: null, ...NO_WARNINGS };

describe('noticeAfterReport', () => {
  it('tells a replaced archive, keeping the answer of a restore made meanwhile', () => {
    expect(noticeAfterReport(null, REPORT)).toEqual({ report: REPORT, restored: null });
    expect(noticeAfterReport({ report: REPORT, restored: 'Backup restored.' }, REPORT)).toEqual({ report: REPORT, restored: 'Backup restored.' });
  });

  it('says nothing more once the player decided elsewhere', () => {
    expect(noticeAfterReport({ report: REPORT, restored: null }, { kind: 'ok', ...NO_WARNINGS })).toBeNull();
    expect(noticeAfterReport(null, { kind: 'ok', ...NO_WARNINGS })).toBeNull();
  });

  it('keeps telling the answer of a restore made from the notice until it is closed', () => {
    const told = { report: REPORT, restored: 'Backup restored.' };
    expect(noticeAfterReport(told, { kind: 'ok', ...NO_WARNINGS })).toBe(told);
  });
});
