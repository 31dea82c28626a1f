/**
 * The app's settings: one schema per key, the defaults, and the patch schema
 * `updateSettings` accepts. Each key is stored (and validated) on its own, so a
 * future key or a stale value never invalidates the others.
 */
import * as v from 'valibot';
import { exactObject } from './exact-object';
import { LANGUAGE_CHOICES } from './languages';
import { playersSchema, rulesInputSchema } from './schemas';

export const ANIMATION_SPEEDS = ['slow', 'normal', 'fast', 'instant'] as const;
export const THEMES = ['system', 'light', 'dark'] as const;
/** Which player's row is drawn at the bottom of the board. */
export const BOARD_ORIENTATIONS = ['south-bottom', 'north-bottom'] as const;
export const settingSchemas = {
  animationSpeed: v.picklist(ANIMATION_SPEEDS),
  sound: v.boolean(),
  /** The play screen offers Hint (a player can turn it off to play unaided). */
  hints: v.boolean(),
  theme: v.picklist(THEMES),
  boardOrientation: v.picklist(BOARD_ORIENTATIONS),
  language: v.picklist(LANGUAGE_CHOICES),
  /**
   * What the new-game dialog starts from: the same shape as `newGame`'s input,
   * with `randomSide` when the player's side was drawn (the players hold the
   * side drawn last time; the next game draws again).
   */
  newGameDefaults: exactObject({ rules: rulesInputSchema, players: playersSchema, randomSide: v.optional(v.literal(true)) }),
  /** After each finished game, its mistakes are made into puzzles in the background (issue 18). */
  puzzlesFromGames: v.boolean(),
} as const;

export type SettingKey = keyof typeof settingSchemas;
export const SETTING_KEYS = Object.keys(settingSchemas) as SettingKey[];

export type Settings = { [K in SettingKey]: v.InferOutput<(typeof settingSchemas)[K]> };

export const DEFAULT_SETTINGS: Settings = {
  animationSpeed: 'normal',
  sound: false,
  hints: true,
  theme: 'system',
  boardOrientation: 'south-bottom',
  language: 'system',
  // The first game offered: Congkak, you as South against the computer at level 3.
  newGameDefaults: {
    rules: 'congkak',
    players: [
      { name: 'You', kind: 'human' },
      { name: 'Computer (level 3)', kind: 'computer', level: 3 },
    ],
  },
  puzzlesFromGames: false,
};

/** `updateSettings` input: any subset of the keys; unknown keys are refused. */
export const settingsPatchSchema = exactObject({
  animationSpeed: v.optional(settingSchemas.animationSpeed),
  sound: v.optional(settingSchemas.sound),
  hints: v.optional(settingSchemas.hints),
  theme: v.optional(settingSchemas.theme),
  boardOrientation: v.optional(settingSchemas.boardOrientation),
  language: v.optional(settingSchemas.language),
  newGameDefaults: v.optional(settingSchemas.newGameDefaults),
  puzzlesFromGames: v.optional(settingSchemas.puzzlesFromGames),
});
export type SettingsPatch = v.InferOutput<typeof settingsPatchSchema>;
