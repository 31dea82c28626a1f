// `t(key, values)` over ICU MessageFormat catalogues, formatted by the kept
// ICU library (intl-messageformat): plurals and selects follow each
// language's own rules, never hand-written ones.
import { IntlMessageFormat, type Formatters } from 'intl-messageformat';
import type { Catalog, MessageKey, Translate } from './messages';

type Element = ReturnType<IntlMessageFormat['getAst']>[number];
type Value = string | number | Date;

export type ArgumentUse = 'text' | 'number' | 'date' | 'choice';

export interface MessageArgument {
  name: string;
  use: ArgumentUse;
}

/** The parser's element kinds (its `TYPE` enum) that are arguments, and what each needs. */
const USES: Readonly<Record<number, ArgumentUse>> = { 1: 'text', 2: 'number', 3: 'date', 4: 'date', 5: 'choice', 6: 'number' };

function collect(elements: readonly Element[], found: MessageArgument[]): MessageArgument[] {
  for (const element of elements) {
    const use = USES[Number(element.type)];
    if (use !== undefined && 'value' in element) found.push({ name: element.value, use });
    if ('options' in element) for (const option of Object.values(element.options)) collect(option.value, found);
    if ('children' in element) collect(element.children, found);
  }
  return found;
}

/** Parses an ICU message (`<` and `>` are text: messages carry no markup); throws the parser's error for bad syntax. */
export function compileMessage(message: string, locale: string, formatters?: Formatters): IntlMessageFormat {
  return new IntlMessageFormat(message, locale, undefined, formatters === undefined ? { ignoreTag: true } : { ignoreTag: true, formatters });
}

/** Every argument of a message, nested ones included, in order of appearance (a name may repeat). */
export function argumentsOf(message: string): MessageArgument[] {
  return collect(compileMessage(message, 'en').getAst(), []);
}

type Formatter = Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules;

/**
 * Numbers and dates in `locale`, plurals by `pluralLocale`'s rules, one
 * formatter per options (as the library's own cache keeps them).
 */
function formatters(locale: string, pluralLocale: string): Formatters {
  const cache = new Map<string, Formatter>();
  function cached<T extends Formatter>(kind: string, options: object | undefined, make: () => T): T {
    const id = `${kind}:${JSON.stringify(options ?? {})}`;
    const known = cache.get(id) as T | undefined;
    if (known !== undefined) return known;
    const made = make();
    cache.set(id, made);
    return made;
  }
  return {
    getNumberFormat: (_locales, options) => cached('number', options, () => new Intl.NumberFormat(locale, options as Intl.NumberFormatOptions)),
    getDateTimeFormat: (_locales, options) => cached('date', options, () => new Intl.DateTimeFormat(locale, options)),
    getPluralRules: (_locales, options) => cached('plural', options, () => new Intl.PluralRules(pluralLocale, options)),
  };
}

interface Compiled {
  source: string;
  format: IntlMessageFormat;
  /** Names used only as plain `{name}`: a number there is formatted for the reader, as `#` is in a plural. */
  plainNames: readonly string[];
}

function compile(source: string, locale: string, using: Formatters): Compiled {
  const format = compileMessage(source, locale, using);
  const found = collect(format.getAst(), []);
  const counted = new Set(found.filter((argument) => argument.use !== 'text').map((argument) => argument.name));
  return { source, format, plainNames: [...new Set(found.map((argument) => argument.name).filter((name) => !counted.has(name)))] };
}

function tryCompile(source: string | undefined, locale: string, using: Formatters): Compiled | null {
  if (source === undefined) return null;
  try {
    return compile(source, locale, using);
  } catch {
    return null;
  }
}

/**
 * A `t(key, values)` over one catalogue. A key missing from a partial
 * catalogue, or whose message does not parse, falls back to `fallback`
 * (English) with English plural rules and numbers still in the reader's
 * format. A message that cannot be formatted (only possible past the types)
 * shows as written, and an unknown key shows itself: both are easy to search for.
 */
export function createTranslator(messages: Catalog, locale: string, fallback: Catalog, fallbackLocale = 'en'): Translate {
  const own = formatters(locale, locale);
  const english = formatters(locale, fallbackLocale);
  const numbers = own.getNumberFormat();
  const compiled = new Map<MessageKey, Compiled | null>();

  function lookup(key: MessageKey): Compiled | null {
    if (!compiled.has(key)) compiled.set(key, tryCompile(messages[key], locale, own) ?? tryCompile(fallback[key], locale, english));
    return compiled.get(key) ?? null;
  }

  return ((key: MessageKey, values: Readonly<Record<string, Value>> = {}) => {
    const message = lookup(key);
    if (message === null) return messages[key] ?? fallback[key] ?? key;
    const filled: Record<string, Value> = { ...values };
    for (const name of message.plainNames) {
      const value = values[name];
      if (typeof value === 'number') filled[name] = numbers.format(value);
    }
    try {
      const text = message.format.format(filled);
      return typeof text === 'string' ? text : message.source;
    } catch {
      return message.source;
    }
  }) as Translate;
}
