/**
 * The rules reference page: the rules of RULES.md in words, each section with
 * a small board diagram, in one translatable table like a lesson's.
 */
import { PRESET_NAMES, type PresetName } from '../engine';
import type { LocalizedMessages, PositionSpec } from './types';

export interface ReferenceSection {
  id: string;
  title: ReferenceKey;
  text: ReferenceKey;
  diagram?: PositionSpec;
  highlight?: readonly number[];
}

export const REFERENCE_SECTIONS: readonly ReferenceSection[] = [
  { id: 'board', title: 'board-title', text: 'board', diagram: {}, highlight: [7, 15] },
  { id: 'turn', title: 'turn-title', text: 'turn', diagram: { pits: [0, 0, 0, 0, 3, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 0] }, highlight: [4, 7] },
  { id: 'relay', title: 'relay-title', text: 'relay', diagram: { pits: [0, 0, 1, 0, 0, 0, 2, 0, 2, 0, 0, 0, 0, 0, 1, 0] }, highlight: [8] },
  { id: 'capture', title: 'capture-title', text: 'capture', diagram: { pits: [2, 0, 0, 0, 1, 0, 0, 0, 0, 8, 0, 0, 1, 0, 0, 0] }, highlight: [5, 9] },
  { id: 'mati', title: 'mati-title', text: 'mati' },
  { id: 'opening', title: 'opening-title', text: 'opening' },
  { id: 'round-end', title: 'round-end-title', text: 'round-end' },
  { id: 'series', title: 'series-title', text: 'series' },
];

const ENGLISH = {
  'board-title': 'The board',
  board:
    "Two rows of seven holes and two stores. You are South, at the bottom; your store is on your left, North's on the right. A game starts with seven seeds in every hole.",
  'turn-title': 'A turn',
  turn: "Pick up all the seeds of one of your holes and sow them one per pit, clockwise: into your own store, never into North's (it is skipped). Where the last seed lands decides what happens next.",
  'relay-title': 'Last seed in your store, or in an occupied hole',
  relay: 'In your store: sow again from any of your holes. In a hole that already held seeds, on either side: pick them all up and keep sowing (relay).',
  'capture-title': 'Last seed in an empty hole of yours',
  capture: "Capture: the seeds in North's hole across, plus your seed, go to your store, and the turn ends. Across from an empty hole, the seed is banked (or stays, by some rules). Under the Malay rules a capture needs a lap: a seed of yours in your store earlier in the turn.",
  'mati-title': "Last seed in an empty hole of North's",
  mati: 'The turn dies (mati): the seed stays and North moves. Some rules give that seed to North\'s store instead.',
  'opening-title': 'The simultaneous opening',
  opening: 'Both players sow their first turn at the same time, one seed per tick, South first. Whoever finishes first takes the first ordinary turn.',
  'round-end-title': 'End of a round',
  'round-end':
    "When a sowing stops and either row is empty, the round ends; seeds left in holes go to the row's owner. More seeds in store wins. Board Game Arena's program ends the round as soon as a row is empty, even in the middle of a relay, and the relay's hole keeps its seeds for its owner: the New game dialog's custom options offer that way too.",
  'series-title': 'A series',
  series:
    "Players refill their holes from their stores, seven per hole, starting next to the store. Holes left empty are burnt and skipped. The series ends when a player cannot fill a single hole. Board Game Arena's program puts the seeds short of a full hole into the next hole, partly filling it, so that only holes that get nothing burn: the custom options offer that way too.",
} as const;

export type ReferenceKey = keyof typeof ENGLISH;

/** The reference's text per language: English in full, other languages any part of it. */
export const REFERENCE_MESSAGES: LocalizedMessages<ReferenceKey> = { en: ENGLISH };

/** The rule set every other one is told apart from, option by option. */
export const REFERENCE_BASE: PresetName = 'congkak';

export const REFERENCE_PRESETS: readonly PresetName[] = PRESET_NAMES;
