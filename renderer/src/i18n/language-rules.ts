// What a machine can check of each language's catalogues (the app's, the
// lessons' and the desktop menus'): one register (GLOSSARY.md names it), the
// glossary's words rather than their rivals, no English left beyond a few
// names, exactly one stop at a message's end, and every count formatted as a
// plural. A native speaker still reads the text; these keep what they fixed.
import { argumentsOf, compileMessage } from './translator';

/** A word or form a language's catalogue must not use, and why. */
export interface ForbiddenForm {
  pattern: RegExp;
  why: string;
  /** Keys where the form is right (Malay "Kalah", "lost", in a result). */
  exceptKeys?: readonly string[];
  /** Only keys that match (a word right elsewhere and wrong here). */
  onlyKeys?: RegExp;
}

export interface LanguageRules {
  /** The register and variant, as GLOSSARY.md defines them. */
  register: string;
  forbidden: readonly ForbiddenForm[];
  /** English words this language uses as its own (loanwords, names). */
  englishAllowed: readonly string[];
}

// German "Sie/Ihr/Ihnen" are formal only inside a sentence: at its start "Sie" and "Ihre" can be "they" and "their".
const GERMAN_FORMAL = /(?<![.!?:]\s|^|„|\()\b(Sie|Ihnen|Ihr|Ihre[mnrs]?)\b|\bIhnen\b/;

export const LANGUAGE_RULES: Readonly<Record<string, LanguageRules>> = {
  ms: {
    register: 'anda (standard Malay, as in software)',
    forbidden: [
      { pattern: /\b(kamu|awak|engkau)\b/i, why: 'the register is anda' },
      { pattern: /\btahap\b/i, why: 'an even score is seri, not a level', onlyKeys: /^replay\.graphEven$/ },
      { pattern: /\bkedai\b/i, why: 'the store is rumah (kedai is a mistranslation)' },
      { pattern: /\b(sekeliling|satu keliling)\b/i, why: 'a lap is "sekali keliling": sekeliling is "around", not a noun' },
      { pattern: /\b(main|dimain|dimainkan|memainkannya) semula\b/i, why: 'main semula reads "play again", as the rematch does: a replay is ulang tayang' },
      { pattern: /\bbarisan\b/i, why: 'a row is baris, in the lessons as in the app' },
      { pattern: /\bhabis dahulu\b/i, why: 'finishing first in the opening is "selesai dahulu" (habis reads "ran out")' },
      { pattern: /\bcatatan\b/i, why: 'a note on a move is anotasi, as replay.annotations says', onlyKeys: /^archive\.export\./ },
      { pattern: /\bKalah\b(?!a)/, why: 'the game is Kalaha: Kalah is the word for "lost"', exceptKeys: ['archive.result.loss', 'archive.filter.loss', 'archive.stats.lost'] },
      // Network play (issue 36): the other player lets a move be taken back; Undo alone is this computer's own button.
      { pattern: /\b(buat asal|dibuat asal)\b/i, why: 'a network take-back is tarik balik (Buat asal is the local Undo)', onlyKeys: /^network\./ },
      { pattern: /\bhos (dihentikan|telah tamat|tamat|permainan)\b/i, why: 'hos is the host: the hosting is pengehosan, to host mengehos' },
      { pattern: /\bkedengaran\b/i, why: 'a game found on the network is dikesan (kedengaran reads "can be heard")', onlyKeys: /^network\./ },
      { pattern: /\bbersambung\b/i, why: 'a player is dalam talian (bersambung reads "to be continued", beside the relay\'s sambungan)', onlyKeys: /^(network\.|apiError\.waiting-for-player$)/ },
    ],
    englishAllowed: [],
  },
  id: {
    register: 'kamu/-mu (informal, as in Indonesian children\'s books)',
    forbidden: [
      { pattern: /\b[Aa]nda\b/, why: 'the register is kamu' },
      { pattern: /\bestafet\b/i, why: 'the relay is sambungan (estafet is a race)' },
      { pattern: /\brekaman\b/i, why: 'a game record is catatan' },
      { pattern: /\blubangmu (\d|\{)/i, why: 'say "lubang 5-mu"' },
      { pattern: /\blubang(nya|mu) (sendiri )?(nomor )?(\d|\{)/i, why: 'say "lubang 3-nya", "lubang 1-mu sendiri"' },
      { pattern: /\bronde\b/i, why: 'a round is babak' },
      { pattern: /\bbarisan\b/i, why: 'a row is baris, in the lessons as in the app' },
      { pattern: /\blewat\b/i, why: 'a player passing "melewatkan giliran" (lewat alone reads "goes by")' },
      { pattern: /\bcatatan\b/i, why: 'a note on a move is anotasi: catatan is the game record', onlyKeys: /^(replay\.annotations|archive\.export\.reason\..*)$/ },
      { pattern: /\bKalah\b(?!a)/, why: 'the game is Kalaha: Kalah is the word for "lost"', exceptKeys: ['archive.result.loss', 'archive.filter.loss', 'archive.stats.lost'] },
      // Network play (issue 36): one word per concept, and none taken from the game's own words.
      { pattern: /\b(urungkan|mengurungkan|diurungkan)\b/i, why: 'a network take-back is membatalkan langkah (Urungkan is the local Undo)', onlyKeys: /^network\./ },
      { pattern: /\bsambungan\b/i, why: 'a network connection is koneksi: sambungan is the relay', onlyKeys: /^network\./ },
      { pattern: /\b(tersambung|terdengar)\b/i, why: 'a player is terhubung, a game on the network terdeteksi', onlyKeys: /^network\./ },
      { pattern: /\b(menyiapkan|menawarkan) permainan\b/i, why: 'to host is menjadi tuan rumah', onlyKeys: /^network\.lobby\./ },
    ],
    // "Level" is the everyday Indonesian word for a game's level.
    englishAllowed: ['level'],
  },
  fil: {
    register: 'ka/mo/ikaw (informal, without po)',
    forbidden: [
      { pattern: /\b(po|ninyo|kayo|inyong)\b/i, why: 'the register is ka/mo' },
      // In the app "tala" is a note on a move; the desktop's menus and boxes name only records.
      { pattern: /\btala(ng)?\b/i, why: 'a record is talaan ("talang ito" is tala, a note)', onlyKeys: /^main\./ },
      { pattern: /\brekord\b/i, why: 'a record is talaan' },
      { pattern: /\bpaghahasik\b/i, why: 'sowing is paghuhulog' },
      { pattern: /\b(board|rematch)\b/, why: 'the board is the sungkaan, a rematch a muling laro' },
      { pattern: /\bantas\b/i, why: 'an even score is patas, not a level', onlyKeys: /^replay\.graphEven$/ },
      { pattern: /\bKahit sino\b/i, why: 'a filter\'s "any" is Lahat' },
      { pattern: /^Congkak \(Sungka\)$/, why: 'Sungka is a preset of its own beside Congkak', onlyKeys: /^(preset|rules\.value)\.congkak$/ },
      { pattern: /\barchive\b/i, why: 'the archive is the arkibo' },
      // Network play (issue 36): English verbs take a hyphen after Filipino's affix; a game on the list is seen, not heard.
      { pattern: /\b(hinohost|naghohost|ihohost|pagh?ohost)\b/i, why: 'write the English verb after a hyphen: hino-host, nagho-host, iho-host, pagho-host' },
      { pattern: /\b(naririnig|narinig)\b/i, why: 'a game on the network is nakikita (naririnig reads "heard")', onlyKeys: /^network\./ },
    ],
    // Filipino software writes these verbs with i- ("I-save", "I-play", "I-undo").
    englishAllowed: ['save', 'play', 'undo'],
  },
  pt: {
    register: 'você, Brazilian Portuguese (pt-BR)',
    forbidden: [
      { pattern: /\b(tu|teu|tua|teus|tuas|estás)\b/i, why: 'the register is você' },
      { pattern: /\bregisto/i, why: 'pt-BR says registro' },
      { pattern: /\bDefiniç/i, why: 'pt-BR says Configurações/Preferências' },
      { pattern: /\bestá a [a-zç]+r\b|\bestás a\b/i, why: 'pt-BR says "está ganhando", not "está a ganhar"' },
      { pattern: /\bdesde \{from\}/, why: '"desde a sua casa" reads as translated: say "{from} leva … até {end}"' },
      { pattern: /\bnível\b/i, why: 'an even score is empatados, not a level', onlyKeys: /^replay\.graphEven$/ },
      { pattern: /\b(ecrã|ficheiro|utilizador|Desforra|cópias? de segurança|por terminar|em curso|a meio de)\b/i, why: 'a pt-PT word in the pt-BR catalogue (BR: backup, em andamento, no meio de)' },
      { pattern: /\bpartidas?\b/i, why: 'a game played is a jogo, as everywhere else in the catalogue' },
      { pattern: /\baté (ao|à)s?(?![\p{L}])/iu, why: 'pt-BR says "até o", "até a"' },
      { pattern: /\b(saltad[oa]s?|salta-[ao]s?)\b/i, why: 'pt-BR skips a hole with pular' },
      { pattern: /\bronda\b/i, why: 'a round is a rodada (the glossary\'s word)' },
      { pattern: /\b(Controlos|sítio|Acerca d[eo]|ponteiros do relógio|em baixo)\b|\bpara lá d(e|o|a|os|as|ela|ele|elas|eles)\b/i, why: 'a pt-PT form in the pt-BR catalogue (BR: Controles, lugar, Sobre o, sentido horário, embaixo, além de)' },
      { pattern: /\bc[óo]digo de entrada\b/i, why: 'the join code is the código do jogo (GLOSSARY: network play)' },
    ],
    englishAllowed: [],
  },
  es: {
    register: 'tú',
    forbidden: [
      { pattern: /\b(usted|ustedes)\b/i, why: 'the register is tú' },
      { pattern: /\ba el\b/i, why: '"a el" is always "al"' },
      { pattern: /\bde el\b/i, why: '"de el" is always "del"' },
      { pattern: /\bcon (Sur|Norte|\{side\})/, why: '"con el Sur"' },
      { pattern: /\bca[ií]das? en (el|tu|su) almac[eé]n/i, why: 'a store landing is a llegada al almacén' },
      // A place's name starts with its article ("el hueco 5 del Norte"): "a {pit}" would read "a el hueco".
      { pattern: /\b(a|de) \{(pit|end|from)\}/, why: 'a place\'s name carries its article: use a verb that takes it as object (alcanza, lleva … hasta)' },
      { pattern: /\bmovimientos?\b/i, why: 'a move is a jugada (the glossary\'s word), also when it is taken back: "deshacer la jugada"' },
      { pattern: /[“”]/, why: 'Spanish quotes with « »' },
      { pattern: /\bc[óo]digo para unirse\b/i, why: 'the join code is the código de la partida (GLOSSARY: network play)' },
    ],
    englishAllowed: [],
  },
  de: {
    register: 'du',
    forbidden: [
      { pattern: GERMAN_FORMAL, why: 'the register is du' },
      { pattern: /\bNeues Spiel\b/, why: 'a new game is a Neue Partie' },
      { pattern: /\bStufe\b/, why: 'an even score is Gleichstand, not a difficulty level', onlyKeys: /^replay\.graphEven$/ },
      // "Ihre Samen passten …" at a sentence's start reads as the formal "your": name the owner ("die Samen dieser Mulde").
      { pattern: /(?:^|[.!?:]\s)Ihre?[mnrs]?\b/, why: '"Ihr/Ihre" opening a sentence reads as the formal "your": name whose it is' },
      { pattern: /\bKalah\b(?!a)/, why: 'the game is Kalaha in German, as its preset' },
      // A network take-back undoes the last hole chosen (services' undoPoint between two humans), not a whole turn.
      { pattern: /\bZug\b/, why: 'a take-back undoes one choice, a Wahl, not a Zug', onlyKeys: /^network\.play\.takeBack/ },
      // The desktop's menu items keep the platforms' "Öffnen…"; a sentence left open takes the space ("Lädt …").
      { pattern: /\p{L}…/u, why: 'an ellipsis after a whole word takes a space: "Warte auf {name} …"', onlyKeys: /^(?!main\.menu\.)/ },
    ],
    englishAllowed: ['Grand', 'Slam', 'OK', 'Download', 'Start'],
  },
};

/** English words that, in another language's catalogue, were left untranslated. */
const ENGLISH_WORDS = new Set(
  'the and you your game games hole holes seed seeds store archive window record records busy turn turns move moves level lessons lesson puzzle puzzles settings undo hint back next cancel close delete play player players new open save start again try then with from when which this that there their what'.split(' '),
);

/** Names of more than one word, written as they are. */
const NAMED_PLACES = /Board Game Arena|Mancala World/g;

/** Names any language writes as they are. */
const NAMES = new Set(['Congkak', 'Kalah', 'Kalaha', 'Oware', 'Abapa', 'Dakon', 'Sungka', 'Congklak', 'Mancala', 'World', 'Glicko']);

type Element = ReturnType<ReturnType<typeof compileMessage>['getAst']>[number];

function literals(elements: readonly Element[], found: string[]): string[] {
  for (const element of elements) {
    if (Number(element.type) === 0 && 'value' in element) found.push(String(element.value));
    if ('options' in element) for (const option of Object.values(element.options)) literals(option.value, found);
  }
  return found;
}

/** What a message shows as written: its text and its options' text, without argument names or select keys. */
export function shownText(message: string): string {
  try {
    return literals(compileMessage(message, 'en').getAst(), []).join(' ');
  } catch {
    return message;
  }
}

/** The English words left in `message` (outside names and the language's own loanwords). */
export function englishWords(message: string, rules: LanguageRules): string[] {
  const allowed = new Set(rules.englishAllowed.map((word) => word.toLowerCase()));
  return (shownText(message).replace(NAMED_PLACES, ' ').match(/[A-Za-z]+/g) ?? []).filter(
    (word) => ENGLISH_WORDS.has(word.toLowerCase()) && !NAMES.has(word) && !allowed.has(word.toLowerCase()),
  );
}

/** A message (or one plural option) ending in two stops: "…." "?." "..". */
const DOUBLE_STOP = /(…|\.\.|[!?:;,])\.\s*$|\.\s*\.\s*$|…\s*…$/;

/** The ends of a message: its own, and each plural or select option's. */
function endings(message: string): string[] {
  const found = [message];
  for (const option of message.matchAll(/\{([^{}]*)\}/g)) found.push(option[1] ?? '');
  return found;
}

export function hasDoubleStop(message: string): boolean {
  return endings(message).some((text) => DOUBLE_STOP.test(text.trim()));
}

/** The arguments `message` shows as plain `{name}` although `counted` says they are counts. */
export function countsNotPlural(message: string, counted: ReadonlySet<string>): string[] {
  const uses = argumentsOf(message);
  const formatted = new Set(uses.filter((use) => use.use === 'number').map((use) => use.name));
  return [...new Set(uses.filter((use) => use.use === 'text' && counted.has(use.name) && !formatted.has(use.name)).map((use) => use.name))];
}

/** Why `message` (key `key`) breaks `rules`: one line per problem. */
export function languageProblems(key: string, message: string, rules: LanguageRules): string[] {
  const problems: string[] = [];
  for (const form of rules.forbidden) {
    if (form.exceptKeys?.includes(key) || (form.onlyKeys !== undefined && !form.onlyKeys.test(key))) continue;
    const found = form.pattern.exec(message);
    if (found !== null) problems.push(`${key}: "${found[0]}": ${form.why}`);
  }
  const english = englishWords(message, rules);
  if (english.length > 0) problems.push(`${key}: English left: ${english.join(', ')}`);
  if (hasDoubleStop(message)) problems.push(`${key}: ends in two stops`);
  return problems;
}
