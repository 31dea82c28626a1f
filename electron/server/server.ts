/**
 * Browser mode: the built renderer and the services' API over HTTP on 127.0.0.1.
 * `POST /api/<operation>` with a JSON body and `Authorization: Bearer <token>`;
 * app events as server-sent events on `GET /api/events?token=<token>`
 * (EventSource cannot set headers). Static files need no token: they hold no
 * data. The app's page does: without the right `?token=` it would open and then
 * fail at its first call, so the token page is sent instead (token-page.ts).
 */
import { createReadStream } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { contentSecurityPolicy } from '../contract/csp';
import { excerpt } from '../../engine';
import { fail, isOperationName, type ApiErrorCode, type ApiResult, type AppEvent } from '../contract';
import { bearerToken, checkHost, checkOrigin, checkToken } from './request-checks';
import { contentTypeOf, resolveStaticTarget } from './static-files';
import { TOKEN_PAGE_HTML, TOKEN_PAGE_STATUS } from './token-page';

/** The part of the services the server needs (AppServices satisfies it). */
interface ServedServices {
  handle(operation: string, rawInput: unknown): Promise<ApiResult<unknown>>;
  onEvent(listener: (event: AppEvent) => void): () => void;
}

interface ServerOptions {
  services: ServedServices;
  token: string;
  /** The built renderer (dist/renderer). */
  staticDir: string;
  /** 0 picks a free port. */
  port: number;
  /** Largest accepted JSON body. */
  maxBodyBytes?: number;
  /** Interval of the SSE keep-alive comment, so proxies and browsers keep the stream open. */
  heartbeatMs?: number;
}

export interface RunningServer {
  port: number;
  /** The URL to open, token included. */
  url: string;
  close(): Promise<void>;
}

const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;
const API_PREFIX = '/api/';

const STATUS_OF: Readonly<Record<ApiErrorCode, number>> = {
  'bad-request': 400,
  unauthorized: 401,
  forbidden: 403,
  'not-found': 404,
  'payload-too-large': 413,
  'bad-rules': 422,
  'illegal-move': 422,
  'game-over': 422,
  'game-deleted': 409,
  cancelled: 409,
  'bad-record': 422,
  'bad-state': 422,
  'waiting-for-player': 409,
  busy: 409,
  'unknown-schema': 500,
  internal: 500,
  'cannot-write': 503,
  unavailable: 503,
  'disk-full': 507,
};

const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': contentSecurityPolicy(),
  'X-Content-Type-Options': 'nosniff',
  // The page URL carries the token: never send it on as a referrer.
  'Referrer-Policy': 'no-referrer',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
};

function sendJson(res: ServerResponse, result: ApiResult<unknown>): void {
  const status = result.ok ? 200 : STATUS_OF[result.error.code];
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify(result));
}

type BodyResult = { ok: true; text: string } | { ok: false; tooLarge: true };

function readBody(req: IncomingMessage, limit: number): Promise<BodyResult> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > limit) return resolve({ ok: false, tooLarge: true });
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.removeAllListeners('data');
        req.resume();
        resolve({ ok: false, tooLarge: true });
      } else chunks.push(chunk);
    });
    req.on('end', () => resolve({ ok: true, text: Buffer.concat(chunks).toString('utf8') }));
    req.on('error', reject);
  });
}

