import { appendFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';

type LogLevel = 'info' | 'warn' | 'error';

export interface Logger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

/**
 * Logged once the archive is open, so better-sqlite3's native addon loaded:
 * the line the release workflow's launch check (build/launch-check.ts) and
 * build/SMOKE-TEST.md look for.
 */
export const ARCHIVE_OPEN_MESSAGE = 'archive open';

export function logFilePath(dataDir: string): string {
  return join(dataDir, 'logs', 'main.log');
}

export function formatLogLine(level: LogLevel, message: string, now: Date): string {
  // one line per entry, so a multi-line stack stays greppable by timestamp
  return `${now.toISOString()} ${level.toUpperCase().padEnd(5)} ${message.replace(/\r?\n/g, '\n    ')}\n`;
}

/**
 * Appends to <dataDir>/logs/main.log. Writes are synchronous: the main process
 * logs rarely, and a line written just before a crash is the one that matters.
 * Logging never throws: a full disk must not take the app down.
 */
export function createFileLogger(dataDir: string, now: () => Date = () => new Date()): Logger {
  const file = logFilePath(dataDir);
  let folderReady = false;
  function write(level: LogLevel, message: string): void {
    try {
      if (!folderReady) {
        // Owner-only, as the data folder it may be the first to create.
        mkdirSync(join(dataDir, 'logs'), { recursive: true, mode: 0o700 });
        folderReady = true;
      }
      appendFileSync(file, formatLogLine(level, message, now()), { encoding: 'utf8', mode: 0o600 });
    } catch {
      // nowhere left to report it
    }
  }
  return {
    info: (message) => write('info', message),
    warn: (message) => write('warn', message),
    error: (message) => write('error', message),
  };
}
