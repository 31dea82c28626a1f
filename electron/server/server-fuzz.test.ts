// Random requests through the real server and services over HTTP: every
// answer is a 200 or a 4xx with a short JSON message, never a 5xx.
import { request } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textFault, type ApiResult } from '../contract';
import { createAppServices, type AppServices } from '../services';
import { gameEngine } from '../services/games/engine';
import { createGreedyOpponent } from '../services/testing/greedy-opponent';
import { fuzzRequest } from '../services/testing/request-fuzz';
import { closeServices } from '../services/testing/temp-services';
import { generateToken } from './request-checks';
import { startServer, type RunningServer } from './server';

let dir: string;
let services: AppServices;
let server: RunningServer;
let gameId: number;
const token = generateToken();
const errors: string[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'congkak-server-fuzz-'));
  mkdirSync(join(dir, 'renderer'));
  writeFileSync(join(dir, 'renderer', 'index.html'), '<!doctype html>');
  const opened = createAppServices({ dataDir: join(dir, 'data'), engine: gameEngine, opponent: createGreedyOpponent(gameEngine), logError: (message) => errors.push(message), network: { addresses: () => ['127.0.0.1'], port: 0, discovery: false } });
  if (!opened.ok) throw new Error(opened.error.message);
  services = opened.value;
  const game = await services.call('newGame', { rules: 'kalah', players: [{ name: 'Ana', kind: 'human' }, { name: 'Budi', kind: 'human' }] });
  if (!game.ok) throw new Error(game.error.message);
  gameId = game.value.id;
  server = await startServer({ services, token, staticDir: join(dir, 'renderer'), port: 0 });
});

afterAll(async () => {
  await server.close();
  await closeServices(services);
  rmSync(dir, { recursive: true, force: true });
});

function post(path: string, body: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port: server.port, method: 'POST', path, headers: { Host: `127.0.0.1:${server.port}`, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** A 200 with a value, or a 4xx with a short, safe message. */
function expectAnswered(reply: { status: number; body: string }): void {
  const result = JSON.parse(reply.body) as ApiResult<unknown>;
  if (result.ok) return expect(reply.status).toBe(200);
  expect({ status: reply.status, code: result.error.code }).toEqual({ status: expect.toSatisfy((status: number) => status >= 400 && status < 500), code: result.error.code });
  expect(result.error.message.length).toBeLessThanOrEqual(400);
  expect(textFault(result.error.message, { lines: false })).toBeNull();
}

describe('the server under random requests (fuzz)', () => {
  it('answers every operation with random JSON', async () => {
    await fc.assert(
      fc.asyncProperty(fuzzRequest(gameId), async ({ operation, input }) => {
        expectAnswered(await post(`/api/${operation}`, JSON.stringify(input) ?? ''));
      }),
      { numRuns: 300, interruptAfterTimeLimit: 30_000 },
    );
    expect(errors.filter((message) => /^\w+ failed: /.test(message))).toEqual([]);
  });

  it('answers any body and any operation name with a 4xx', async () => {
    const name = fc.oneof(fc.string({ maxLength: 30 }), fc.integer({ min: 1000, max: 8000 }).map((length) => 'n'.repeat(length)));
    await fc.assert(
      fc.asyncProperty(name, fc.oneof(fc.string({ maxLength: 200 }), fc.jsonValue().map((value) => JSON.stringify(value))), async (operation, body) => {
        const reply = await post(`/api/${encodeURIComponent(operation)}`, body);
        expectAnswered(reply);
      }),
      { numRuns: 200, interruptAfterTimeLimit: 20_000 },
    );
  });
});
