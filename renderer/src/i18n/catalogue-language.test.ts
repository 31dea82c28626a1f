// Each language's catalogues, read whole (the app's, the lessons' and rules
// reference's, the desktop menus' and boxes'), against its rules in
// renderer/src/i18n/language-rules.ts: one register, the glossary's words, no
// English left, one final stop, every count plural-formatted. Here, outside
// renderer/, because the desktop shell's catalogues are the main process's.
import { describe, expect, it } from 'vitest';
import { MAIN_CATALOGS } from '../../../electron/main/main-text';
import { APP_CATALOGS as APP, TUTORIAL_CATALOGS } from './all-catalogs';
import { countsNotPlural, hasDoubleStop, LANGUAGE_RULES, languageProblems } from './language-rules';
import { argumentsOf } from './translator';
import en from './locales/en';

/** Every message a language shows, by key (the desktop's prefixed `main.`). */
function messagesOf(tag: string): [string, string][] {
  const main = MAIN_CATALOGS[tag as keyof typeof MAIN_CATALOGS];
  return [
    ...Object.entries(APP[tag] ?? {}),
    ...Object.entries(TUTORIAL_CATALOGS[tag] ?? {}).map(([key, message]) => [key, message ?? ''] as [string, string]),
    ...Object.entries(main).map(([key, message]) => [`main.${key}`, message] as [string, string]),
  ];
}

/** The arguments that count something: a number in English's message, or named count. */
function countedIn(key: string): Set<string> {
  const source = (en as Readonly<Record<string, string>>)[key];
  const uses = source === undefined ? [] : argumentsOf(source);
  return new Set([...uses.filter((use) => use.use === 'number').map((use) => use.name), ...uses.filter((use) => use.name === 'count').map((use) => use.name)]);
}

describe('each language reads as written in it', () => {
  it.each(Object.keys(LANGUAGE_RULES))('%s: one register, the glossary\'s words, no English left, one final stop', (tag) => {
    const rules = LANGUAGE_RULES[tag]!;
    const problems = messagesOf(tag).flatMap(([key, message]) => languageProblems(key, message, rules));
    expect(problems).toEqual([]);
  });

  it.each(Object.keys(APP))('%s: every count is plural-formatted ("1 quemados" read wrong)', (tag) => {
    const catalogue = APP[tag]!;
    const plain = Object.entries(catalogue).flatMap(([key, message]) => countsNotPlural(message, countedIn(key)).map((name) => `${key}: {${name}}`));
    expect(plain).toEqual([]);
  });

  it('English ends every message with one stop at most', () => {
    expect(messagesOf('en').filter(([, message]) => hasDoubleStop(message)).map(([key]) => key)).toEqual([]);
  });
});

