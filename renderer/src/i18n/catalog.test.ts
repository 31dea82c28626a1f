import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  LESSON_DEFS,
  lessonMessageKey,
  missingTutorialMessages,
  REFERENCE_MESSAGES,
  tutorialCatalogs,
} from '../../../tutorials';
import { APP_CATALOGS, CATALOGS, TUTORIAL_CATALOGS, TUTORIAL_TRANSLATIONS } from './all-catalogs';
import { catalogFor, LOCALES, mergeCatalogs, pickLocale, SOURCE_LOCALE } from './catalogs';
import { formatDate, formatNumber } from './format';
import { loadLessonTexts, t } from './index';
import { pseudoCatalog, pseudoMessage } from './pseudo';
import en from './locales/en';
import type { AppMessageKey, MessageKey, Messages } from './messages';
import { argumentsOf, compileMessage, createTranslator, type MessageArgument } from './translator';

const KEYS = Object.keys(en) as AppMessageKey[];
const TUTORIAL_KEYS = Object.keys(TUTORIAL_CATALOGS[SOURCE_LOCALE] ?? {}) as MessageKey[];
const SOURCE_DIR = path.resolve(import.meta.dirname, '..');
const english = CATALOGS[SOURCE_LOCALE] ?? {};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'locales' ? [] : sourceFiles(full);
    return /\.(ts|svelte)$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** `{ name: use }` for a message's arguments, so two messages can be compared. */
const argumentTable = (message: string): Record<string, string> =>
  Object.fromEntries(argumentsOf(message).map((argument) => [argument.name, argument.use]));

/** Sample values for a message: text arguments get a distinct marker, counts 2, choices 'other'. */
function sampleValues(message: string): Record<string, string | number | Date> {
  const sample = (argument: MessageArgument) =>
    argument.use === 'number' ? 2 : argument.use === 'choice' ? 'other' : argument.use === 'date' ? new Date(0) : `<${argument.name}>`;
  const table = argumentTable(message);
  return Object.fromEntries(Object.keys(table).map((name) => [name, sample({ name, use: table[name] as MessageArgument['use'] })]));
}

type LooseTranslate = (key: MessageKey, values?: Record<string, string | number | Date>) => string;
const translateEnglish = createTranslator(english, 'en', english) as LooseTranslate;

