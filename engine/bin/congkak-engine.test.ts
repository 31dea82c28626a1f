import { spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PARSE_GAMES_MAX } from './commands';

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

describe('congkak-engine executable: inputs beyond every bound', () => {
  const answersTo = async (lines: string[]) => {
    const { code, stdout } = await runEngine(`${lines.join('\n')}\n`);
    expect(code).toBe(0);
    return stdout.trimEnd().split('\n').map((line) => JSON.parse(line) as { id?: unknown; ok: boolean; error?: { code: string; message: string } });
  };
  const onePit = (seeds: number) => ({ rules: 'kalah', pits: [seeds, 4, 4, 4, 4, 4, 0, 4, 4, 4, 4, 4, 4, 0], toMove: 0 });

  it('answers 1e7, 1e8 and 1e9 seeds with bad-state and a huge timeMs with bad-request, then goes on', async () => {
    const lines = [1e7, 1e8, 1e9].flatMap((seeds) => [
      JSON.stringify({ cmd: 'play', state: onePit(seeds), move: { hole: 1 }, id: `play ${seeds}` }),
      JSON.stringify({ cmd: 'best', state: onePit(seeds), timeMs: 10, id: `best ${seeds}` }),
      JSON.stringify({ cmd: 'legal', state: onePit(seeds), id: `legal ${seeds}` }),
    ]);
    lines.push(JSON.stringify({ cmd: 'best', state: onePit(4), timeMs: 1e9, id: 'huge timeMs' }));
    lines.push(JSON.stringify({ cmd: 'analyse', state: onePit(4), timeMs: 1e12, id: 'huge analyse' }));
    lines.push('{"cmd":"presets","id":"after"}');
    const answers = await answersTo(lines);
    expect(answers).toHaveLength(lines.length);
    answers.slice(0, 9).forEach((answer, i) => {
      expect(answer).toEqual({ id: JSON.parse(lines[i]!).id, ok: false, error: { code: 'bad-state', message: expect.stringContaining('600') } });
    });
    expect(answers.slice(9, 11)).toMatchObject([
      { id: 'huge timeMs', ok: false, error: { code: 'bad-request', message: expect.stringContaining('60000') } },
      { id: 'huge analyse', ok: false, error: { code: 'bad-request' } },
    ]);
    expect(answers[11]).toMatchObject({ id: 'after', ok: true });
  }, 30_000);

  it('answers a 3 MB line and an id nested 100,000 deep with bad-request, then goes on', async () => {
    const deep = '['.repeat(100_000) + ']'.repeat(100_000);
    const answers = await answersTo([`{"cmd":"parse","record":"${'S 1 '.repeat(750_000)}"}`, `{"cmd":"presets","id":${deep}}`, '{"cmd":"presets","id":2}']);
    expect(answers).toMatchObject([
      { ok: false, error: { code: 'bad-request', message: expect.stringContaining('characters') } },
      { ok: false, error: { code: 'bad-request', message: expect.stringContaining('deep') } },
      { id: 2, ok: true },
    ]);
  }, 30_000);

  // Issue 29: a line of ~40,000 one-move games took 14.7 s, and a record wrong
  // at line 4 followed by 200,000 lines took 2.0 s: parse holds at most
  // PARSE_GAMES_MAX games, and stops at the first fault.
  it('answers a line of 40,000 one-move games with bad-record at the first game beyond the bound, and takes exactly that many', async () => {
    // A tag line after movetext begins the next game: three lines a game.
    const game = '[Rules "kalah"]\n\nS 1\n';
    const many = JSON.stringify({ cmd: 'parse', record: game.repeat(40_000), id: 'many' });
    expect(many.length).toBeGreaterThan(950_000);
    expect(many.length).toBeLessThan(1 << 20);
    const answers = await answersTo([many, JSON.stringify({ cmd: 'parse', record: game.repeat(PARSE_GAMES_MAX), id: 'most' }), '{"cmd":"presets","id":"after"}']);
    expect(answers[0]).toEqual({ id: 'many', ok: false, error: { code: 'bad-record', message: `line ${3 * PARSE_GAMES_MAX + 1}: a record may hold at most 1,000 games here` } });
    expect(answers[1]).toMatchObject({ id: 'most', ok: true });
    expect((answers[1] as { games?: unknown[] }).games).toHaveLength(PARSE_GAMES_MAX);
    expect(answers[2]).toMatchObject({ id: 'after', ok: true });
  }, 30_000);

  it('answers a record wrong at line 4 with that line, reading none of the 200,000 lines after it', async () => {
    // A lexing fault far below: reading on would have reported that line instead.
    const record = `[Rules "kalah"]\n\nS 2\nS 1\n${'S 3\n'.repeat(200_000)}S 4 }\n`;
    const answers = await answersTo([JSON.stringify({ cmd: 'parse', record, id: 'bad' }), '{"cmd":"presets","id":"after"}']);
    expect(answers).toEqual([{ id: 'bad', ok: false, error: { code: 'bad-record', message: 'line 4: South is not to move: North is' } }, expect.objectContaining({ id: 'after', ok: true })]);
  }, 30_000);

  it('best with 10 ms answers on the largest position of every family', async () => {
    const states = [{ holes: 15, seeds: 20, opening: 'alternate' }, { preset: 'kalah', holes: 15, seeds: 20 }, { preset: 'oware', holes: 15, seeds: 20 }].map((rules) => {
      const pits = Array.from({ length: 32 }, (_, pit) => (pit === 15 || pit === 31 ? 0 : 20));
      return { rules, pits, toMove: 0 };
    });
    const lines = states.flatMap((state, i) => [
      JSON.stringify({ cmd: 'best', state, timeMs: 10, seed: 1, id: `best ${i}` }),
      JSON.stringify({ cmd: 'analyse', state, timeMs: 10, id: `analyse ${i}` }),
    ]);
    const answers = await answersTo(lines);
    expect(answers.map((answer) => [answer.id, answer.ok])).toEqual(lines.map((line) => [(JSON.parse(line) as { id: string }).id, true]));
  }, 30_000);
});
