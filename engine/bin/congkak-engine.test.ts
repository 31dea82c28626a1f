import { spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const EXECUTABLE = fileURLToPath(new URL('./congkak-engine', import.meta.url));

/** Runs the real executable from an unrelated directory, feeding `input` on stdin. */
function runEngine(input: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(EXECUTABLE, [], { cwd: tmpdir(), stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(input);
  });
}

describe('congkak-engine executable', () => {
  it('answers each request on one line, in order, skips blank lines and exits 0', async () => {
    const input = [
      '{"cmd":"new","rules":"kalah","id":1}',
      '',
      '{not json',
      '{"cmd":"legal","state":{"rules":"kalah","pits":[0,1,0,0,0,2,5,1,1,1,1,1,1,3],"toMove":0},"id":"two"}',
      '{"cmd":"warp","id":3}',
      '   ',
      '{"cmd":"parse","record":"[Rules \\"kalah\\"]\\r\\n\\r\\nS 2\\r\\nS 1\\r\\n","id":4}\r',
      '{"cmd":"presets"}',
    ].join('\n');
    const { code, stdout } = await runEngine(`${input}\n`);
    expect(code).toBe(0);
    const answers = stdout.trimEnd().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(answers).toHaveLength(6);
    expect(answers[0]).toMatchObject({ id: 1, ok: true, state: { phase: 'play', toMove: 0, round: 1 } });
    expect(answers[1]).toEqual({ ok: false, error: { code: 'bad-json', message: expect.any(String) } });
    expect(answers[2]).toEqual({ id: 'two', ok: true, moves: [{ hole: 2 }, { hole: 6 }] });
    expect(answers[3]).toMatchObject({ id: 3, ok: false, error: { code: 'bad-request' } });
    expect(answers[4]).toEqual({ id: 4, ok: false, error: { code: 'bad-record', message: 'line 4: South is not to move: North is' } });
    expect(answers[5]).toMatchObject({ ok: true, presets: { kalah: { holes: 6, seeds: 4 } } });
  }, 30_000);

  it('flushes each answer before the next request arrives (an interactive client)', async () => {
    const child = spawn(EXECUTABLE, [], { cwd: tmpdir(), stdio: ['pipe', 'pipe', 'inherit'] });
    const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
    const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
    child.stdin.write('{"cmd":"new","rules":"oware","id":"a"}\n');
    const first = JSON.parse((await lines.next()).value as string) as { id: string; state: unknown };
    expect(first.id).toBe('a');
    child.stdin.write(`${JSON.stringify({ cmd: 'legal', state: first.state, id: 'b' })}\n`);
    expect(JSON.parse((await lines.next()).value as string)).toMatchObject({ id: 'b', ok: true });
    child.stdin.end();
    expect(await exited).toBe(0);
  }, 30_000);

  it('exits 0 with no output on empty input', async () => {
    expect(await runEngine('')).toMatchObject({ code: 0, stdout: '' });
  }, 30_000);
});
