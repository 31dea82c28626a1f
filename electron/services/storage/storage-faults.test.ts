import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { describeStartupProblem, storageProblemOf } from './startup-problem';
import { causeOf, storageFaultMessage, storageFaultOf } from './storage-faults';

const errno = (code: string) => Object.assign(new Error(`${code}: something, open '/x'`), { code });
const sqlite = (code: string) => new Database.SqliteError('some sqlite message', code);

describe('storageFaultOf', () => {
  it.each([
    ['ENOSPC', errno('ENOSPC'), 'disk-full'],
    ['SQLITE_FULL', sqlite('SQLITE_FULL'), 'disk-full'],
    ['EACCES', errno('EACCES'), 'cannot-write'],
    ['EPERM', errno('EPERM'), 'cannot-write'],
    ['EROFS', errno('EROFS'), 'cannot-write'],
    ['SQLITE_READONLY', sqlite('SQLITE_READONLY'), 'cannot-write'],
    ['an extended code, SQLITE_READONLY_DIRECTORY', sqlite('SQLITE_READONLY_DIRECTORY'), 'cannot-write'],
    ['SQLITE_CANTOPEN', sqlite('SQLITE_CANTOPEN'), 'cannot-write'],
    ['SQLITE_BUSY', sqlite('SQLITE_BUSY'), 'busy'],
  ])('%s is a storage fault', (_label, error, fault) => {
    expect(storageFaultOf(error)).toBe(fault);
  });

  it.each([
    ['damaged data', sqlite('SQLITE_CORRUPT')],
    ['not a database', sqlite('SQLITE_NOTADB')],
    ['a bug', new TypeError('x is undefined')],
    ['a string', 'ENOSPC'],
    ['null', null],
  ])('%s is not', (_label, error) => {
    expect(storageFaultOf(error)).toBeNull();
  });
});

describe('messages', () => {
  it('says the disk is full and names the folder', () => {
    expect(storageFaultMessage('disk-full', '/home/ana/.config/Congkak')).toBe(
      'The disk is full: nothing was saved in /home/ana/.config/Congkak. Free some space and try again.',
    );
  });

  it('gives the cause in plain words, else the bare code', () => {
    expect(causeOf(errno('EACCES'))).toBe('permission denied');
    expect(causeOf(errno('ENOTDIR'))).toBe('a file is in the way');
    expect(causeOf(sqlite('SQLITE_READONLY_DIRECTORY'))).toBe('it is read-only');
    expect(causeOf(errno('EWHATEVER'))).toBe('EWHATEVER');
  });

  it('a start-up problem names the folder in one line', () => {
    const problem = storageProblemOf(errno('EACCES'), '/data', 'write in its data folder /data');
    expect(problem).toEqual({ code: 'cannot-write', folder: '/data', message: 'Congkak cannot write in its data folder /data: permission denied.' });
    expect(describeStartupProblem(problem!, '/data')).toEqual({ message: problem!.message });
    const full = storageProblemOf(sqlite('SQLITE_FULL'), '/data', 'open its archive in /data');
    expect(full?.message).toBe('The disk is full: Congkak cannot open its archive in /data. Free some space, then start Congkak again.');
    expect(storageProblemOf(sqlite('SQLITE_CORRUPT'), '/data', 'x')).toBeNull();
  });

  it('an archive from an unknown version is told with its folder', () => {
    const described = describeStartupProblem({ code: 'unknown-schema', message: 'written by a newer version.' }, '/data');
    expect(described).toEqual({ message: 'The archive in /data cannot be opened: written by a newer version.' });
    expect(described.message).not.toMatch(/\n/);
  });
});