describe('the English catalog', () => {
  it.each(KEYS)('%s is a non-empty message', (key) => {
    expect(en[key].trim()).not.toBe('');
  });

  it.each([...KEYS, ...TUTORIAL_KEYS])('%s is valid ICU MessageFormat', (key) => {
    expect(() => argumentsOf(english[key] ?? '')).not.toThrow();
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

  it.each(KEYS)('%s has all its arguments filled by t()', (key) => {
    const values = sampleValues(en[key]);
    const text = translateEnglish(key, values);
    expect(text).not.toMatch(/[{}]/);
    for (const value of Object.values(values)) if (typeof value === 'string' && value.startsWith('<')) expect(text).toContain(value);
  });

  it('keeps the tutorials\' text as written: no arguments, nothing taken as ICU syntax', () => {
    const changed = TUTORIAL_KEYS.filter((key) => argumentsOf(english[key] ?? '').length > 0 || translateEnglish(key) !== english[key]);
    expect(changed).toEqual([]);
  });
});

// Every English message that counts something, at 0, 1 and 2 (all its counts at once).
const PLURALS: readonly [AppMessageKey, Record<string, string | number>, [string, string, string]][] = [
  ['lessons.stepsDone', { done: 0 }, ['0 of 0 steps done', '0 of 1 step done', '0 of 2 steps done']],
  ['lessons.stars', { stars: 0 }, ['0 of 0 stars', '0 of 1 star', '0 of 2 stars']],
  ['lessons.guess.passed', { pit: 'your hole 3' }, ['A seed drops into your hole 3, but 0 more follow.', 'A seed drops into your hole 3, but 1 more follows.', 'A seed drops into your hole 3, but 2 more follow.']],
  [
    'lessons.landing.first',
    { from: 'your hole 6', end: "North's hole 1" },
    ["0 seeds from your hole 6 reach North's hole 1", "1 seed from your hole 6 reaches North's hole 1", "2 seeds from your hole 6 reach North's hole 1"],
  ],
  ['lessons.progress', { done: 0, stars: 0 }, ['0 of 0 lessons done · 0 of 0 stars', '0 of 1 lesson done · 0 of 1 star', '0 of 2 lessons done · 0 of 2 stars']],
  ['lessons.drill.done', {}, ['Drill done with no misses.', 'Drill done with 1 miss.', 'Drill done with 2 misses.']],
  ['lessons.rest.capture', {}, ['That hole was empty: 0 seeds go to your store, those across and yours.', 'That hole was empty: 1 seed goes to your store, those across and yours.', 'That hole was empty: 2 seeds go to your store, those across and yours.']],
  ['lessons.rest.owareCapture', {}, ["You capture 0 seeds from North's houses.", "You capture 1 seed from North's houses.", "You capture 2 seeds from North's houses."]],
  ['lessons.rest.north.capture', {}, ['North captures 0 seeds.', 'North captures 1 seed.', 'North captures 2 seeds.']],
  ['archive.stats.summary', { unfinished: 0 }, ['0 games: 0 won, 0 lost, 0 drawn, 0 unfinished', '1 game: 1 won, 1 lost, 1 drawn, 0 unfinished', '2 games: 2 won, 2 lost, 2 drawn, 0 unfinished']],
  ['archive.import.done', {}, ['0 games imported.', '1 game imported.', '2 games imported.']],
  [
    'archive.import.duplicates',
    { lines: '4' },
    ['0 were already in the archive (lines 4) and were skipped.', '1 was already in the archive (line 4) and was skipped.', '2 were already in the archive (lines 4) and were skipped.'],
  ],
  ['archive.export.skipped', { notes: 'game 1' }, ['Exported without 0 notes that no record can hold: game 1.', 'Exported without 1 note that no record can hold: game 1.', 'Exported without 2 notes that no record can hold: game 1.']],
  ['archive.count', {}, ['0 games', '1 game', '2 games']],
  ['archive.result.hints', {}, ['0 hints', '1 hint', '2 hints']],
  ['archive.stats.neitherSide', {}, ['0 games between two people: counted for neither side', '1 game between two people: counted for neither side', '2 games between two people: counted for neither side']],
  ['home.unfinished', {}, ['0 unfinished games', '1 unfinished game', '2 unfinished games']],
  ['backups.games', {}, ['0 games', '1 game', '2 games']],
  ['board.seeds', {}, ['0 seeds', '1 seed', '2 seeds']],
  ['status.relays', {}, ['0 relays', '1 relay', '2 relays']],
  ['archive.export.skippedGames', { games: '#3' }, ['Exported without 0 games whose moves no longer replay: #3.', 'Exported without 1 game whose moves no longer replay: #3.', 'Exported without 2 games whose moves no longer replay: #3.']],
  [
    'startup.unreplayable',
    { games: '#3' },
    [
      "0 games in your archive no longer replay (#3): their moves were damaged where the archive's own check cannot see. Nothing was deleted.",
      "1 game in your archive no longer replays (#3): its moves were damaged where the archive's own check cannot see. Nothing was deleted.",
      "2 games in your archive no longer replay (#3): their moves were damaged where the archive's own check cannot see. Nothing was deleted.",
    ],
  ],
  ['summary.choices', {}, ['0 choices', '1 choice', '2 choices']],
  ['summary.storeLandings', {}, ['0 store landings', '1 store landing', '2 store landings']],
  ['summary.relays', {}, ['0 relays', '1 relay', '2 relays']],
  ['summary.captures', {}, ['0 captures', '1 capture', '2 captures']],
  ['summary.banked', {}, ['+0 seeds', '+1 seed', '+2 seeds']],
  [
    'replay.analysisDone',
    { blunder: 6 },
    [
      '0 mistakes, 0 blunders. A mistake loses 0 seeds or more against the best choice, a blunder 6 or more.',
      '1 mistake, 1 blunder. A mistake loses 1 seed or more against the best choice, a blunder 6 or more.',
      '2 mistakes, 2 blunders. A mistake loses 2 seeds or more against the best choice, a blunder 6 or more.',
    ],
  ],
  ['rules.sentence.holes', {}, ['0 holes in each row.', '1 hole in each row.', '2 holes in each row.']],
  ['rules.sentence.seeds', {}, ['0 seeds in every hole at the start.', '1 seed in every hole at the start.', '2 seeds in every hole at the start.']],
  ['rules.sentence.rounds', {}, ['The series ends after 0 rounds, or sooner when a player cannot fill a hole.', 'The series ends after 1 round, or sooner when a player cannot fill a hole.', 'The series ends after 2 rounds, or sooner when a player cannot fill a hole.']],
  ['replay.analysisCancelled', { done: 0 }, ['Analysis cancelled after 0 of 0 choices.', 'Analysis cancelled after 0 of 1 choice.', 'Analysis cancelled after 0 of 2 choices.']],
  ['replay.analysisPartial', { done: 0 }, ['Analysed 0 of 0 choices so far.', 'Analysed 0 of 1 choice so far.', 'Analysed 0 of 2 choices so far.']],
  ['replay.start', {}, ['Start of the game · 0 turns', 'Start of the game · 1 turn', 'Start of the game · 2 turns']],
  [
    'replay.verdict.lost',
    { severity: 'mistake', hole: 4 },
    ['mistake: gave away 0 seeds; better was hole 4', 'mistake: gave away 1 seed; better was hole 4', 'mistake: gave away 2 seeds; better was hole 4'],
  ],
  [
    'replay.verdict.close',
    { hole: 4 },
    ['good: hole 4 was the best choice, by 0 seeds', 'good: hole 4 was the best choice, by 1 seed', 'good: hole 4 was the best choice, by 2 seeds'],
  ],
  ['replay.graphLead', { side: 'South' }, ['South 0 seeds ahead', 'South 1 seed ahead', 'South 2 seeds ahead']],
  [
    'puzzles.bestValue.banks',
    {},
    ['It banks 0 seeds, at least 0 seeds more than any other turn.', 'It banks 1 seed, at least 1 seed more than any other turn.', 'It banks 2 seeds, at least 2 seeds more than any other turn.'],
  ],
  [
    'puzzles.bestValue.ahead',
    {},
    [
      'Played on well, it ends the round 0 seeds ahead, at least 0 seeds better than any other turn.',
      'Played on well, it ends the round 1 seed ahead, at least 1 seed better than any other turn.',
      'Played on well, it ends the round 2 seeds ahead, at least 2 seeds better than any other turn.',
    ],
  ],
  [
    'puzzles.bestValue.behind',
    {},
    [
      'Played on well, it ends the round 0 seeds behind, at least 0 seeds better than any other turn.',
      'Played on well, it ends the round 1 seed behind, at least 1 seed better than any other turn.',
      'Played on well, it ends the round 2 seeds behind, at least 2 seeds better than any other turn.',
    ],
  ],
  [
    'puzzles.bestValue.level',
    {},
    [
      'Played on well, it ends the round level, at least 0 seeds better than any other turn.',
      'Played on well, it ends the round level, at least 1 seed better than any other turn.',
      'Played on well, it ends the round level, at least 2 seeds better than any other turn.',
    ],
  ],
  ['status.refill', { round: 2 }, ['Round 2: holes refilled, 0 burnt', 'Round 2: holes refilled, 1 burnt', 'Round 2: holes refilled, 2 burnt']],
  ['puzzles.bestStreak', {}, ['best: 0', 'best: 1', 'best: 2']],
  ['puzzles.madeFromGame', {}, ['No new puzzle from this game.', '1 new puzzle made from your mistakes in this game.', '2 new puzzles made from your mistakes in this game.']],
  ['moveWords.exact', { outcome: 'win' }, ['exact: wins by 0 seeds', 'exact: wins by 1 seed', 'exact: wins by 2 seeds']],
  ['network.lobby.addresses', {}, ['Addresses to type', 'Address to type', 'Addresses to type']],
];

const pluralArguments = (message: string): string[] => [
  ...new Set(
    argumentsOf(message)
      .filter((argument) => argument.use === 'number')
      .map((argument) => argument.name),
  ),
];

describe('plurals', () => {
  it('lists every English message with a plural here', () => {
    const counted = KEYS.filter((key) => en[key].includes(', plural,'));
    expect(counted.sort()).toEqual(PLURALS.map(([key]) => key).sort());
  });

  it('never puts a counted noun after a plain argument ("{count} games" reads "1 games")', () => {
    const counted = /\{\w+\} (games|seeds|steps|stars|notes|relays|mistakes|blunders|choices|moves|turns|rounds|holes|lines)\b/;
    expect(KEYS.filter((key) => counted.test(en[key]))).toEqual([]);
  });

  it.each(PLURALS)('%s reads right with 0, 1 and 2', (key, fixed, expected) => {
    const rendered = [0, 1, 2].map((count) =>
      translateEnglish(key, { ...fixed, ...Object.fromEntries(pluralArguments(en[key]).map((name) => [name, count])) }),
    );
    expect(rendered).toEqual(expected);
  });

  it('follows the language\'s own plural rules, from the ICU library', () => {
    // Polish has one, few and many: English rules would say "5 gry".
    const polish = createTranslator({ 'archive.count': '{count, plural, one {# gra} few {# gry} many {# gier} other {# gry}}' }, 'pl', english);
    expect([1, 2, 5, 22].map((count) => polish('archive.count', { count }))).toEqual(['1 gra', '2 gry', '5 gier', '22 gry']);
  });

  it('makes a Spanish participle agree with its count ("1 ganadas" read wrong)', () => {
    const spanish = createTranslator(APP_CATALOGS['es']!, 'es', english);
    const summary = (wins: number) => spanish('archive.stats.summary', { games: 3, wins, losses: 2, draws: 0, unfinished: 1 });
    expect([summary(1), summary(2)]).toEqual(['3 partidas: 1 ganada, 2 perdidas, 0 empatadas, 1 sin terminar', '3 partidas: 2 ganadas, 2 perdidas, 0 empatadas, 1 sin terminar']);
  });

  it('keeps English plural rules for a message that falls back to English', () => {
    // Indonesian has no singular form: its own rules would say "1 seeds".
    const indonesian = createTranslator({}, 'id', english);
    expect([1, 1500].map((count) => indonesian('board.seeds', { count }))).toEqual(['1 seed', '1.500 seeds']);
  });
});

describe('every catalog', () => {
  it('includes the source language', () => {
    expect(Object.keys(APP_CATALOGS)).toContain(SOURCE_LOCALE);
    expect(APP_CATALOGS[SOURCE_LOCALE]).toBe(en);
  });

  it.each(Object.entries(APP_CATALOGS))('%s has the same keys and arguments as English', (_locale, messages) => {
    expect(Object.keys(messages).sort()).toEqual([...KEYS].sort());
    for (const key of KEYS) {
      expect({ key, arguments: argumentTable(messages[key]) }).toEqual({ key, arguments: argumentTable(en[key]) });
    }
  });

  it.each(Object.entries(TUTORIAL_CATALOGS))('%s translates only tutorial messages English has, as plain ICU text', (_locale, messages) => {
    for (const [key, message] of Object.entries(messages)) {
      expect({ key, known: key in english, arguments: argumentsOf(message ?? '') }).toEqual({ key, known: true, arguments: [] });
    }
  });

  it('holds the app\'s messages, each lesson\'s and the rules reference\'s in one catalogue per language', () => {
    expect(english).toMatchObject(en);
    const board = LESSON_DEFS[0];
    if (board === undefined) throw new Error('no lessons');
    expect(english[lessonMessageKey(board.id, 'title')]).toBe(board.messages.en['title']);
    expect(english['reference.board-title']).toBe('The board');
  });
});

describe('t()', () => {
  it('looks a message up and fills its values (the lessons\' once they are loaded)', async () => {
    expect(await loadLessonTexts()).toEqual({ ok: true });
    expect(t('home.play')).toBe('Play');
    expect(t('app.version', { version: '1.2.3' })).toBe('Version 1.2.3');
    expect(t('archive.count', { count: 1 })).toBe('1 game');
    expect(t(lessonMessageKey('the-board', 'title'))).toBe('The board');
    expect(t('reference.mati-title')).toBe('Last seed in an empty hole of North\'s');
  });

  it('formats numbers for the locale, in plain arguments and in plurals', () => {
    const german = createTranslator(en, 'de-DE', en);
    expect(german('app.version', { version: 1234.5 })).toBe('Version 1.234,5');
    expect(german('archive.count', { count: 1500 })).toBe('1.500 games');
  });

  it('falls back to English for a message a partial catalog lacks', () => {
    const partial = createTranslator({ 'home.play': 'Main' }, 'ms', en);
    expect(partial('home.play')).toBe('Main');
    expect(partial('home.archive')).toBe('Archive');
  });

  it('falls back to English for a translation whose syntax is broken, and shows an unknown key as itself', () => {
    const broken = createTranslator({ 'archive.count': '{count, plural, one {# permainan}}' }, 'ms', en) as LooseTranslate;
    expect(broken('archive.count', { count: 2 })).toBe('2 games');
    expect(broken('lesson.nowhere.title')).toBe('lesson.nowhere.title');
  });

  it('reads a lesson in the reader\'s language, then its base language, then English', () => {
    const lesson = { id: 'the-board', messages: { en: { title: 'The board', hint: 'Hint' }, ms: { title: 'Papan' } } };
    const catalogs = mergeCatalogs({ en, ms: { ...en, 'home.play': 'Main' } }, tutorialCatalogs([lesson], REFERENCE_MESSAGES));
    const reader = (locale: string) => createTranslator(catalogFor(locale, catalogs), locale, catalogs['en'] ?? {}) as LooseTranslate;
    expect(reader('ms-MY')(lessonMessageKey('the-board', 'title'))).toBe('Papan');
    expect(reader('ms')(lessonMessageKey('the-board', 'hint'))).toBe('Hint');
    expect(reader('fr')(lessonMessageKey('the-board', 'title'))).toBe('The board');
  });

  it('refuses unknown keys, missing, unknown and mistyped values at compile time (checked by tsc -b)', () => {
    // @ts-expect-error: not a key of the catalog
    expect(t('home.nothing')).toBe('home.nothing');
    // @ts-expect-error: 'app.version' needs { version }
    expect(t('app.version')).toBe('Version {version}');
    // @ts-expect-error: wrong value name
    expect(t('app.version', { release: '1' })).toBe('Version {version}');
    // @ts-expect-error: 'home.play' takes no values
    expect(t('home.play', { x: 1 })).toBe('Play');
    // @ts-expect-error: a plural counts a number, not a string
    expect(t('archive.count', { count: '3' })).toBe('3 games');
    // @ts-expect-error: every count of a message is needed
    expect(t('replay.analysisDone', { mistakes: 1, blunders: 1, mistake: 3 })).toContain('mistake');
    // @ts-expect-error: the reference has no such text
    expect(t('reference.nothing')).toBe('reference.nothing');
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

type Element = ReturnType<ReturnType<typeof compileMessage>['getAst']>[number];

/** Every plural of a message, nested ones too: its argument, cardinal or ordinal, and its categories (`=2` exact matches left out). */
function pluralsOf(elements: readonly Element[], found: { name: string; ordinal: boolean; categories: string[] }[] = []) {
  for (const element of elements) {
    if ('options' in element) {
      if ('pluralType' in element) {
        const categories = Object.keys(element.options).filter((option) => !option.startsWith('='));
        found.push({ name: element.value, ordinal: element.pluralType === 'ordinal', categories: categories.sort() });
      }
      for (const option of Object.values(element.options)) pluralsOf(option.value, found);
    }
  }
  return found;
}

/** Every select of a message, nested ones too: its argument and its options, as `name: a, b, other`. */
function selectsOf(elements: readonly Element[], found: string[] = []): string[] {
  for (const element of elements) {
    if ('options' in element) {
      if (!('pluralType' in element)) found.push(`${element.value}: ${Object.keys(element.options).sort().join(', ')}`);
      for (const option of Object.values(element.options)) selectsOf(option.value, found);
    }
  }
  return found.sort();
}

describe('every language against English', () => {
  const catalogs = Object.entries(APP_CATALOGS);

  it.each(catalogs)('%s: every message parses as ICU MessageFormat', (tag, messages) => {
    const broken = KEYS.filter((key) => {
      try {
        compileMessage(messages[key], tag);
        return false;
      } catch {
        return true;
      }
    });
    expect(broken).toEqual([]);
  });

  it.each(catalogs)('%s: every plural has exactly the categories of its language, "other" among them', (tag, messages) => {
    const cardinal = [...new Intl.PluralRules(tag).resolvedOptions().pluralCategories].sort();
    const ordinal = [...new Intl.PluralRules(tag, { type: 'ordinal' }).resolvedOptions().pluralCategories].sort();
    expect(cardinal).toContain('other');
    const wrong = KEYS.flatMap((key) =>
      pluralsOf(compileMessage(messages[key], tag).getAst())
        .filter((plural) => plural.categories.join() !== (plural.ordinal ? ordinal : cardinal).join())
        .map((plural) => `${key}: {${plural.name}} has ${plural.categories.join(', ')}; ${tag} needs ${(plural.ordinal ? ordinal : cardinal).join(', ')}`),
    );
    expect(wrong).toEqual([]);
  });

  it.each(catalogs)('%s: every select has exactly English\'s options, so each case is written whole (none falls to "other")', (tag, messages) => {
    const wrong = KEYS.flatMap((key) => {
      const own = selectsOf(compileMessage(messages[key], tag).getAst());
      const source = selectsOf(compileMessage(en[key], 'en').getAst());
      return own.join(' | ') === source.join(' | ') ? [] : [`${key}: ${own.join(' | ')}; English has ${source.join(' | ')}`];
    });
    expect(wrong).toEqual([]);
  });

  it.each(catalogs)('%s: Replay\'s heading names the two players as the archive does (one form, not "v" here and "vs" there)', (tag, messages) => {
    const translate = createTranslator(messages, tag, english) as LooseTranslate;
    const players = translate('archive.players', { south: 'Aminah', north: 'Computer' });
    expect(translate('replay.heading', { game: 7, south: 'Aminah', north: 'Computer' })).toContain(players);
  });

  it('tells a select that lacks one of English\'s options', () => {
    const english = selectsOf(compileMessage('{step, select, turn {Back one turn} lap {Back one lap} other {Back one step}}', 'en').getAst());
    const short = selectsOf(compileMessage('{step, select, turn {Undur satu giliran} other {Undur satu langkah}}', 'ms').getAst());
    expect(english).toEqual(['step: lap, other, turn']);
    expect(short).toEqual(['step: other, turn']);
  });

  it('tells a plural that lacks one of its language\'s categories', () => {
    const polish = '{count, plural, one {# gra} other {# gry}}';
    expect(pluralsOf(compileMessage(polish, 'pl').getAst())).toEqual([{ name: 'count', ordinal: false, categories: ['one', 'other'] }]);
    expect([...new Intl.PluralRules('pl').resolvedOptions().pluralCategories].sort()).toEqual(['few', 'many', 'one', 'other']);
  });
});

describe('the tutorials\' translations', () => {
  const english = (lessonId: string) => LESSON_DEFS.find((lesson) => lesson.id === lessonId)?.messages.en;

  it.each(Object.entries(TUTORIAL_TRANSLATIONS))('%s names only lessons, keys and reference keys English has, each a plain message that parses', (_tag, translation) => {
    const unknown: string[] = [];
    for (const [lessonId, table] of Object.entries(translation.lessons)) {
      const source = english(lessonId);
      if (source === undefined) unknown.push(`lesson ${lessonId}`);
      else for (const key of Object.keys(table)) if (!(key in source)) unknown.push(`${lessonId}.${key}`);
      for (const [key, message] of Object.entries(table)) expect({ key, arguments: argumentsOf(message) }).toEqual({ key, arguments: [] });
    }
    for (const [key, message] of Object.entries(translation.reference)) {
      if (!(key in REFERENCE_MESSAGES.en)) unknown.push(`reference.${key}`);
      expect({ key, arguments: argumentsOf(message ?? '') }).toEqual({ key, arguments: [] });
    }
    expect(unknown).toEqual([]);
  });

  it('lists which lessons are incomplete in which language (none, for every language the app ships)', () => {
    const shipped = LOCALES.filter((tag) => tag !== SOURCE_LOCALE);
    const report = Object.fromEntries(
      shipped
        .map((tag) => [tag, missingTutorialMessages(LESSON_DEFS, REFERENCE_MESSAGES, TUTORIAL_CATALOGS, tag)] as const)
        .filter(([, missing]) => Object.keys(missing).length > 0),
    );
    if (Object.keys(report).length > 0) {
      const lines = Object.entries(report).flatMap(([tag, missing]) => [
        `${tag}: ${Object.keys(missing).length} incomplete`,
        ...Object.entries(missing).map(([part, keys]) => `  ${part}: ${keys.length} missing (${keys.slice(0, 6).join(', ')}${keys.length > 6 ? ', …' : ''})`),
      ]);
      console.log(`Lessons incomplete per language (shown in English until translated):\n${lines.join('\n')}`);
    }
    expect(report).toEqual({});
  });
});

describe('the pseudo-locale', () => {
  const source = CATALOGS[SOURCE_LOCALE] ?? {};
  const pseudoCatalogue = pseudoCatalog(source);
  const keys = Object.keys(source) as MessageKey[];

  it('keeps every message\'s arguments, plurals and selects, and their categories', () => {
    for (const key of keys) {
      const original = source[key] ?? '';
      const made = pseudoCatalogue[key] ?? '';
      expect({ key, arguments: argumentTable(made) }).toEqual({ key, arguments: argumentTable(original) });
      expect({ key, plurals: pluralsOf(compileMessage(made, 'en').getAst()) }).toEqual({ key, plurals: pluralsOf(compileMessage(original, 'en').getAst()) });
    }
  });

  it('accents every letter, lengthens the text by about a third, and marks where it starts and ends', () => {
    expect(pseudoMessage('Settings')).toBe('⟦Šééţţîîñĝš⟧');
    const lengths = keys.map((key) => [(source[key] ?? '').length, (pseudoCatalogue[key] ?? '').length - 2] as const);
    const [before, after] = lengths.reduce(([a, b], [x, y]) => [a + x, b + y], [0, 0]);
    expect(after / before).toBeGreaterThan(1.25);
    // Shown with sample values (text arguments as <name>), no plain ASCII word is left.
    const translate = createTranslator(pseudoCatalogue, 'en', source) as LooseTranslate;
    const plain = keys.filter((key) => /[A-Za-z]{3,}/.test(translate(key, sampleValues(source[key] ?? '')).replace(/<\w+>/g, '')));
    expect(plain).toEqual([]);
  });

  it('formats like English, with the placeholders filled and the plural chosen', () => {
    const translate = createTranslator(pseudoCatalogue, 'en', source) as LooseTranslate;
    expect(translate('archive.count', { count: 1 })).toBe('⟦1 ĝààɱéé⟧');
    expect(translate('archive.count', { count: 2 })).toBe('⟦2 ĝààɱééš⟧');
    expect(translate('app.version', { version: '1.2' })).toBe('⟦Ṽééŕšîîööñ 1.2⟧');
    expect(translate('replay.verdict.lost', { severity: 'blunder', seeds: 1, hole: 4 })).toBe('⟦ƀļûûñðééŕ: ĝààṽéé ààŵààý 1 šééééð; ƀééţţééŕ ŵààš ĥööļéé 4⟧');
  });
});
