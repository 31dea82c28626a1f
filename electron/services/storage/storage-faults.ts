/**
 * Failures that are about where the data is kept (no room left, no permission,
 * another program holding the file) rather than about the data itself. They
 * are told in plain words naming the folder, and never taken for a damaged
 * archive: a sound archive in a read-only folder must not be moved aside.
 */

export const STORAGE_FAULTS = ['disk-full', 'cannot-write', 'busy'] as const;
export type StorageFault = (typeof STORAGE_FAULTS)[number];

/** Node's errno codes (fs calls) and SQLite's primary result codes (better-sqlite3's `SqliteError.code`). */
const FAULT_BY_CODE: Readonly<Record<string, StorageFault>> = {
  ENOSPC: 'disk-full',
  EDQUOT: 'disk-full',
  SQLITE_FULL: 'disk-full',
  EACCES: 'cannot-write',
  EPERM: 'cannot-write',
  EROFS: 'cannot-write',
  EISDIR: 'cannot-write',
  SQLITE_READONLY: 'cannot-write',
  SQLITE_CANTOPEN: 'cannot-write',
  SQLITE_PERM: 'cannot-write',
  SQLITE_AUTH: 'cannot-write',
  EBUSY: 'busy',
  SQLITE_BUSY: 'busy',
  SQLITE_LOCKED: 'busy',
};

/** In plain words, for the message that names the folder. */
const CAUSE_BY_CODE: Readonly<Record<string, string>> = {
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EROFS: 'the disk is read-only',
  ENOTDIR: 'a file is in the way',
  EISDIR: 'a folder is in the way',
  EEXIST: 'a file is in the way',
  ENOENT: 'its parent folder does not exist',
  ENOSPC: 'the disk is full',
  EDQUOT: 'the disk quota is used up',
  SQLITE_READONLY: 'it is read-only',
  SQLITE_CANTOPEN: 'it cannot be opened',
  SQLITE_FULL: 'the disk is full',
  SQLITE_BUSY: 'another program is using it',
  SQLITE_LOCKED: 'another program is using it',
  EBUSY: 'another program is using it',
};

function codeOf(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || !('code' in error) || typeof error.code !== 'string') return null;
  // SQLite's extended codes (SQLITE_READONLY_DIRECTORY, SQLITE_CANTOPEN_ISDIR) share their primary code's meaning.
  const sqlite = /^SQLITE_[A-Z]+/.exec(error.code);
  return sqlite === null ? error.code : sqlite[0];
}

/**
 * SQLite's "disk I/O error" (SQLITE_IOERR_WRITE…): what a write answers once
 * the archive's files turn read-only under an open connection (a read-only
 * remount, immutable files). It is a storage fault only when the folder or
 * the files then prove unwritable: the services ask (app-services.ts).
 */
export function isIoError(error: unknown): boolean {
  return codeOf(error) === 'SQLITE_IOERR';
}

export function storageFaultOf(error: unknown): StorageFault | null {
  const code = codeOf(error);
  return code === null ? null : (FAULT_BY_CODE[code] ?? null);
}

/** "permission denied", "a file is in the way"…, or the bare code when there are no plainer words. */
export function causeOf(error: unknown): string {
  const code = codeOf(error);
  if (code === null) return error instanceof Error ? error.message : String(error);
  return CAUSE_BY_CODE[code] ?? code;
}

/** The message of a failed operation, naming the data folder. */
export function storageFaultMessage(fault: StorageFault, dataDir: string): string {
  switch (fault) {
    case 'disk-full':
      return `The disk is full: nothing was saved in ${dataDir}. Free some space and try again.`;
    case 'cannot-write':
      return `Congkak cannot write in its data folder ${dataDir}: check that you may write there.`;
    case 'busy':
      return `The archive in ${dataDir} is busy (another program is using it). Try again in a moment.`;
  }
}
