import type { MenuItemConstructorOptions } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { aboutMessage, menuTemplate, type MenuActions } from './menu-template';

function fakeActions(): MenuActions {
  return {
    newGame: vi.fn(),
    openArchive: vi.fn(),
    openLessons: vi.fn(),
    openPuzzles: vi.fn(),
    openSettings: vi.fn(),
    openRecord: vi.fn(),
    showAbout: vi.fn(),
    quit: vi.fn(),
  };
}

function allItems(template: MenuItemConstructorOptions[]): MenuItemConstructorOptions[] {
  return template.flatMap((item) => [item, ...(Array.isArray(item.submenu) ? allItems(item.submenu) : [])]);
}

function findItem(template: MenuItemConstructorOptions[], id: string): MenuItemConstructorOptions {
  const item = allItems(template).find((candidate) => candidate.id === id);
  if (!item) throw new Error(`no menu item ${id}`);
  return item;
}

function click(item: MenuItemConstructorOptions): void {
  // The handlers ignore their arguments; Electron's objects are not needed.
  (item.click as () => void)();
}

const commands: Array<[id: string, action: keyof MenuActions]> = [
  ['new-game', 'newGame'],
  ['archive', 'openArchive'],
  ['lessons', 'openLessons'],
  ['puzzles', 'openPuzzles'],
  ['settings', 'openSettings'],
  ['open-record', 'openRecord'],
  ['quit', 'quit'],
];

describe.each(['darwin', 'win32', 'linux'] as const)('menuTemplate on %s', (platform) => {
  it.each(commands)('%s calls %s', (id, action) => {
    const actions = fakeActions();
    click(findItem(menuTemplate(actions, platform, '1.2.3'), id));
    expect(actions[action]).toHaveBeenCalledTimes(1);
    for (const [, other] of commands) if (other !== action) expect(actions[other]).not.toHaveBeenCalled();
  });

  it('About shows the version', () => {
    const actions = fakeActions();
    click(findItem(menuTemplate(actions, platform, '1.2.3'), 'about'));
    expect(actions.showAbout).toHaveBeenCalledWith('1.2.3');
  });

  it('has each command exactly once and an Edit menu', () => {
    const items = allItems(menuTemplate(fakeActions(), platform, '1.2.3'));
    for (const id of ['new-game', 'archive', 'lessons', 'puzzles', 'settings', 'open-record', 'about', 'quit']) {
      expect(items.filter((item) => item.id === id)).toHaveLength(1);
    }
    expect(items.some((item) => item.role === 'editMenu')).toBe(true);
  });
});

describe('macOS conventions', () => {
  const template = menuTemplate(fakeActions(), 'darwin', '1.2.3');

  it('puts About, Settings… and Quit in the app menu', () => {
    const appMenu = template[0];
    expect(appMenu?.label).toBe('Congkak');
    const ids = (appMenu?.submenu as MenuItemConstructorOptions[]).map((item) => item.id ?? item.role ?? item.type);
    expect(ids).toEqual(['about', 'separator', 'settings', 'separator', 'services', 'separator', 'hide', 'hideOthers', 'unhide', 'separator', 'quit']);
    expect(findItem(template, 'quit')).toMatchObject({ label: 'Quit Congkak', accelerator: 'Cmd+Q' });
    expect(findItem(template, 'settings')).toMatchObject({ label: 'Settings…', accelerator: 'CmdOrCtrl+,' });
  });

  it('has a Window menu', () => {
    expect(template.some((item) => item.role === 'windowMenu')).toBe(true);
  });
});

describe('Windows and Linux', () => {
  const template = menuTemplate(fakeActions(), 'win32', '1.2.3');

  it('keep Settings and Quit in the Game menu and About in Help', () => {
    const [game, , help] = template;
    const gameIds = (game?.submenu as MenuItemConstructorOptions[]).map((item) => item.id ?? item.type);
    expect(gameIds).toEqual(['new-game', 'archive', 'lessons', 'puzzles', 'separator', 'open-record', 'separator', 'settings', 'separator', 'quit']);
    expect((help?.submenu as MenuItemConstructorOptions[]).map((item) => item.id)).toEqual(['about']);
    expect(findItem(template, 'quit').accelerator).toBe('Ctrl+Q');
  });
});

describe('aboutMessage', () => {
  it('names the app and its version', () => {
    expect(aboutMessage('0.4.0').message).toBe('Congkak 0.4.0');
  });
});
