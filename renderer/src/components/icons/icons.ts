// The app's icons as inline SVG paths on a 24×24 grid, drawn in the text's
// colour. Font glyphs (✋ ⏮ ⏭ …) are missing from some systems' fonts and
// show as empty boxes; a path draws the same everywhere.
export const ICON_NAMES = [
  'hand',
  'first',
  'previous',
  'next',
  'last',
  'play',
  'pause',
  'back',
  'star-filled',
  'star-empty',
  'sort-up',
  'sort-down',
] as const;

export type IconName = (typeof ICON_NAMES)[number];

const STAR = 'M12 2.5 14.9 8.6 21.5 9.4 16.6 13.9 17.9 20.5 12 17.2 6.1 20.5 7.4 13.9 2.5 9.4 9.1 8.6Z';

/** Each icon's shapes, filled with the current colour; a shape wound the other way (the empty star's inside) cuts a hole. */
export const ICON_PATHS: Readonly<Record<IconName, readonly string[]>> = {
  // An open palm: four fingers, the palm, the thumb reaching out low on the left.
  hand: [
    'M6.5 7a1.25 1.25 0 0 1 2.5 0v6h-2.5Z',
    'M9.5 4.5a1.25 1.25 0 0 1 2.5 0V13h-2.5Z',
    'M12.5 4.5a1.25 1.25 0 0 1 2.5 0V13h-2.5Z',
    'M15.5 6.5a1.25 1.25 0 0 1 2.5 0V13h-2.5Z',
    'M6.5 12.5H18v3.3c0 3.3-2.5 5.7-5.7 5.7h-.6c-2 0-3.5-.9-4.6-2.4l-3.7-5a1.3 1.3 0 0 1 2.1-1.6l1 1.3Z',
  ],
  first: ['M5 5h2.5v14H5Z', 'M19 5v14L9 12Z'],
  previous: ['M15.5 4.5 17 6l-6 6 6 6-1.5 1.5L8 12Z'],
  next: ['M8.5 4.5 7 6l6 6-6 6 1.5 1.5L16 12Z'],
  last: ['M16.5 5H19v14h-2.5Z', 'M5 5v14l10-7Z'],
  play: ['M7 4.5v15L19 12Z'],
  pause: ['M6.5 5h4v14h-4Z', 'M13.5 5h4v14h-4Z'],
  back: ['M20 10.9H8.2l5-5L11.6 4.3 4 12l7.6 7.7 1.6-1.6-5-5H20Z'],
  'star-filled': [STAR],
  'star-empty': [STAR, 'M12 6.3 10.3 10l-4 .5 3 2.7-.8 4 3.5-2 3.5 2-.8-4 3-2.7-4-.5Z'],
  'sort-up': ['M6.5 15 12 8.5l5.5 6.5Z'],
  'sort-down': ['M6.5 9 12 15.5 17.5 9Z'],
};
