/**
 * The worker as the Electron app runs it: bundled by esbuild into one CommonJS
 * file beside the main bundle (see OPPONENT_WORKER_BUNDLE), found there first.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { legalMoves, newGame } from '../../../engine';
import { ROOT, WORKER_ENTRIES, workerBuildOptions } from '../../../build/build-electron';
import { OPPONENT_WORKER_BUNDLE } from './messages';
import { createOpponentService } from './opponent-service';

const bundleDir = mkdtempSync(join(tmpdir(), 'opponent-worker-'));
afterAll(() => rmSync(bundleDir, { recursive: true, force: true }));

describe('bundled opponent worker', () => {
  it('is found beside the main bundle and answers a search', async () => {
    // Bundled with the build script's own options, under the name the service looks for.
    const worker = WORKER_ENTRIES.find((entry) => entry.bundle === OPPONENT_WORKER_BUNDLE);
    if (!worker) throw new Error(`build-electron does not bundle ${OPPONENT_WORKER_BUNDLE}`);
    await build({ ...workerBuildOptions(ROOT, worker), outfile: join(bundleDir, OPPONENT_WORKER_BUNDLE), sourcemap: false, logLevel: 'silent' });
    const service = createOpponentService({ bundleDir });
    const game = newGame('kalah');
    if (!game.ok) throw new Error(game.error.message);
    const chosen = await service.chooseMove(game.value, 5, { timeMs: 100, seed: 1 });
    await service.close();
    if (!chosen.ok) throw new Error(chosen.error.message);
    expect(legalMoves(game.value)).toContainEqual(chosen.value.move);
  }, 30_000);
});
