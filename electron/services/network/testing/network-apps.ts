/**
 * Tests only: apps (services instances, each with its own data folder) that
 * host and join network games on loopback, disposed after each test, with no
 * socket left open after the file; and the network state each was last told.
 */
import { afterAll, afterEach, expect } from 'vitest';
import type { AppEvent, NetworkGameState, NetworkPlayState } from '../../../contract';
import type { AppServices } from '../../app-services';
import { gameEngine } from '../../games/engine';
import { tempServices, type TempServices } from '../../testing/temp-services';
import { socketsLeftOpen } from './no-open-sockets';

export interface App {
  env: TempServices;
  services: AppServices;
}

/** Registers the file's hooks; the function it returns opens a new app. */
export function networkApps(): () => App {
  const opened: TempServices[] = [];
  afterEach(async () => {
    for (const env of opened.splice(0)) await env.dispose();
  });
  afterAll(async () => {
    expect(await socketsLeftOpen()).toEqual([]);
  });
  return () => {
    const env = tempServices({ engine: gameEngine });
    opened.push(env);
    return { env, services: env.open() };
  };
}

/** The latest `network` event's state (the screens follow the same). */
export function networkOf(side: App): NetworkPlayState {
  const events = side.env.events.filter((event): event is Extract<AppEvent, { type: 'network' }> => event.type === 'network');
  return events.at(-1)?.state ?? { role: 'none' };
}

export function gameOf(side: App): NetworkGameState | null {
  const state = networkOf(side);
  return state.role === 'none' ? null : state.game;
}
