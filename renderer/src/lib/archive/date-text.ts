/**
 * The archive's date filter as text in the app's language. A native date
 * field shows the browser's own format (mm/dd/yyyy in an English Chromium,
 * whatever language the app is shown in), so the field is typed text instead:
 * the order of day, month and year and the separator come from Intl for the
 * app's locale, the hint's letters from the catalogue; the filter keeps ISO.
 */
export const DATE_PARTS = ['day', 'month', 'year'] as const;
export type DatePart = (typeof DATE_PARTS)[number];

export interface DateShape {
  /** The parts in the order the language writes a date. */
  order: DatePart[];
  separator: string;
}

export type ParsedDate = { kind: 'empty' } | { kind: 'date'; iso: string } | { kind: 'invalid' };

/** How `locale` writes a numeric date: 9 March 2025 is 3/9/2025 in en (US), 09.03.2025 in de, 09/03/2025 in ms. */
export function dateShape(locale: string): DateShape {
  const parts = new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }).formatToParts(Date.UTC(2025, 2, 9));
  const order = parts.map((part) => part.type).filter((type): type is DatePart => (DATE_PARTS as readonly string[]).includes(type));
  const separator = parts.find((part) => part.type === 'literal')?.value.trim() || '/';
  return order.length === 3 ? { order, separator } : { order: ['year', 'month', 'day'], separator: '-' };
}

/** The hint and placeholder, e.g. "dd/mm/yyyy" or "TT.MM.JJJJ", from each part's letters. */
export function dateHint(shape: DateShape, letters: Readonly<Record<DatePart, string>>): string {
  return shape.order.map((part) => letters[part]).join(shape.separator);
}

/**
 * What was typed: nothing, a date in the language's order (any of / . - or
 * spaces between the numbers, the year in four digits), or an ISO date
 * (2025-03-09, as a browser's own date field would paste it); a day that
 * does not exist (31/02/2025) is invalid.
 */
export function parseDateText(text: string, shape: DateShape): ParsedDate {
  const typed = text.trim();
  if (typed === '') return { kind: 'empty' };
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(typed);
  const numbers = iso ? [iso[1], iso[2], iso[3]] : typed.split(/[\s./-]+/);
  const order: readonly DatePart[] = iso ? ['year', 'month', 'day'] : shape.order;
  if (numbers.length !== 3 || !numbers.every((n) => n !== undefined && /^\d+$/.test(n))) return { kind: 'invalid' };
  const value = (part: DatePart) => numbers[order.indexOf(part)] ?? '';
  if (value('year').length !== 4 || value('day').length > 2 || value('month').length > 2) return { kind: 'invalid' };
  const [year, month, day] = [Number(value('year')), Number(value('month')), Number(value('day'))];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return { kind: 'invalid' };
  return { kind: 'date', iso: `${value('year')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}` };
}

/** An ISO date as the language writes it ("" for none), for a filter kept from before. */
export function dateText(iso: string, shape: DateShape): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return '';
  const values: Record<DatePart, string> = { year: match[1]!, month: match[2]!, day: match[3]! };
  return shape.order.map((part) => values[part]).join(shape.separator);
}
