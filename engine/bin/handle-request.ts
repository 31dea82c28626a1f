/**
 * One protocol line in, one answer line out (ENGINE_PROTOCOL.md): pure, so the
 * whole protocol is unit-tested without a process. Blank lines get no answer.
 */
import type { EngineError, Result } from '../types';
import { COMMANDS } from './commands';
import { badRequest, isObject, type Fields } from './fields';

export function handleRequestLine(line: string): string | null {
  if (line.trim() === '') return null;
  let request: unknown;
  try {
    request = JSON.parse(line);
  } catch {
    return answer(undefined, { ok: false, error: { code: 'bad-json', message: `not valid JSON: ${line.slice(0, 80)}` } });
  }
  if (!isObject(request)) return answer(undefined, badRequest('a request must be a JSON object'));
  return answer(request['id'], dispatch(request));
}

function dispatch(request: Fields): Result<Fields> {
  const cmd = request['cmd'];
  if (typeof cmd !== 'string') return badRequest('missing field "cmd"');
  const handler = Object.hasOwn(COMMANDS, cmd) ? COMMANDS[cmd] : undefined;
  if (!handler) return badRequest(`unknown command "${cmd}": one of ${Object.keys(COMMANDS).join(', ')}`);
  try {
    return handler(request);
  } catch (thrown) {
    // The engine returns errors as values; a throw is an engine bug. Answer it
    // like any failure so a client's session goes on, with the detail kept.
    const message = thrown instanceof Error ? thrown.message : String(thrown);
    return badRequest(`the engine failed on this request: ${message}`);
  }
}

function answer(id: unknown, result: Result<Fields>): string {
  const head = id === undefined ? {} : { id };
  const body: Fields | { ok: false; error: EngineError } = result.ok ? { ok: true, ...result.value } : { ok: false, error: result.error };
  return JSON.stringify({ ...head, ...body });
}
