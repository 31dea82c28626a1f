// The real server on a free port, over real services in a temporary data folder.
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverCommand } from '../../build/testing/server-bundle';
import { isAlive, spawnTestProcess } from '../../build/testing/test-processes';
import { createAppServices, type AppServices } from '../services';
import { gameEngine } from '../services/games/engine';
import { closeServices } from '../services/testing/temp-services';
import { generateToken } from './request-checks';
import { startServer, type RunningServer } from './server';

let dir: string;
let services: AppServices;
let server: RunningServer;
const token = generateToken();

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'congkak-server-'));
  const staticDir = join(dir, 'renderer');
  mkdirSync(join(staticDir, 'assets'), { recursive: true });
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Congkak</title>');
  writeFileSync(join(staticDir, 'assets', 'app.js'), 'console.log(1)');
  writeFileSync(join(staticDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const opened = createAppServices({ dataDir: join(dir, 'data'), engine: gameEngine, logError: () => {} });
  if (!opened.ok) throw new Error(opened.error.message);
  services = opened.value;
  // A link in the renderer folder to the data folder, as a careless build or package might leave.
  symlinkSync(join(dir, 'data'), join(staticDir, 'data'));
  server = await startServer({ services, token, staticDir, port: 0, maxBodyBytes: 4096 });
});

afterAll(async () => {
  await server.close();
  await closeServices(services);
  rmSync(dir, { recursive: true, force: true });
});

