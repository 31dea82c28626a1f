// The Archive screen's filter controls as plain form values (empty string =
// "any"), and the contract's ArchiveFilter they stand for.
import type { ArchiveFilter, ArchiveResult, LEVELS } from '../../../../electron/contract';
import { PRESET_NAMES, type PresetName } from '../../../../engine';

export interface FilterForm {
  text: string;
  player: string;
  /** '', 'human', or 'computer' / 'computer:L'. */
  opponent: string;
  preset: string;
  result: string;
  from: string;
  to: string;
  tag: string;
  hasComments: boolean;
  unfinished: boolean;
  favourite: boolean;
}

export const EMPTY_FILTER_FORM: FilterForm = {
  text: '',
  player: '',
  opponent: '',
  preset: '',
  result: '',
  from: '',
  to: '',
  tag: '',
  hasComments: false,
  unfinished: false,
  favourite: false,
};

const isPreset = (value: string): value is PresetName => (PRESET_NAMES as readonly string[]).includes(value);
const RESULTS: readonly string[] = ['win', 'loss', 'draw'];

export function toArchiveFilter(form: FilterForm): ArchiveFilter {
  const filter: ArchiveFilter = {};
  if (form.text.trim() !== '') filter.text = form.text.trim();
  if (form.player.trim() !== '') filter.player = form.player.trim();
  if (form.opponent === 'human' || form.opponent === 'computer') filter.opponentKind = form.opponent;
  const level = /^computer:([1-6])$/.exec(form.opponent)?.[1];
  if (level !== undefined) filter.opponentLevel = Number(level) as (typeof LEVELS)[number];
  if (isPreset(form.preset)) filter.preset = form.preset;
  if (RESULTS.includes(form.result)) filter.result = form.result as ArchiveResult;
  if (/^\d{4}-\d{2}-\d{2}$/.test(form.from)) filter.from = form.from;
  if (/^\d{4}-\d{2}-\d{2}$/.test(form.to)) filter.to = form.to;
  if (form.tag.trim() !== '') filter.tag = form.tag.trim();
  if (form.hasComments) filter.hasComments = true;
  if (form.unfinished) filter.unfinished = true;
  if (form.favourite) filter.favourite = true;
  return filter;
}

/** `a, b ,, c` → ['a', 'b', 'c']: the tag editor's text as labels, each once. */
export function parseLabels(text: string): string[] {
  return [...new Set(text.split(',').map((label) => label.trim()).filter((label) => label !== ''))];
}
