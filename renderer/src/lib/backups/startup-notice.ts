// What Home tells about a damaged archive set aside at start. The services
// keep telling it at every start until the player decides (restores a backup
// or keeps the new archive); this decides what Home shows as their answers come.
import type { StartupReport } from '../../../../electron/contract';

export type ReplacedReport = Extract<StartupReport, { kind: 'database-replaced' }>;

/** The report to tell, and the answer of a restore made from the notice (told until closed). */
export type NoticeState = { report: ReplacedReport; restored: string | null } | null;

/** After the services answered `getStartupReport` (at start, and whenever the archive changed). */
export function noticeAfterReport(current: NoticeState, report: StartupReport): NoticeState {
  if (report.kind === 'database-replaced') return { report, restored: current?.restored ?? null };
  // Decided elsewhere (a restore in Settings): nothing left to tell, except the answer of a restore made here.
  return current !== null && current.restored !== null ? current : null;
}
