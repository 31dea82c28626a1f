import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runScript, runTogether, verdict } from './run-together';

// A package of its own whose scripts say something and end as told.
let folder: string;
beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'congkak-together-'));
  const scripts = {
    fine: `node -e "console.log('fine out'); console.error('fine err')"`,
    broken: `node -e "console.log('broken out'); process.exit(3)"`,
  };
  writeFileSync(join(folder, 'package.json'), JSON.stringify({ name: 'together', private: true, scripts }));
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('run-together', () => {
  it('keeps a script’s stdout and stderr and its exit code', async () => {
    const outcome = await runScript('broken', folder);
    expect(outcome).toMatchObject({ script: 'broken', code: 3 });
    expect(outcome.output).toContain('broken out');
    const fine = await runScript('fine', folder);
    expect(fine.code).toBe(0);
    expect(fine.output).toContain('fine out');
    expect(fine.output).toContain('fine err');
  });

  it('fails when one script fails, names it, and still prints every script’s output whole', async () => {
    const printed: string[] = [];
    const write = vi.spyOn(process.stdout, 'write').mockImplementation((text) => (printed.push(String(text)), true));
    const log = vi.spyOn(console, 'log').mockImplementation((text: string) => void printed.push(text));
    try {
      expect(await runTogether(['fine', 'broken'], folder)).toBe(1);
      expect(await runTogether(['fine', 'fine'], folder)).toBe(0);
    } finally {
      write.mockRestore();
      log.mockRestore();
    }
    const all = printed.join('\n');
    expect(all).toMatch(/::: broken \([\d.]+ s, exit 3\)\nbroken out/);
    expect(all).toMatch(/run-together: broken failed \(fine ok [\d.]+ s, broken FAILED [\d.]+ s\)/);
    expect(all).toMatch(/run-together: all passed/);
  });

  it('says all passed only when every script did', () => {
    expect(verdict([{ script: 'a', code: 0, seconds: 1, output: '' }])).toBe('run-together: all passed (a ok 1.0 s)');
    expect(verdict([{ script: 'a', code: 0, seconds: 1, output: '' }, { script: 'b', code: 2, seconds: 2, output: '' }])).toBe('run-together: b failed (a ok 1.0 s, b FAILED 2.0 s)');
  });
});