describe('the rules themselves', () => {
  const german = LANGUAGE_RULES['de']!;
  it('tell German formal address inside a sentence, not "Sie" for "they" at its start', () => {
    expect(languageProblems('k', 'Du hast 3. Sie sind nummeriert.', german)).toEqual([]);
    expect(languageProblems('k', 'Versuchen Sie es noch einmal.', german)).toHaveLength(1);
    expect(languageProblems('k', 'Das gehört Ihnen.', german)).toHaveLength(1);
    expect(languageProblems('k', 'Ihre Samen passten genau.', german)).toHaveLength(1);
    expect(languageProblems('k', 'Die Mulde gegenüber: Ihre Samen fängst du.', german)).toHaveLength(1);
    expect(languageProblems('k', 'Bei Kalah endet der Zug.', german)).toHaveLength(1);
    expect(languageProblems('k', 'Die Partien und ihre Züge. Bei Kalaha endet der Zug.', german)).toEqual([]);
  });

  it('tell two stops at a message\'s end, in a plural option too', () => {
    expect(hasDoubleStop('Hint: then ….')).toBe(true);
    expect(hasDoubleStop('{n, plural, one {a.} other {b?.}}')).toBe(true);
    expect(hasDoubleStop('Thinking…')).toBe(false);
    expect(hasDoubleStop('Done.')).toBe(false);
  });

  it('tell European Portuguese forms in the Brazilian catalogue', () => {
    const portuguese = LANGUAGE_RULES['pt']!;
    for (const european of ['até ao fim', 'até à casa 3', 'é saltado', 'a semeadura salta-a', 'A ronda acabou', 'Controlos', 'no sentido dos ponteiros do relógio', 'para lá dela']) {
      expect(languageProblems('k', european, portuguese), european).toHaveLength(1);
    }
    expect(languageProblems('k', 'até o fim, até a casa 3, é pulado, a rodada, além dela', portuguese)).toEqual([]);
  });

  it('tell the network words each glossary holds', () => {
    const spanish = LANGUAGE_RULES['es']!;
    expect(languageProblems('k', 'Pide deshacer el último movimiento.', spanish)).toHaveLength(1);
    expect(languageProblems('k', 'Elige “Unirse a la partida de un amigo”.', spanish)).toHaveLength(1);
    expect(languageProblems('k', 'Un código para unirse tiene seis cifras.', spanish)).toHaveLength(1);
    expect(languageProblems('k', 'Elige «Unirse a la partida de un amigo» y pide deshacer la jugada.', spanish)).toEqual([]);
    const portuguese = LANGUAGE_RULES['pt']!;
    expect(languageProblems('k', 'Um código de entrada tem seis dígitos.', portuguese)).toHaveLength(1);
    expect(languageProblems('k', 'O código do jogo tem seis dígitos.', portuguese)).toEqual([]);
    expect(languageProblems('network.play.takeBackTitle', 'Einen Zug zurücknehmen?', german)).toHaveLength(1);
    expect(languageProblems('network.play.takeBackTitle', 'Die letzte Wahl zurücknehmen?', german)).toEqual([]);
    expect(languageProblems('replay.previous', 'Einen Zug zurück', german)).toEqual([]);
    expect(languageProblems('k', 'Die Partie wird geöffnet…', german)).toHaveLength(1);
    expect(languageProblems('k', 'Die Partie wird geöffnet …', german)).toEqual([]);
    expect(languageProblems('main.menu.openRecord', 'Aufzeichnung öffnen…', german)).toEqual([]);
  });

  it('tell a count shown as a plain argument', () => {
    expect(countsNotPlural('{count} quemados', new Set(['count']))).toEqual(['count']);
    expect(countsNotPlural('{count, plural, one {# quemado} other {# quemados}}', new Set(['count']))).toEqual([]);
  });

  it('tell the network words a Malay reader would trip on, in network messages only', () => {
    const malay = LANGUAGE_RULES['ms']!;
    expect(languageProblems('network.play.askTakeBack', 'Minta buat asal', malay)).toHaveLength(1);
    expect(languageProblems('play.undo', 'Buat asal', malay)).toEqual([]);
    expect(languageProblems('network.lobby.ended.hosting', 'Hos telah tamat.', malay)).toHaveLength(1);
    expect(languageProblems('network.lobby.error.notHeard', 'Permainan itu tidak lagi kedengaran pada rangkaian.', malay)).toHaveLength(1);
    expect(languageProblems('network.play.dropped', 'Menunggu Budi bersambung semula…', malay)).toHaveLength(1);
    expect(languageProblems('network.lobby.ended.hosting', 'Pengehosan telah tamat. Mula mengehos permainan… Kod sertai, komputer hos.', malay)).toEqual([]);
  });

  it('tell the network words an Indonesian reader would trip on, in network messages only', () => {
    const indonesian = LANGUAGE_RULES['id']!;
    expect(languageProblems('network.play.askTakeBack', 'Minta urungkan', indonesian)).toHaveLength(1);
    expect(languageProblems('play.undo', 'Urungkan', indonesian)).toEqual([]);
    expect(languageProblems('network.lobby.ended.other', 'Sambungan ke komputer temanmu ditutup.', indonesian)).toHaveLength(1);
    expect(languageProblems('rules.option.relay', 'Sambungan', indonesian)).toEqual([]);
    expect(languageProblems('network.lobby.starting', 'Menyiapkan permainan…', indonesian)).toHaveLength(1);
    expect(languageProblems('network.lobby.error.notHeard', 'Permainan itu tidak lagi terdengar di jaringan.', indonesian)).toHaveLength(1);
    expect(languageProblems('network.lobby.ended.other', 'Koneksi terputus: temanmu menjadi tuan rumah, kamu terhubung.', indonesian)).toEqual([]);
  });

  it('tell the network words a Filipino reader would trip on', () => {
    const filipino = LANGUAGE_RULES['fil']!;
    expect(languageProblems('network.lobby.notHosting', 'Walang hinohost na laro ang kompyuter na ito ngayon.', filipino)).toHaveLength(1);
    expect(languageProblems('network.lobby.error.notHeard', 'Hindi na naririnig sa network ang larong iyan.', filipino)).toHaveLength(1);
    expect(languageProblems('network.lobby.notHosting', 'Walang hino-host na laro; nagho-host ka, iho-host niya. Hindi na makita sa network.', filipino)).toEqual([]);
  });

  it('tell English left in a translation, but not the games\' names', () => {
    expect(languageProblems('k', 'Abala ang archive', LANGUAGE_RULES['fil']!).join()).toMatch(/archive/);
    expect(languageProblems('k', 'Congkak, Kalaha dan Oware', LANGUAGE_RULES['ms']!)).toEqual([]);
  });
});
