// A refused import changes nothing: the whole archive exports byte for byte
// as before (compared by checksum), and the refusal names the line. The
// known cases one by one, then mutated records at random.
import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppServices } from '../app-services';
import { gameEngine } from '../games/engine';
import { mutations } from '../testing/record-mutations';
import { expectOk, tempServices, type TempServices } from '../testing/temp-services';
import { sampleFile } from '../testing/sample-records';

let env: TempServices;
let services: AppServices;
beforeAll(async () => {
  env = tempServices({ engine: gameEngine });
  services = env.open();
  expectOk(await services.call('importRecords', { text: sampleFile(500, 4, { annotate: true }), importId: 'base' }));
});
afterAll(() => env.dispose());

async function archiveChecksum(): Promise<string> {
  const exported = expectOk(await services.call('exportGames', { filter: {} }));
  return createHash('sha256').update(exported.text).digest('hex');
}

/** Imports `text`, expects a refusal, and gives its line and message after checking the archive did not change. */
async function refusedImport(text: string): Promise<{ line: number; message: string }> {
  const before = await archiveChecksum();
  const result = await services.call('importRecords', { text, importId: 'refused' });
  expect(result.ok).toBe(false);
  expect(await archiveChecksum()).toBe(before);
  if (result.ok) throw new Error('imported');
  expect(result.error.code).toBe('bad-record');
  expect(result.error.message.length).toBeLessThanOrEqual(400);
  const line = /^Line (\d+): /.exec(result.error.message)?.[1];
  return { line: Number(line), message: result.error.message };
}

const GAME = ['[Event "Cup"]', '[South "Ana"]', '[North "Budi"]', '[Rules "kalah"]', '', '{A game}', 'S 1', 'N 1 {a turn}', ''];
const withLine = (index: number, line: string) => GAME.map((original, at) => (at === index ? line : original)).join('\n');

describe('a refused import', () => {
  it.each([
    ['a 20 MB comment', withLine(5, `{${'c'.repeat(20 * 1024 * 1024)}}`), 6, /comment may hold at most 10,000 characters/],
    ['a 10,000-character name', withLine(1, `[South "${'n'.repeat(10_000)}"]`), 2, /South: expected at most 40 characters, got 10000/],
    ['a NUL', withLine(7, 'N 1 {a\u0000turn}'), 8, /a NUL character/],
    ['a bidi override', withLine(2, '[North "\u202Eidub"]'), 3, /a bidi control \(U\+202E\)/],
    ['a lone surrogate', withLine(0, '[Event "Cup \uD83D"]'), 1, /a lone surrogate \(U\+D83D\)/],
    ['a bare {…}', '{ not a game }\n', 1, /a game begins with its tags/],
    ['a JSON file', '{\n  "games": [{ "South": "Ana" }]\n}\n', 1, /a game begins with its tags/],
  ])('of %s names the line and leaves the archive as it was', async (_label, text, line, message) => {
    const refused = await refusedImport(text);
    expect(refused.line).toBe(line);
    expect(refused.message).toMatch(message);
  });

  it('of any mutated record leaves the archive as it was, and a local fault is named at the mutated line (fuzz)', async () => {
    const files = [sampleFile(1, 3, { annotate: true }), sampleFile(40, 2, { annotate: true, rules: 'kalah' })];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...files).chain(mutations), async (mutation) => {
        const before = await archiveChecksum();
        const result = await services.call('importRecords', { text: mutation.text, importId: 'fuzz' });
        if (mutation.kind === 'local') expect(result.ok).toBe(false);
        if (result.ok) return;
        expect(await archiveChecksum()).toBe(before);
        expect(result.error.code).toBe('bad-record');
        expect(result.error.message.length).toBeLessThanOrEqual(400);
        const line = Number(/^Line (\d+): /.exec(result.error.message)?.[1]);
        if (mutation.kind === 'local') expect(line).toBe(mutation.line);
        else expect(line).toBeGreaterThanOrEqual(1);
      }),
      // Each import starts a worker thread (about half a second here): few runs, and a time bound.
      { numRuns: 15, interruptAfterTimeLimit: 30_000 },
    );
  });
});
