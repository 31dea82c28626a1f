import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATALOGS, pickLocale, SOURCE_LOCALE } from './catalogs';
import { formatDate, formatNumber } from './format';
import { t } from './index';
import en from './locales/en';
import type { MessageKey, Messages } from './messages';
import { createTranslator, placeholdersOf } from './translator';

const KEYS = Object.keys(en) as MessageKey[];
const SOURCE_DIR = path.resolve(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'locales' ? [] : sourceFiles(full);
    return /\.(ts|svelte)$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** Sample params for a message: each placeholder gets a distinct value. */
function sampleParams(message: string): Record<string, string> {
  return Object.fromEntries(placeholdersOf(message).map((name) => [name, `<${name}>`]));
}

describe('the English catalog', () => {
  it.each(KEYS)('%s is a non-empty message', (key) => {
    expect(en[key].trim()).not.toBe('');
  });

  it('has every message used somewhere in the renderer (no dead strings)', () => {
    const code = sourceFiles(SOURCE_DIR)
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    // A key is used when it appears quoted, or when a template literal builds
    // it from a prefix (`preset.${name}`, checked against MessageKey by t()).
    const templatePrefixes = [...code.matchAll(/`([\w.-]+)\$\{/g)].map((match) => match[1] ?? '');
    const isUsed = (key: string) =>
      ['\'', '"', '`'].some((quote) => code.includes(`${quote}${key}${quote}`)) ||
      templatePrefixes.some((prefix) => key.startsWith(prefix));
    expect(KEYS.filter((key) => !isUsed(key))).toEqual([]);
  });

  it.each(KEYS)('%s has all its placeholders filled by t()', (key) => {
    const params = sampleParams(en[key]);
    const translate = createTranslator(en, 'en', en) as (key: MessageKey, params?: Record<string, string>) => string;
    const text = translate(key, params);
    expect(text).not.toMatch(/\{\w+\}/);
    for (const value of Object.values(params)) expect(text).toContain(value);
  });
});

describe('every catalog', () => {
  it('includes the source language', () => {
    expect(Object.keys(CATALOGS)).toContain(SOURCE_LOCALE);
    expect(CATALOGS[SOURCE_LOCALE]).toBe(en);
  });

  it.each(Object.entries(CATALOGS))('%s has the same keys and placeholders as English', (_locale, messages) => {
    expect(Object.keys(messages).sort()).toEqual([...KEYS].sort());
    for (const key of KEYS) {
      expect({ key, placeholders: placeholdersOf(messages[key]).sort() }).toEqual({ key, placeholders: placeholdersOf(en[key]).sort() });
    }
  });
});

describe('t()', () => {
  it('looks a message up and fills its params', () => {
    expect(t('home.play')).toBe('Play');
    expect(t('app.version', { version: '1.2.3' })).toBe('Version 1.2.3');
  });

  it('formats number params for the locale', () => {
    const german = createTranslator(en, 'de-DE', en);
    expect(german('app.version', { version: 1234.5 })).toBe('Version 1.234,5');
  });

  it('falls back to English for a message a partial catalog lacks', () => {
    const partial = createTranslator({ 'home.play': 'Main' }, 'ms', en);
    expect(partial('home.play')).toBe('Main');
    expect(partial('home.archive')).toBe('Archive');
  });

  it('refuses unknown keys, missing and unknown params at compile time (checked by tsc -b)', () => {
    // @ts-expect-error: not a key of the catalog
    expect(t('home.nothing')).toBe('home.nothing');
    // @ts-expect-error: 'app.version' needs { version }
    expect(t('app.version')).toBe('Version {version}');
    // @ts-expect-error: wrong parameter name
    expect(t('app.version', { release: '1' })).toBe('Version {version}');
    // @ts-expect-error: 'home.play' takes no params
    expect(t('home.play', { x: 1 })).toBe('Play');
    // @ts-expect-error: a catalog missing a key does not satisfy Messages
    const incomplete = { 'app.name': 'Congkak' } satisfies Messages;
    expect(incomplete['app.name']).toBe('Congkak');
  });
});

describe('locale choice', () => {
  it('prefers an exact tag, then the language, then English', () => {
    expect(pickLocale(['pt-BR', 'ms'], ['en', 'ms', 'pt-BR'])).toBe('pt-BR');
    expect(pickLocale(['ms-MY'], ['en', 'ms'])).toBe('ms');
    expect(pickLocale(['fr-FR', 'de'], ['en', 'ms'])).toBe('en');
    expect(pickLocale([], ['en'])).toBe('en');
  });
});

describe('Intl formatting', () => {
  it('formats numbers and dates for the locale', () => {
    expect(formatNumber(1234.5, 'en-US')).toBe('1,234.5');
    expect(formatNumber(1234.5, 'de-DE')).toBe('1.234,5');
    const date = Date.UTC(2026, 2, 9, 12);
    expect(formatDate(date, 'en-GB', { dateStyle: 'long', timeZone: 'UTC' })).toBe('9 March 2026');
    expect(formatDate(date, 'de-DE', { dateStyle: 'long', timeZone: 'UTC' })).toBe('9. März 2026');
  });
});
