// The message vocabulary, derived from the English catalog: its keys, and for
// each message the names of its {placeholders}, so `t(key, params)` is checked
// by the compiler (an unknown key or a missing parameter does not compile).
import type en from './locales/en';

export type MessageKey = keyof typeof en;

/** What every catalog provides: one string per key (extra keys are refused by `satisfies`). */
export type Messages = { readonly [K in MessageKey]: string };

/** `'Hello {name}, {count} games'` → `'name' | 'count'`. */
export type Placeholders<S extends string> = S extends `${string}{${infer Name}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never;

export type ParamsOf<K extends MessageKey> = Placeholders<(typeof en)[K]>;

/** Messages without placeholders take no second argument; the others require all of theirs. */
export type ParamArgs<K extends MessageKey> = [ParamsOf<K>] extends [never]
  ? []
  : [params: { readonly [P in ParamsOf<K>]: string | number }];

export type Translate = <K extends MessageKey>(key: K, ...params: ParamArgs<K>) => string;
