import { fireEvent, render, screen } from '@testing-library/svelte';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CongkakBridge } from '../../electron/contract';
import App from './App.svelte';
import { fakeBridge } from './testing/fake-bridge';
import { loadEveryScreen } from './testing/screens';

const HOME_BUTTONS = ['Play', 'Join a friend’s game', 'Lessons', 'Puzzles', 'Archive', 'Settings'];
/** Each button's screen address: its own name, but for the network lobby's. */
const addressOf = (name: string): string => (name === 'Join a friend’s game' ? '#/network' : `#/${name.toLowerCase()}`);

// Settings read and saved through a stand-in preload bridge, every other operation refused
// plainly. Each screen's first open, which waits for its code, is App.lazy.test.ts's.
beforeAll(async () => {
  (window as unknown as { congkak: CongkakBridge }).congkak = fakeBridge().bridge;
  await loadEveryScreen();
});

beforeEach(() => {
  history.replaceState(null, '', '/');
  delete document.documentElement.dataset['theme'];
});

function mainMenuButtons(): string[] {
  const nav = screen.getByRole('navigation', { name: 'Main menu' });
  return [...nav.querySelectorAll('button')].map((button) => button.textContent?.trim() ?? '');
}

describe('home screen', () => {
  it('shows the title and exactly the six entry buttons', () => {
    render(App);
    expect(screen.getByRole('heading', { level: 1, name: 'Congkak' })).toBeTruthy();
    expect(mainMenuButtons()).toEqual(HOME_BUTTONS);
    for (const name of HOME_BUTTONS) expect(screen.getByRole('button', { name })).toBeTruthy();
  });

  it('shows the version of package.json', () => {
    const { version } = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../package.json'), 'utf8')) as { version: string };
    render(App);
    expect(screen.getByText(`Version ${version}`)).toBeTruthy();
  });
});

describe('navigation', () => {
  it.each(HOME_BUTTONS)('%s opens its screen with its heading focused, and Back returns home', async (name) => {
    render(App);
    await fireEvent.click(screen.getByRole('button', { name }));

    const heading = screen.getByRole('heading', { level: 1, name });
    expect(document.activeElement).toBe(heading);
    expect(location.hash).toBe(addressOf(name));
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();

    await fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(mainMenuButtons()).toEqual(HOME_BUTTONS);
    // Focus returns to the button that opened the screen.
    expect(document.activeElement).toBe(screen.getByRole('button', { name }));
    expect(location.hash).toBe('');
  });

  it('Alt+Left goes back home; Escape stays on the screen', async () => {
    render(App);
    await fireEvent.click(screen.getByRole('button', { name: 'Archive' }));
    for (let press = 0; press < 3; press++) await fireEvent.keyDown(window, { key: 'Escape' });
    expect(screen.getByRole('heading', { level: 1, name: 'Archive' })).toBeTruthy();
    await fireEvent.keyDown(window, { key: 'ArrowLeft', altKey: true });
    expect(mainMenuButtons()).toEqual(HOME_BUTTONS);
  });

  it('leaves Alt+Left typed in a text field to the field', async () => {
    render(App);
    await fireEvent.click(screen.getByRole('button', { name: 'Archive' }));
    await fireEvent.keyDown(screen.getByRole('searchbox', { name: 'Search' }), { key: 'ArrowLeft', altKey: true });
    expect(screen.getByRole('heading', { level: 1, name: 'Archive' })).toBeTruthy();
  });

  it('opens the screen named in the URL hash', () => {
    history.replaceState(null, '', '/#/lessons');
    render(App);
    expect(screen.getByRole('heading', { level: 1, name: 'Lessons' })).toBeTruthy();
  });

  it('opens the lesson named in the URL hash, and closing it leaves the address at the map', async () => {
    history.replaceState(null, '', '/#/lessons/kalah');
    render(App);
    expect(await screen.findByRole('heading', { level: 2, name: 'Kalah: how it differs' })).toBeTruthy();

    await fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('list', { name: 'Lesson map' })).toBeTruthy();
    expect(location.hash).toBe('#/lessons');
  });

  it('opens a lesson on the step its address names, and the address follows the next step', async () => {
    history.replaceState(null, '', '/#/lessons/kalah/2');
    render(App);
    expect(await screen.findByText('Step 2 of 4')).toBeTruthy();
    expect(location.hash).toBe('#/lessons/kalah/2');
    await fireEvent.click(screen.getByRole('button', { name: 'Show me' }));
    // Next comes once the sowing shown has been animated in real time: patience on a loaded machine (it took 11 s once at load 20).
    await fireEvent.click(await screen.findByRole('button', { name: 'Next' }, { timeout: 30_000 }));
    expect(screen.getByText('Step 3 of 4')).toBeTruthy();
    expect(location.hash).toBe('#/lessons/kalah/3');
  });
});

describe('settings screen', () => {
  it('applies the chosen theme to the document', async () => {
    history.replaceState(null, '', '/#/settings');
    render(App);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Same as the system' }).checked).toBe(true);

    await fireEvent.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(document.documentElement.dataset['theme']).toBe('dark');

    await fireEvent.click(screen.getByRole('radio', { name: 'Light' }));
    expect(document.documentElement.dataset['theme']).toBe('light');
  });
});
