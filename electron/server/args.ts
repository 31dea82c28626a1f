/**
 * Command line of the browser-mode server: `[--port N] [--data-dir DIR] [--pseudo-locale]`,
 * with PORT as a fallback. `--pseudo-locale` is for tests and development: the
 * app shows the pseudo-locale (accented, lengthened English) whatever the setting.
 */
import { parseArgs } from 'node:util';
import type { Result } from '../../engine';

export const DEFAULT_PORT = 5170;

interface ServerArgs {
  port: number;
  dataDirFlag: string | undefined;
  pseudoLocale: boolean;
}

function parsePort(text: string, source: string): Result<number, string> {
  const port = Number(text);
  if (!/^\d+$/.test(text.trim()) || port > 65535) return { ok: false, error: `${source} must be a port number from 0 to 65535, got "${text}".` };
  return { ok: true, value: port };
}

export function parseServerArgs(argv: string[], env: Readonly<Record<string, string | undefined>>): Result<ServerArgs, string> {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options: { port: { type: 'string' }, 'data-dir': { type: 'string' }, 'pseudo-locale': { type: 'boolean' } }, strict: true, allowPositionals: false });
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
  const { port: portFlag, 'data-dir': dataDirFlag, 'pseudo-locale': pseudoLocale = false } = parsed.values;
  const port =
    portFlag !== undefined
      ? parsePort(portFlag, '--port')
      : env.PORT !== undefined && env.PORT !== ''
        ? parsePort(env.PORT, 'PORT')
        : ({ ok: true, value: DEFAULT_PORT } as const);
  if (!port.ok) return port;
  return { ok: true, value: { port: port.value, dataDirFlag, pseudoLocale } };
}
