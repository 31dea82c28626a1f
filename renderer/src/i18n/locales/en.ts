// English, the source catalog: every other language lists the same keys
// (checked by `satisfies Messages`) with the same {placeholders}.
// Keys are literal in the code that uses them, so a search finds every use.
export default {
  'app.name': 'Congkak',
  'app.tagline': 'The mancala game of maritime Southeast Asia',
  'app.version': 'Version {version}',

  'nav.back': 'Back',
  'nav.main': 'Main menu',

  'home.play': 'Play',
  'home.lessons': 'Lessons',
  'home.archive': 'Archive',
  'home.settings': 'Settings',

  'play.title': 'Play',
  'play.intro': 'Sow your seeds, fill your storehouse, and outplay your opponent.',
  'lessons.title': 'Lessons',
  'lessons.intro': 'Learn the game step by step, from your first sowing to capturing.',
  'archive.title': 'Archive',
  'archive.intro': 'Every game you play is kept here to look back on and replay.',
  'settings.title': 'Settings',

  'settings.theme': 'Theme',
  'settings.theme.system': 'Same as the system',
  'settings.theme.light': 'Light',
  'settings.theme.dark': 'Dark',
} as const;
