/**
 * Fuzzing the executable: random, mutated and hostile request lines
 * (test-support/fuzz-lines.ts) all sent at once; every non-blank line must get
 * exactly one JSON answer, in order, with its id echoed when it had one, and
 * the process must go on to the end and exit 0. Bounded in count; the only
 * timing checked is a generous gap between answers that catches a stall.
 * CONGKAK_FUZZ_LINES and CONGKAK_FUZZ_SEED run a longer or another fuzz.
 */
import { spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../types';
import { MAX_LINE_CHARS, MAX_NESTING, nestsDeeperThan } from './handle-request';
import { fuzzLines } from './test-support/fuzz-lines';

const EXECUTABLE = fileURLToPath(new URL('./congkak-engine', import.meta.url));
const LINES = Number(process.env['CONGKAK_FUZZ_LINES'] ?? 400);
const SEED = Number(process.env['CONGKAK_FUZZ_SEED'] ?? 13);
/** No answer may take this long after the one before it: only a stall does. */
const STALL_MS = 15_000;

interface Answer {
  text: string;
  at: number;
}

/** Runs the engine on `lines`, noting when each answer line arrived. */
function runEngine(lines: string[]): Promise<{ code: number | null; answers: Answer[]; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(EXECUTABLE, [], { cwd: tmpdir(), stdio: ['pipe', 'pipe', 'pipe'] });
    const answers: Answer[] = [];
    let partial = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      const parts = (partial + chunk).split('\n');
      partial = parts.pop()!;
      const at = performance.now();
      for (const text of parts) answers.push({ text, at });
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, answers: partial === '' ? answers : [...answers, { text: partial, at: performance.now() }], stderr }));
    child.stdin.on('error', () => {}); // an engine that died is reported by the checks below
    child.stdin.end(`${lines.join('\n')}\n`);
  });
}

/** What the engine must answer a line with: nothing (blank), or an answer carrying this id (undefined: none). */
function expectedFor(sent: string): { answered: false } | { answered: true; id: string | undefined } {
  // The engine reads UTF-8, so a lone surrogate that a mutation cut out of a pair arrives as U+FFFD.
  const line = Buffer.from(sent, 'utf8').toString('utf8').replace(/\r$/, '');
  if (line.trim() === '') return { answered: false };
  if (line.length > MAX_LINE_CHARS || nestsDeeperThan(line, MAX_NESTING)) return { answered: true, id: undefined };
  try {
    const request: unknown = JSON.parse(line);
    const isObject = typeof request === 'object' && request !== null && !Array.isArray(request);
    const id = isObject ? (request as { id?: unknown }).id : undefined;
    return { answered: true, id: id === undefined ? undefined : JSON.stringify(id) };
  } catch {
    return { answered: true, id: undefined };
  }
}

describe('congkak-engine executable under fuzzing', () => {
  it(`answers each of ${LINES} random and mutated lines exactly once, in order, and never stalls`, async () => {
    const lines = fuzzLines(LINES, SEED);
    const expected = lines.map(expectedFor).filter((e) => e.answered);
    const { code, answers, stderr } = await runEngine(lines);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(answers).toHaveLength(expected.length);
    answers.forEach((answer, i) => {
      const parsed = JSON.parse(answer.text) as { id?: unknown; ok: unknown; error?: { code: unknown; message: unknown } };
      expect(typeof parsed.ok).toBe('boolean');
      if (parsed.ok === false) {
        expect(ERROR_CODES).toContain(parsed.error?.code);
        expect(typeof parsed.error?.message).toBe('string');
      }
      const id = 'id' in parsed ? JSON.stringify(parsed.id) : undefined;
      expect({ line: i, id }).toEqual({ line: i, id: (expected[i] as { id: string | undefined }).id });
      if (i > 0) expect(answer.at - answers[i - 1]!.at).toBeLessThan(STALL_MS);
    });
  }, 180_000);
});
