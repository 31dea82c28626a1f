import { and, endsOnSide, not, relays } from '../goals';
import { defineLesson } from '../types';

export default defineLesson({
  id: 'mati',
  rules: 'congkak',
  title: 'title',
  summary: 'summary',
  steps: [
    { kind: 'explain', id: 'turn-dies', text: 'explain', position: { pits: [0, 2, 0, 3, 0, 1, 3, 0, 1, 0, 1, 0, 0, 0, 1, 0] }, highlight: [9] },
    {
      kind: 'do',
      id: 'die-on-north',
      text: 'do',
      position: { pits: [0, 2, 0, 3, 0, 1, 3, 0, 1, 0, 1, 0, 0, 0, 1, 0] },
      goal: and(endsOnSide('north'), not(relays(1))),
      solution: [7],
      wrongTries: [
        { holes: [2], explanation: 'wrong-2' },
        { holes: [4], explanation: 'wrong-4' },
        { holes: [6], explanation: 'wrong-6' },
      ],
      success: 'success',
      hint: 'hint',
    },
    {
      kind: 'quiz',
      id: 'quiz',
      text: 'quiz',
      choices: [
        { text: 'quiz-a', explanation: 'quiz-a-why' },
        { text: 'quiz-b', explanation: 'quiz-b-why', correct: true },
      ],
    },
  ],
  messages: {
    en: {
      title: "Last seed in an empty hole of North's",
      summary: 'Mati: the turn dies, and North moves.',
      explain: "If your last seed lands in an empty hole on North's side, your turn simply ends (mati). The seed stays there: you have fed North one seed.",
      do: "Find the hole whose very first sowing dies on North's side, without any relay.",
      'wrong-2': "Hole 2's last seed lands on your hole 4, which held seeds: a relay that ends in your store.",
      'wrong-4': "Hole 4's last seed lands on hole 7, which held seeds: the turn does die on North's side, but only after relays.",
      'wrong-6': "Hole 6's single seed lands on hole 7, which held seeds: relays first.",
      success: "Three seeds: your store, North's hole 1, and North's empty hole 2. The turn dies at once.",
      hint: 'Which hole ends its sowing in an empty hole of North\'s?',
      quiz: "Your last seed lands in an empty hole of North's. Who moves next?",
      'quiz-a': 'You do',
      'quiz-a-why': 'No: the turn dies. Only a store landing lets you go again.',
      'quiz-b': 'North does',
      'quiz-b-why': 'Yes: mati ends your turn (some rules even give that seed to North\'s store).',
    },
  },
});
