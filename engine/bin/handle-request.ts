/**
 * One protocol line in, one answer line out (ENGINE_PROTOCOL.md): pure, so the
 * whole protocol is unit-tested without a process. Blank lines get no answer.
 */
import type { EngineError, Result } from '../types';
import { COMMANDS } from './commands';
import { badRequest, isObject, type Fields } from './fields';

/**
 * The longest request line, 1 MiB: far above any state (a few kilobytes) and
 * room for hundreds of games in a `parse` or `print`. A longer line is
 * answered `bad-request` unread, so none can take the engine's memory or hold
 * up the lines after it; a longer record goes in several requests.
 */
export const MAX_LINE_CHARS = 1 << 20;
/**
 * Arrays and objects nest at most this deep in a request (the deepest the
 * protocol needs is 6, a GAME's series end). Answering echoes `id`, and
 * writing out a value nested a hundred thousand deep overflows the stack.
 */
export const MAX_NESTING = 32;

export function handleRequestLine(line: string): string | null {
  if (line.trim() === '') return null;
  if (line.length > MAX_LINE_CHARS) return answerOverlongLine();
  if (nestsDeeperThan(line, MAX_NESTING)) {
    return answer(undefined, badRequest(`a request may nest arrays and objects at most ${MAX_NESTING} deep`));
  }
  let request: unknown;
  try {
    request = JSON.parse(line);
  } catch {
    return answer(undefined, { ok: false, error: { code: 'bad-json', message: `not valid JSON: ${line.slice(0, 80)}` } });
  }
  if (!isObject(request)) return answer(undefined, badRequest('a request must be a JSON object'));
  return answer(request['id'], dispatch(request));
}

/** The answer to a line longer than MAX_LINE_CHARS (the reader drops such a line unread). */
export function answerOverlongLine(): string {
  return answer(undefined, badRequest(`a request line may hold at most ${MAX_LINE_CHARS} characters`));
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;

/** Whether JSON text nests arrays and objects deeper than `max`, read without parsing (strings are skipped). */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      if (++depth > max) return true;
    } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) depth--;
  }
  return false;
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