interface Reply {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** node:http rather than fetch: fetch does not let a test forge the Host header. */
function send(method: string, path: string, options: { headers?: Record<string, string>; body?: string } = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port: server.port, method, path, headers: { Host: `127.0.0.1:${server.port}`, ...options.headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

const auth = () => ({ Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' });
const newGameBody = JSON.stringify({ rules: 'kalah', players: [{ name: 'Ana', kind: 'human' }, { name: 'Budi', kind: 'human' }] });

describe('the API', () => {
  it('answers an operation with the right token (200)', async () => {
    const reply = await send('POST', '/api/newGame', { headers: auth(), body: newGameBody });
    expect(reply.status).toBe(200);
    const result = JSON.parse(reply.body);
    expect(result).toMatchObject({ ok: true, value: { status: 'active', moveCount: 0 } });
    expect(reply.headers['cache-control']).toBe('no-store');
  });

  it('refuses a missing or wrong token (401)', async () => {
    expect((await send('POST', '/api/getSettings', { body: '{}' })).status).toBe(401);
    const wrong = await send('POST', '/api/getSettings', { headers: { Authorization: `Bearer ${generateToken()}` }, body: '{}' });
    expect(wrong.status).toBe(401);
    expect(JSON.parse(wrong.body)).toMatchObject({ ok: false, error: { code: 'unauthorized' } });
  });

  it('refuses a foreign Host or Origin (403)', async () => {
    expect((await send('POST', '/api/getSettings', { headers: { ...auth(), Host: `evil.example:${server.port}` }, body: '{}' })).status).toBe(403);
    expect((await send('GET', '/', { headers: { Host: `evil.example:${server.port}` } })).status).toBe(403);
    const crossSite = await send('POST', '/api/getSettings', { headers: { ...auth(), Origin: 'http://evil.example' }, body: '{}' });
    expect(crossSite.status).toBe(403);
    const sameSite = await send('POST', '/api/getSettings', { headers: { ...auth(), Origin: `http://localhost:${server.port}`, Host: `localhost:${server.port}` }, body: '{}' });
    expect(sameSite.status).toBe(200);
  });

  it('refuses a body over the limit (413)', async () => {
    const reply = await send('POST', '/api/getSettings', { headers: auth(), body: JSON.stringify({ pad: 'x'.repeat(5000) }) });
    expect(reply.status).toBe(413);
    expect(JSON.parse(reply.body)).toMatchObject({ ok: false, error: { code: 'payload-too-large' } });
  });

  it('answers malformed JSON and schema failures with bad-request (400)', async () => {
    const malformed = await send('POST', '/api/newGame', { headers: auth(), body: '{"rules":' });
    expect(malformed.status).toBe(400);
    expect(JSON.parse(malformed.body)).toMatchObject({ ok: false, error: { code: 'bad-request' } });
    const invalid = await send('POST', '/api/newGame', { headers: auth(), body: '{"rules":"chess"}' });
    expect(invalid.status).toBe(400);
    const unknown = await send('POST', '/api/dropTables', { headers: auth(), body: '{}' });
    expect(JSON.parse(unknown.body)).toMatchObject({ ok: false, error: { code: 'bad-request', message: 'Unknown operation "dropTables".' } });
    const long = await send('POST', `/api/${'x'.repeat(10_000)}`, { headers: auth(), body: '{}' });
    expect(long.status).toBe(400);
    expect(JSON.parse(long.body).error.message).toBe(`Unknown operation "${'x'.repeat(40)}…" (10,000 characters).`);
  });

  it('maps an illegal move to an error result (422)', async () => {
    const game = JSON.parse((await send('POST', '/api/newGame', { headers: auth(), body: newGameBody })).body).value;
    const reply = await send('POST', '/api/playMove', { headers: auth(), body: JSON.stringify({ gameId: game.id, move: { south: 1, north: 1 } }) });
    expect(reply.status).toBe(422);
    expect(JSON.parse(reply.body)).toMatchObject({ ok: false, error: { code: 'illegal-move' } });
  });

  it('streams app events to an EventSource client with the token', async () => {
    expect((await send('GET', '/api/events')).status).toBe(401);
    const received = new Promise<string>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port: server.port, path: `/api/events?token=${token}`, headers: { Host: `127.0.0.1:${server.port}` } }, (res) => {
        expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
        let text = '';
        res.on('data', (chunk: Buffer) => {
          text += chunk.toString('utf8');
          if (text.includes(': connected')) void send('POST', '/api/updateSettings', { headers: auth(), body: '{"theme":"dark"}' });
          const data = /^data: (.*)$/m.exec(text);
          if (data?.[1]) {
            req.destroy();
            resolve(data[1]);
          }
        });
      });
      req.on('error', reject);
      req.end();
    });
    expect(JSON.parse(await received)).toMatchObject({ type: 'settings-updated', settings: { theme: 'dark' } });
  });
});

describe('static files', () => {
  it('serves the renderer’s files without a token, with types and security headers', async () => {
    const index = await send('GET', `/?token=${token}`);
    expect(index.status).toBe(200);
    expect(index.body).toContain('<title>Congkak</title>');
    expect(index.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(index.headers['content-security-policy']).toMatch(/^default-src 'none'/);
    expect(index.headers['referrer-policy']).toBe('no-referrer');
    expect(index.headers['x-content-type-options']).toBe('nosniff');
    expect((await send('GET', '/assets/app.js')).headers['content-type']).toBe('text/javascript; charset=utf-8');
    const favicon = await send('GET', '/favicon.svg');
    expect([favicon.status, favicon.headers['content-type']]).toEqual([200, 'image/svg+xml']);
    expect((await send('GET', `/play/3?token=${token}`)).body).toContain('<title>Congkak</title>');
    expect((await send('GET', '/assets/nope.js')).status).toBe(404);
    // The URL parser already folds /%2e%2e/; an encoded slash survives it and must be refused here.
    expect((await send('GET', '/%2e%2e/data/congkak.sqlite')).status).toBe(404);
    expect((await send('GET', '/..%2fdata%2fcongkak.sqlite')).status).toBe(400);
    expect((await send('GET', '/data/congkak.sqlite')).status).toBe(404);
  });

  it.each([
    ['without a token', '/'],
    ['with an empty token', '/?token='],
    ['with a wrong token', `/?token=${generateToken()}`],
    ['at a client route without a token', '/play/3'],
    ['as index.html with a wrong token', '/index.html?token=0'],
  ])('answers the app’s address %s with the page that says to use the printed address', async (_, path) => {
    const reply = await send('GET', path);
    expect(reply.status).toBe(403);
    expect(reply.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(reply.headers['cache-control']).toBe('no-store');
    expect(reply.headers['content-security-policy']).toMatch(/^default-src 'none'/);
    expect(reply.headers['referrer-policy']).toBe('no-referrer');
    expect(reply.body).toContain('Open Congkak from the address it printed');
    expect(reply.body).toContain('Congkak is running at http://127.0.0.1:&lt;port&gt;/?token=&lt;token&gt;');
    // Not the app: no script that would start it and fail.
    expect(reply.body).not.toContain('<title>Congkak</title>');
    expect(reply.body).not.toMatch(/<script/i);
    expect((await send('HEAD', path)).status).toBe(403);
  });
});

/**
 * Starts the real CLI on a free port, Node itself running it (the pid signalled is the server's): the run's
 * bundle of it (global setup), else its sources through tsx; resolves once the URL line is out.
 */
async function startCli(dataDir: string) {
  const server = spawnTestProcess(process.execPath, [...serverCommand(), '--port', '0', '--data-dir', dataDir]);
  const line = `${await server.firstLine()}\n`;
  return { server, line };
}

function callCli(port: number, cliToken: string, operation: string, input: unknown): Promise<{ ok: boolean; value?: { id: number; moveCount: number; legalMoves: unknown[] } }> {
  return new Promise((resolve, reject) => {
    const body = JSON.stringify(input);
    const req = request(
      { host: '127.0.0.1', port, method: 'POST', path: `/api/${operation}`, headers: { Authorization: `Bearer ${cliToken}`, 'Content-Type': 'application/json' } },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        res.on('end', () => resolve(JSON.parse(text)));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe('the command line', () => {
  it('prints one URL line, serves, and shuts down cleanly on SIGTERM', async () => {
    const cli = await startCli(join(dir, 'cli-data'));
    const match = /^Congkak is running at http:\/\/127\.0\.0\.1:(\d+)\/\?token=([0-9a-f]{64})\n$/.exec(cli.line);
    expect(match).not.toBeNull();
    await cli.server.stop('SIGTERM');
    expect((await cli.server.exited).code).toBe(0);
    expect(cli.server.stdout()).toBe(cli.line);
    // Closing the database checkpoints and removes the WAL: the shutdown closed it.
    expect(existsSync(join(dir, 'cli-data', 'congkak.sqlite'))).toBe(true);
    expect(existsSync(join(dir, 'cli-data', 'congkak.sqlite-wal'))).toBe(false);
  }, 20_000);

  it('loses no acknowledged move when the process is killed', async () => {
    const dataDir = join(dir, 'killed-data');
    const first = await startCli(dataDir);
    const [, port, cliToken] = /:(\d+)\/\?token=([0-9a-f]+)/.exec(first.line) ?? [];
    if (!port || !cliToken) throw new Error(`no URL in ${first.line}`);
    const started = await callCli(Number(port), cliToken, 'newGame', JSON.parse(newGameBody));
    const gameId = started.value?.id;
    for (const move of [{ hole: 1 }, { hole: 6 }]) {
      expect((await callCli(Number(port), cliToken, 'playMove', { gameId, move })).ok).toBe(true);
    }
    await first.server.stop('SIGKILL');
    expect(isAlive(first.server.pid)).toBe(false);

    const reopened = createAppServices({ dataDir, engine: gameEngine, logError: () => {} });
    if (!reopened.ok) throw new Error(reopened.error.message);
    const game = await reopened.value.call('getGame', { gameId: gameId ?? 0 });
    await closeServices(reopened.value);
    expect(game).toMatchObject({ ok: true, value: { moveCount: 2, status: 'active' } });
  }, 20_000);
});
