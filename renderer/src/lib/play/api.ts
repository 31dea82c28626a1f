// The app's one API client, made on first use (so a screen that never calls
// the services, or a component test, opens no connection).
import type { AppEvent } from '../../../../electron/contract';
import { createApiClient, type ApiClient } from '../api';

let client: ApiClient | null = null;

export function appApi(): ApiClient {
  client ??= createApiClient();
  return client;
}

/** Subscribes to app events; where no event stream exists (a test DOM) nothing arrives. */
export function onAppEvent(listener: (event: AppEvent) => void): () => void {
  try {
    return appApi().onEvent(listener);
  } catch {
    return () => undefined;
  }
}
