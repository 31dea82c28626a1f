// The message vocabulary, derived from the English catalogue: its keys, and
// for each ICU message the arguments it takes, so `t(key, values)` is checked
// by the compiler (an unknown key or a missing value does not compile).
import type { TutorialMessageKey } from '../../../tutorials';
import type en from './locales/en';

/** The app's own messages (`home.play`): the keys of the English catalogue. */
export type AppMessageKey = keyof typeof en;

/**
 * Every key `t` takes: the app's, and the lessons' and the rules reference's
 * (`lesson.<lesson id>.<key>`, `reference.<key>`), which the tutorials
 * contribute as data and which take no values.
 */
export type MessageKey = AppMessageKey | TutorialMessageKey;

/** What every language's app catalogue provides: one ICU message per key (extra keys are refused by `satisfies`). */
export type Messages = { readonly [K in AppMessageKey]: string };

/** One language's catalogue: the app's messages and the tutorials' (any of them may be missing, then English is shown). */
export type Catalog = Readonly<Partial<Record<MessageKey, string>>>;

type Trim<S extends string> = S extends ` ${infer R}` ? Trim<R> : S extends `${infer R} ` ? Trim<R> : S;

/** How an argument is used: `{n, plural, …}` and `{n, number}` need a number, `{s, select, …}` a string. */
type Use = 'text' | 'number' | 'choice' | 'date';

/** An argument's use from what follows its name: ` plural, one {…} …}` → 'number'. */
type UseOf<Spec extends string> =
  Trim<Spec extends `${infer Head}}${string}` ? (Head extends `${infer Type},${string}` ? Type : Head) : Spec> extends infer Type
    ? Type extends 'plural' | 'selectordinal' | 'number'
      ? 'number'
      : Type extends 'select'
        ? 'choice'
        : Type extends 'date' | 'time'
          ? 'date'
          : 'text'
    : never;

/**
 * The options of a plural or select (`one {…} other {…}}`), or a number or
 * date style (`::percent}`), up to the `}` that closes the argument: each
 * option is a message of its own, whose arguments count too.
 * Returns [arguments found, text after the closing `}`].
 */
type ParseOptions<S extends string, Found> = S extends `${infer Selector}{${infer Body}`
  ? Selector extends `${string}}${infer Rest}`
    ? [Found, `${Rest}{${Body}`]
    : ParseMessage<Body> extends [infer Inner, infer Rest extends string]
      ? ParseOptions<Rest, Found | Inner>
      : never
  : S extends `${string}}${infer Rest}`
    ? [Found, Rest]
    : [Found, ''];

/** One argument, `S` starting just after its `{`. Returns [[name, use], text after its closing `}`]. */
type ParseArgument<S extends string> = S extends `${infer Head}}${infer AfterSimple}`
  ? Head extends `${infer Name},${string}`
    ? S extends `${string},${infer Spec}`
      ? ParseOptions<Spec, never> extends [infer Inner, infer Rest extends string]
        ? [[Trim<Name>, UseOf<Spec>] | Inner, Rest]
        : never
      : never
    : [[Trim<Head>, 'text'], AfterSimple]
  : [never, ''];

/**
 * The arguments of a message, up to the `}` that closes it (a plural's option)
 * or its end. Returns [union of [name, use], text after the closing `}`].
 * Apostrophe quoting is not modelled: the catalogue tests check each message
 * with the ICU parser itself.
 */
type ParseMessage<S extends string, Found = never> = S extends `${infer Text}{${infer AfterOpen}`
  ? Text extends `${string}}${infer Rest}`
    ? [Found, `${Rest}{${AfterOpen}`]
    : ParseArgument<AfterOpen> extends [infer Argument, infer Rest extends string]
      ? ParseMessage<Rest, Found | Argument>
      : never
  : S extends `${string}}${infer Rest}`
    ? [Found, Rest]
    : [Found, ''];

/** `'{count, plural, one {# game} other {# games}} by {name}'` → `['count', 'number'] | ['name', 'text']`. */
export type ArgumentsOf<S extends string> = ParseMessage<S>[0] extends infer Found extends [string, Use] ? Found : never;

/** The value an argument takes: the strictest of its uses (a number when any use counts it). */
type ValueFor<U extends Use> = 'number' extends U ? number : 'date' extends U ? Date | number : 'choice' extends U ? string : string | number;

/** The values a message takes, one per argument name. */
export type ValuesOf<S extends string> = {
  readonly [A in ArgumentsOf<S> as A[0]]: ValueFor<Extract<ArgumentsOf<S>, [A[0], Use]>[1]>;
};

type Message<K extends AppMessageKey> = (typeof en)[K];

/** Messages without arguments take no second argument; the others require all of theirs. */
export type ValuesArgs<K extends MessageKey> = K extends AppMessageKey
  ? [ArgumentsOf<Message<K>>] extends [never]
    ? []
    : [values: ValuesOf<Message<K>>]
  : [];

export type Translate = <K extends MessageKey>(key: K, ...values: ValuesArgs<K>) => string;
