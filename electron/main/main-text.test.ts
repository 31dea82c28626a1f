import type { MenuItemConstructorOptions } from 'electron';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_TAGS } from '../contract';
import en from './locales/en';
import { MAIN_CATALOGS, mainLanguage, mainText, type MainMessageKey } from './main-text';
import { aboutMessage, menuTemplate, type MenuActions } from './menu-template';
import { updateMessage } from './update-check';

const KEYS = Object.keys(en) as MainMessageKey[];
const placeholders = (message: string): string[] => [...message.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '').sort();
const noActions: MenuActions = {
  newGame: () => undefined,
  openArchive: () => undefined,
  openLessons: () => undefined,
  openPuzzles: () => undefined,
  openSettings: () => undefined,
  openRecord: () => undefined,
  showAbout: () => undefined,
  quit: () => undefined,
};

function labels(template: MenuItemConstructorOptions[]): string[] {
  return template.flatMap((item) => [...(item.label === undefined ? [] : [item.label]), ...(Array.isArray(item.submenu) ? labels(item.submenu) : [])]);
}

describe('the shell\'s catalogue', () => {
  it('has a table for each of the seven languages', () => {
    expect(Object.keys(MAIN_CATALOGS).sort()).toEqual([...LANGUAGE_TAGS].sort());
  });

  it.each(LANGUAGE_TAGS)('%s has every English key, no other, each non-empty with English\'s placeholders and at most one access key', (tag) => {
    const messages = MAIN_CATALOGS[tag];
    expect(Object.keys(messages).sort()).toEqual([...KEYS].sort());
    for (const key of KEYS) {
      expect({ key, placeholders: placeholders(messages[key]) }).toEqual({ key, placeholders: placeholders(en[key]) });
      expect(messages[key].trim()).not.toBe('');
      expect(messages[key].split('&').length - 1).toBe(key.startsWith('menu.') && en[key].includes('&') ? 1 : 0);
    }
  });

  it('fills the values it is given and shows a missing one as its name', () => {
    expect(mainText('de')('update.message', { version: '2.0' })).toBe('Congkak 2.0 ist verfügbar.');
    expect(mainText('en')('update.message')).toBe('Congkak {version} is available.');
  });
});

describe('the shell\'s language', () => {
  it('is the chosen one, or for System default the system\'s first the app speaks, else English', () => {
    expect(mainLanguage('fil', ['de-DE'])).toBe('fil');
    expect(mainLanguage('system', ['fr-FR', 'ms-MY', 'en'])).toBe('ms');
    expect(mainLanguage('system', ['tl-PH'])).toBe('fil');
    expect(mainLanguage('system', ['ja-JP'])).toBe('en');
    expect(mainLanguage('system', [])).toBe('en');
  });

  it.each(['darwin', 'linux'] as const)('names every menu item in it on %s (built again when the setting changes)', (platform) => {
    const english = labels(menuTemplate(noActions, platform, '1.0.0', mainText('en')));
    const malay = labels(menuTemplate(noActions, platform, '1.0.0', mainText('ms')));
    expect(malay).toHaveLength(english.length);
    expect(malay).toContain(platform === 'darwin' ? 'Permainan' : '&Permainan');
    expect(malay).toContain('Permainan baharu');
    expect(malay.filter((label) => english.includes(label) && label !== 'Congkak')).toEqual([]);
  });

  it('words the About and update boxes in it', () => {
    expect(aboutMessage('1.0.0', mainText('es'))).toMatchObject({ title: 'Acerca de Congkak', buttons: ['Aceptar'] });
    expect(updateMessage({ version: '2.0.0' }, '1.0.0', mainText('id'))).toMatchObject({ message: 'Congkak 2.0.0 sudah tersedia.', buttons: ['Buka halaman unduhan', 'Nanti'] });
  });
});
