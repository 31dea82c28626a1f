import type { MenuItemConstructorOptions } from 'electron';

// The application menu as data. On macOS the first menu is the app menu
// (About, Settings…, Services, Hide, Quit) as Apple's guidelines expect; on
// Windows and Linux those items live in the Game and Help menus instead.

export interface MenuActions {
  newGame(): void;
  openArchive(): void;
  openLessons(): void;
  openSettings(): void;
  /** Asks for a `.congkak` file, then imports it and shows its game. */
  openRecord(): void;
  showAbout(version: string): void;
  quit(): void;
}

export const APP_NAME = 'Congkak';

export function menuTemplate(actions: MenuActions, platform: NodeJS.Platform, version: string): MenuItemConstructorOptions[] {
  const isMac = platform === 'darwin';
  const about: MenuItemConstructorOptions = {
    id: 'about',
    label: `About ${APP_NAME}`,
    click: () => actions.showAbout(version),
  };
  const settings: MenuItemConstructorOptions = {
    id: 'settings',
    label: isMac ? 'Settings…' : 'Settings',
    accelerator: 'CmdOrCtrl+,',
    click: () => actions.openSettings(),
  };
  const quit: MenuItemConstructorOptions = {
    id: 'quit',
    label: isMac ? `Quit ${APP_NAME}` : 'Quit',
    accelerator: isMac ? 'Cmd+Q' : 'Ctrl+Q',
    click: () => actions.quit(),
  };
  const gameItems: MenuItemConstructorOptions[] = [
    { id: 'new-game', label: 'New game', accelerator: 'CmdOrCtrl+N', click: () => actions.newGame() },
    { id: 'archive', label: 'Archive', accelerator: 'CmdOrCtrl+Shift+A', click: () => actions.openArchive() },
    { id: 'lessons', label: 'Lessons', accelerator: 'CmdOrCtrl+L', click: () => actions.openLessons() },
    { type: 'separator' },
    { id: 'open-record', label: 'Open a record…', accelerator: 'CmdOrCtrl+O', click: () => actions.openRecord() },
  ];
  // Without an Edit menu, copy and paste shortcuts do nothing on macOS.
  const edit: MenuItemConstructorOptions = { role: 'editMenu' };

  if (isMac) {
    return [
      {
        label: APP_NAME,
        submenu: [
          about,
          { type: 'separator' },
          settings,
          { type: 'separator' },
          { role: 'services' },
          { type: 'separator' },
          { role: 'hide' },
          { role: 'hideOthers' },
          { role: 'unhide' },
          { type: 'separator' },
          quit,
        ],
      },
      { label: 'Game', submenu: gameItems },
      edit,
      { role: 'windowMenu' },
    ];
  }
  return [
    { label: '&Game', submenu: [...gameItems, { type: 'separator' }, settings, { type: 'separator' }, quit] },
    edit,
    { label: '&Help', submenu: [about] },
  ];
}

/** Text of the About dialog. */
export function aboutMessage(version: string): { title: string; message: string; detail: string } {
  return {
    title: `About ${APP_NAME}`,
    message: `${APP_NAME} ${version}`,
    detail: 'The mancala game of maritime Southeast Asia: play, learn and keep every game.',
  };
}
