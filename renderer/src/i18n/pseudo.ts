// The pseudo-locale `en-XA`: English with every letter accented and every
// vowel doubled (about 35 % longer, like German or Filipino), inside ⟦ ⟧ so a
// cut-off text shows. A screen in it shows at a glance any text that did not
// come from a catalogue (plain ASCII words) and any layout that cannot grow.
// Only the text of a message changes: argument names, plural and select
// options, `#` and number or date styles are kept as they are.
import type { Catalog, MessageKey } from './messages';

export const PSEUDO_LOCALE = 'en-XA';

const PLAIN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ACCENTED = 'àƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇĐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ';
const ACCENT = new Map([...PLAIN].map((letter, index) => [letter, [...ACCENTED][index] ?? letter]));
const VOWELS = new Set('aeiouAEIOU');
const CHOOSING = new Set(['plural', 'select', 'selectordinal']);

/** Literal text, accented and lengthened. */
function pseudoText(text: string): string {
  return [...text].map((char) => (VOWELS.has(char) ? (ACCENT.get(char) ?? char).repeat(2) : (ACCENT.get(char) ?? char))).join('');
}

/** Where the `}` closing the brace opened just before `from` is (nested braces skipped). */
function closingBrace(message: string, from: number): number {
  let depth = 1;
  for (let index = from; index < message.length; index += 1) {
    if (message[index] === '{') depth += 1;
    else if (message[index] === '}' && (depth -= 1) === 0) return index;
  }
  throw new SyntaxError(`Unclosed argument in ${JSON.stringify(message)}`);
}

/** `one {…} other {…}`: the selectors kept, each option's message made pseudo. */
function pseudoOptions(options: string): string {
  let result = '';
  let index = 0;
  while (index < options.length) {
    const open = options.indexOf('{', index);
    if (open === -1) return result + options.slice(index);
    const close = closingBrace(options, open + 1);
    result += `${options.slice(index, open)}{${pseudoBody(options.slice(open + 1, close))}}`;
    index = close + 1;
  }
  return result;
}

/** One argument's inside (`count, plural, one {…}`, `name`, `n, number`). */
function pseudoArgument(inside: string): string {
  const [name = '', type, ...rest] = inside.split(',');
  if (type === undefined || !CHOOSING.has(type.trim())) return inside;
  return `${name},${type},${pseudoOptions(rest.join(','))}`;
}

function pseudoBody(message: string): string {
  let result = '';
  let index = 0;
  while (index < message.length) {
    const open = message.indexOf('{', index);
    if (open === -1) return result + pseudoText(message.slice(index));
    const close = closingBrace(message, open + 1);
    result += `${pseudoText(message.slice(index, open))}{${pseudoArgument(message.slice(open + 1, close))}}`;
    index = close + 1;
  }
  return result;
}

/** An ICU message in the pseudo-locale: `'{count, plural, one {# game} other {# games}}'` → `'⟦{count, plural, one {# ĝàà…} …}⟧'`. */
export function pseudoMessage(message: string): string {
  return `⟦${pseudoBody(message)}⟧`;
}

/** A whole catalogue (the app's English and the tutorials') in the pseudo-locale. */
export function pseudoCatalog(source: Catalog): Catalog {
  return Object.fromEntries(Object.entries(source).map(([key, message]) => [key as MessageKey, pseudoMessage(message ?? '')]));
}
