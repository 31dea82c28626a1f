/** Picks the transport: the preload bridge inside Electron, otherwise the browser-mode server. */
import { bridgeTransport } from './bridge-transport';
import { httpTransport } from './http-transport';
import { createClient, type ApiClient } from './transport';

interface ClientEnvironment {
  congkak?: Window['congkak'];
  location: Pick<Location, 'search'>;
  fetch: typeof globalThis.fetch;
  EventSource: typeof EventSource;
}

/** The token the server printed in the URL (`?token=…`), or null. */
export function tokenFromSearch(search: string): string | null {
  const token = new URLSearchParams(search).get('token');
  return token === null || token === '' ? null : token;
}

export function createApiClient(environment: ClientEnvironment = window): ApiClient {
  if (environment.congkak) return createClient(bridgeTransport(environment.congkak));
  const token = tokenFromSearch(environment.location.search);
  return createClient(
    httpTransport({
      // Without a token every call fails with `unauthorized`, which the screens explain.
      token: token ?? '',
      fetch: environment.fetch.bind(globalThis),
      EventSource: environment.EventSource,
    }),
  );
}
