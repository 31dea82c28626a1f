import type { MenuItemConstructorOptions } from 'electron';
import { mainText, type MainText } from './main-text';

// The application menu as data. On macOS the first menu is the app menu
// (About, Settings…, Services, Hide, Quit) as Apple's guidelines expect; on
// Windows and Linux those items live in the Game and Help menus instead.
// Every label comes from the shell's catalogue (main-text.ts): the menu is
// built again in the new language when the setting changes.

export interface MenuActions {
  newGame(): void;
  openArchive(): void;
  openLessons(): void;
  openPuzzles(): void;
  openSettings(): void;
  /** Asks for a `.congkak` file, then imports it and shows its game. */
  openRecord(): void;
  showAbout(version: string): void;
  quit(): void;
}

export const APP_NAME = 'Congkak';

/** `&Game` → `Game`: macOS has no access keys. */
const withoutAccessKey = (label: string): string => label.replace('&', '');

export function menuTemplate(actions: MenuActions, platform: NodeJS.Platform, version: string, text: MainText = mainText('en')): MenuItemConstructorOptions[] {
  const isMac = platform === 'darwin';
  const app = { app: APP_NAME };
  const about: MenuItemConstructorOptions = {
    id: 'about',
    label: text('menu.about', app),
    click: () => actions.showAbout(version),
  };
  const settings: MenuItemConstructorOptions = {
    id: 'settings',
    label: isMac ? text('menu.settingsMac') : text('menu.settings'),
    accelerator: 'CmdOrCtrl+,',
    click: () => actions.openSettings(),
  };
  const quit: MenuItemConstructorOptions = {
    id: 'quit',
    label: isMac ? text('menu.quitMac', app) : text('menu.quit'),
    accelerator: isMac ? 'Cmd+Q' : 'Ctrl+Q',
    click: () => actions.quit(),
  };
  const gameItems: MenuItemConstructorOptions[] = [
    { id: 'new-game', label: text('menu.newGame'), accelerator: 'CmdOrCtrl+N', click: () => actions.newGame() },
    { id: 'archive', label: text('menu.archive'), accelerator: 'CmdOrCtrl+Shift+A', click: () => actions.openArchive() },
    { id: 'lessons', label: text('menu.lessons'), accelerator: 'CmdOrCtrl+L', click: () => actions.openLessons() },
    { id: 'puzzles', label: text('menu.puzzles'), accelerator: 'CmdOrCtrl+Shift+P', click: () => actions.openPuzzles() },
    { type: 'separator' },
    { id: 'open-record', label: text('menu.openRecord'), accelerator: 'CmdOrCtrl+O', click: () => actions.openRecord() },
  ];
  // Without an Edit menu, copy and paste shortcuts do nothing on macOS. Its
  // items are spelled out: Electron's own labels would stay English.
  const edit: MenuItemConstructorOptions = {
    role: 'editMenu',
    label: isMac ? withoutAccessKey(text('menu.edit')) : text('menu.edit'),
    submenu: [
      { role: 'undo', label: text('menu.undo') },
      { role: 'redo', label: text('menu.redo') },
      { type: 'separator' },
      { role: 'cut', label: text('menu.cut') },
      { role: 'copy', label: text('menu.copy') },
      { role: 'paste', label: text('menu.paste') },
      { role: 'selectAll', label: text('menu.selectAll') },
    ],
  };

  if (isMac) {
    return [
      {
        label: APP_NAME,
        submenu: [
          about,
          { type: 'separator' },
          settings,
          { type: 'separator' },
          { role: 'services', label: text('menu.services') },
          { type: 'separator' },
          { role: 'hide', label: text('menu.hide', app) },
          { role: 'hideOthers', label: text('menu.hideOthers') },
          { role: 'unhide', label: text('menu.showAll') },
          { type: 'separator' },
          quit,
        ],
      },
      { label: withoutAccessKey(text('menu.game')), submenu: gameItems },
      edit,
      { role: 'windowMenu', label: text('menu.window') },
    ];
  }
  return [
    { label: text('menu.game'), submenu: [...gameItems, { type: 'separator' }, settings, { type: 'separator' }, quit] },
    edit,
    { label: text('menu.help'), submenu: [about] },
  ];
}

/** Text of the About dialog. */
export function aboutMessage(version: string, text: MainText = mainText('en')): { title: string; message: string; detail: string; buttons: string[] } {
  return {
    title: text('menu.about', { app: APP_NAME }),
    message: `${APP_NAME} ${version}`,
    detail: text('about.detail'),
    buttons: [text('dialog.ok')],
  };
}