export function startServer(options: ServerOptions): Promise<RunningServer> {
  const { services, token, staticDir } = options;
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  const heartbeatMs = options.heartbeatMs ?? 25_000;
  const eventStreams = new Set<ServerResponse>();
  let port = 0;

  async function handleApi(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    if (!checkOrigin(req.headers.origin, port)) return sendJson(res, fail('forbidden', 'Requests from other sites are refused.'));
    const operation = url.pathname.slice(API_PREFIX.length);

    if (operation === 'events') {
      if (req.method !== 'GET') return sendJson(res, fail('bad-request', 'Use GET for the event stream.'));
      if (!checkToken(url.searchParams.get('token'), token)) return sendJson(res, fail('unauthorized', 'Missing or wrong token.'));
      return openEventStream(req, res);
    }
    if (!checkToken(bearerToken(req.headers.authorization), token)) return sendJson(res, fail('unauthorized', 'Missing or wrong token.'));
    if (req.method !== 'POST') return sendJson(res, fail('bad-request', 'Use POST to call an operation.'));
    // The path may be as long as Node takes a request line (16 KB): quote a little of it.
    if (!isOperationName(operation)) return sendJson(res, fail('bad-request', `Unknown operation ${excerpt(operation)}.`));

    const body = await readBody(req, maxBodyBytes);
    if (!body.ok) {
      res.setHeader('Connection', 'close');
      return sendJson(res, fail('payload-too-large', `The request body is larger than ${maxBodyBytes} bytes.`));
    }
    let input: unknown;
    try {
      input = body.text === '' ? {} : JSON.parse(body.text);
    } catch {
      return sendJson(res, fail('bad-request', 'The request body is not valid JSON.'));
    }
    sendJson(res, await services.handle(operation, input));
  }

  function openEventStream(req: IncomingMessage, res: ServerResponse): void {
    res.writeHead(200, { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-store', Connection: 'keep-alive' });
    res.write(': connected\n\n');
    eventStreams.add(res);
    const unsubscribe = services.onEvent((event) => res.write(`data: ${JSON.stringify(event)}\n\n`));
    const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), heartbeatMs);
    req.on('close', () => {
      clearInterval(heartbeat);
      unsubscribe();
      eventStreams.delete(res);
    });
  }

  function handleStatic(req: IncomingMessage, res: ServerResponse, url: URL): void {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const target = resolveStaticTarget(staticDir, url.pathname);
    if (target.kind !== 'file') {
      res.writeHead(target.kind === 'bad-path' ? 400 : 404, { 'Content-Type': 'text/plain; charset=utf-8' }).end(target.kind === 'bad-path' ? 'Bad path' : 'Not found');
      return;
    }
    const html = target.path.endsWith('.html');
    if (html && !checkToken(url.searchParams.get('token'), token)) {
      res.writeHead(TOKEN_PAGE_STATUS, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
      return void res.end(req.method === 'HEAD' ? undefined : TOKEN_PAGE_HTML);
    }
    // Hashed assets may be cached; index.html must not be, or an old build would be served.
    res.writeHead(200, { 'Content-Type': contentTypeOf(target.path), 'Cache-Control': html ? 'no-store' : 'public, max-age=3600' });
    if (req.method === 'HEAD') return void res.end();
    createReadStream(target.path)
      .on('error', () => res.destroy())
      .pipe(res);
  }

  const server: Server = createServer((req, res) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
    if (!checkHost(req.headers.host, port)) {
      res.writeHead(403, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Forbidden host');
      return;
    }
    const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`);
    if (url.pathname.startsWith(API_PREFIX)) {
      handleApi(req, res, url).catch(() => {
        if (!res.headersSent) sendJson(res, fail('internal', 'Something went wrong inside the app.'));
        else res.destroy();
      });
    } else handleStatic(req, res, url);
  });

  function listen(wanted: number): Promise<void> {
    return new Promise((resolve, reject) => {
      const onError = (error: NodeJS.ErrnoException) => {
        server.off('listening', onListening);
        reject(error);
      };
      const onListening = () => {
        server.off('error', onError);
        // Known before the first request is handled: checkHost needs it.
        port = (server.address() as AddressInfo).port;
        resolve();
      };
      server.once('error', onError);
      server.once('listening', onListening);
      server.listen(wanted, '127.0.0.1');
    });
  }

  return (async () => {
    try {
      await listen(options.port);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || options.port === 0) throw error;
      process.stderr.write(`Port ${options.port} is in use; using a free port instead.\n`);
      await listen(0);
    }
    return {
      port,
      url: `http://127.0.0.1:${port}/?token=${token}`,
      close: () =>
        new Promise<void>((resolve, reject) => {
          for (const stream of eventStreams) stream.end();
          server.close((error) => (error ? reject(error) : resolve()));
          server.closeAllConnections();
        }),
    };
  })();
}
