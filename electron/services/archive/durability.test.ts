// Durability: the real browser-mode server on a temporary data folder, a
// client playing moves as fast as it can, and SIGKILL at random moments (also
// in the middle of a request), 20 times. After every restart each move the
// client saw acknowledged is there, and at the end SQLite's integrity check is clean.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import Database from 'better-sqlite3';
import { afterAll, expect, it } from 'vitest';
import { seededRandom } from '../../../engine';
import type { ApiResult, GameView } from '../../contract';
import { databaseFile } from '../data-dir';
import { readStoredMoves } from '../testing/stored-moves';

const ROOT = join(import.meta.dirname, '..', '..', '..');
const RUNS = 20;
const dataDir = mkdtempSync(join(tmpdir(), 'congkak-durability-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

interface Server {
  child: ChildProcess;
  call<T>(operation: string, input: unknown): Promise<ApiResult<T>>;
}

async function startServer(): Promise<Server> {
  const child = spawn(process.execPath, [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), join(ROOT, 'electron/server/cli.ts'), '--port', '0', '--data-dir', dataDir], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const url = await new Promise<URL>((resolve, reject) => {
    createInterface({ input: child.stdout! }).once('line', (line) => resolve(new URL(line.replace(/^.* at /, ''))));
    child.once('exit', (code) => reject(new Error(`the server exited (${code})`)));
  });
  const token = url.searchParams.get('token') ?? '';
  return {
    child,
    async call<T>(operation: string, input: unknown) {
      const response = await fetch(new URL(`/api/${operation}`, url), {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(input),
      });
      return (await response.json()) as ApiResult<T>;
    },
  };
}

function killed(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

it(`keeps every acknowledged move through ${RUNS} SIGKILLs`, { timeout: 180_000 }, async () => {
  const random = seededRandom(20_260_101);
  /** Moves acknowledged per game: the count each acknowledged answer reported. */
  const acknowledged = new Map<number, number>();
  let gameId: number | null = null;
  for (let run = 0; run < RUNS; run++) {
    const server = await startServer();
    for (const [id, count] of acknowledged) {
      const game = await server.call<GameView>('getGame', { gameId: id });
      expect(game.ok && game.value.moveCount, `game #${id} after kill ${run}`).toBeGreaterThanOrEqual(count);
    }
    // Play until the kill: it lands at a random moment, usually while a request is in flight.
    let stop = false;
    const playing = (async () => {
      while (!stop) {
        if (gameId === null) {
          const started = await server.call<GameView>('newGame', { rules: 'kalah', players: [{ name: 'A', kind: 'human' }, { name: 'B', kind: 'human' }] });
          if (!started.ok) return;
          gameId = started.value.id;
          acknowledged.set(gameId, 0);
        }
        const view = await server.call<GameView>('getGame', { gameId });
        if (!view.ok) return;
        const move = view.value.legalMoves[Math.floor(random() * view.value.legalMoves.length)];
        if (move === undefined) {
          gameId = null;
          continue;
        }
        const played = await server.call<GameView>('playMove', { gameId, move });
        if (played.ok) acknowledged.set(gameId, played.value.moveCount);
      }
    })().catch(() => undefined); // the connection dies with the server
    await new Promise((resolve) => setTimeout(resolve, 150 + random() * 500));
    await killed(server.child);
    stop = true;
    await playing;
  }
  const total = [...acknowledged.values()].reduce((sum, count) => sum + count, 0);
  expect(total).toBeGreaterThan(RUNS);
  const db = new Database(databaseFile(dataDir));
  expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
  for (const [id, count] of acknowledged) {
    expect(readStoredMoves(db, id).length).toBeGreaterThanOrEqual(count);
  }
  db.close();
});
