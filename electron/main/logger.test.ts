import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFileLogger, formatLogLine, logFilePath } from './logger';

const at = new Date('2026-03-04T05:06:07.000Z');

describe('formatLogLine', () => {
  it('stamps, tags and indents continuation lines', () => {
    expect(formatLogLine('error', 'boom\n  at x', at)).toBe('2026-03-04T05:06:07.000Z ERROR boom\n      at x\n');
  });
});

describe('createFileLogger', () => {
  let dataDir = '';
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'congkak-log-'));
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('appends to <dataDir>/logs/main.log, creating the folder', async () => {
    const logger = createFileLogger(dataDir, () => at);
    logger.info('started');
    logger.warn('slow');
    logger.error('failed');
    expect(logFilePath(dataDir)).toBe(join(dataDir, 'logs', 'main.log'));
    expect(await readFile(logFilePath(dataDir), 'utf8')).toBe(
      [formatLogLine('info', 'started', at), formatLogLine('warn', 'slow', at), formatLogLine('error', 'failed', at)].join(''),
    );
  });

  it('creates the data folder and the log owner-only, as the first to write there', async () => {
    const fresh = join(dataDir, 'Congkak');
    createFileLogger(fresh, () => at).info('started');
    expect((await stat(fresh)).mode & 0o777).toBe(0o700);
    expect((await stat(logFilePath(fresh))).mode & 0o777).toBe(0o600);
  });

  it('never throws when the log cannot be written', () => {
    const logger = createFileLogger(join(dataDir, '\0invalid'), () => at);
    expect(() => logger.error('lost')).not.toThrow();
  });
});
