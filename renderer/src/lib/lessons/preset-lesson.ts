// Which lesson teaches each rules preset (the New game dialog links to it).
// A preset whose distinctive rule has a lesson of its own links there; the
// others link to the first Congkak lesson, where every variant starts.
import type { PresetName } from '../../../../engine';

export const PRESET_LESSONS: Readonly<Record<PresetName, string>> = {
  congkak: 'the-board',
  // Turns from the start and a different round end: no lesson teaches those yet.
  'congkak-mw': 'the-board',
  // The lap rule (no capture before a seed has passed your store) is taught in the capture lesson.
  'congkak-malay': 'capture',
  // Counter-clockwise sowing and passing: no lesson of their own yet.
  sungka: 'the-board',
  // Refilling from the store and burnt holes are the series lesson.
  dakon: 'series',
  kalah: 'kalah',
  oware: 'oware',
};
