// The desktop menu's commands (New game, Archive, Lessons, Puzzles, Settings) and the
// records opened from files arrive as app events through the preload bridge;
// the app opens the matching screen.
import { render, screen } from '@testing-library/svelte';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AppEvent, CongkakBridge, MenuCommand } from '../../electron/contract';
import { fakeBridge } from './testing/fake-bridge';

const fake = fakeBridge();
const sendToRenderer = (event: AppEvent): void => fake.send(event);

let App: typeof import('./App.svelte').default;
beforeAll(async () => {
  (window as unknown as { congkak: CongkakBridge }).congkak = fake.bridge;
  App = (await import('./App.svelte')).default;
  await (await import('./testing/screens')).loadEveryScreen();
});
beforeEach(() => history.replaceState(null, '', '/'));

describe('application menu commands', () => {
  it.each<[MenuCommand, string]>([
    ['archive', 'Archive'],
    ['lessons', 'Lessons'],
    ['puzzles', 'Puzzles'],
    ['settings', 'Settings'],
  ])('%s opens the %s screen', async (command, heading) => {
    render(App);
    sendToRenderer({ type: 'menu-command', command });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
  });

  it('New game opens the Play screen with its New game dialog', async () => {
    render(App);
    sendToRenderer({ type: 'menu-command', command: 'new-game' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Play' })).toBeTruthy();
    expect(await screen.findByRole('dialog', { name: 'New game' })).toBeTruthy();
  });

  it('a record opened from a file shows its game in the replay viewer', async () => {
    render(App);
    sendToRenderer({ type: 'open-game', gameId: 12 });
    expect(await screen.findByRole('heading', { level: 1, name: 'Replay' })).toBeTruthy();
    expect(location.hash).toBe('#/replay/12');
  });
});
