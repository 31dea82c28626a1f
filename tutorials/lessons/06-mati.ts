import { firstLandingIs } from '../goals';
import { defineLesson } from '../types';

// Hole 7's three seeds die in North's empty hole 2; hole 6 gets there only after relays, hole 4 captures, hole 1 relays into the store.
const DIES = [5, 0, 0, 1, 0, 1, 3, 0, 1, 0, 2, 3, 0, 0, 0, 0];
// Hole 6's four seeds: hole 7, your store, North's hole 1, and the last dies in North's empty hole 2.
const WHERE = [0, 0, 1, 0, 0, 4, 0, 0, 2, 0, 1, 0, 0, 1, 0, 0];

export default defineLesson({
  id: 'mati',
  rules: 'congkak',
  teaches: ['mati'],
  title: 'title',
  summary: 'summary',
  learnt: ['learnt-mati', 'learnt-four'],
  steps: [
    { kind: 'explain', id: 'turn-dies', text: 'explain', position: { pits: DIES } },
    {
      kind: 'do',
      id: 'die-on-north',
      text: 'do',
      position: { pits: DIES },
      goal: firstLandingIs('mati'),
      solution: [7],
      wrongTries: [
        { holes: [6], explanation: 'wrong-after-relay' },
        { holes: [4], explanation: 'wrong-own-side' },
      ],
      success: 'success',
      hint: 'hint',
    },
    {
      kind: 'predict',
      id: 'where-it-dies',
      text: 'predict',
      position: { pits: WHERE },
      hole: 6,
      answer: 9,
      wrongTries: [{ pit: 7, explanation: 'predict-wrong-store' }],
      success: 'predict-success',
      hint: 'predict-hint',
    },
    { kind: 'drill', id: 'practice', text: 'drill', landing: 'mati', success: 'drill-success', hint: 'drill-hint' },
    {
      kind: 'quiz',
      id: 'quiz',
      text: 'quiz',
      choices: [
        { text: 'quiz-a', explanation: 'quiz-a-why' },
        { text: 'quiz-b', explanation: 'quiz-b-why', correct: true },
        { text: 'quiz-c', explanation: 'quiz-c-why' },
      ],
    },
  ],
  messages: {
    en: {
      title: "Last seed in an empty hole of North's",
      summary: 'Mati: the turn dies, and North moves.',
      explain: "If your last seed lands in an empty hole on North's side, your turn simply ends (mati). The seed stays there: you have fed North one seed.",
      do: "Find the hole whose sowing dies at once, in an empty hole of North's.",
      'wrong-after-relay': "That sowing landed on seeds first: a relay, before it died on North's side.",
      'wrong-own-side': 'That seed found an empty hole of your own: a capture, not mati.',
      success: "Your last seed found an empty hole of North's: the turn died there, and the seed stays for North.",
      hint: "Which hole ends its sowing in an empty hole of North's? Hole 7's three seeds reach North's hole 2.",
      predict: 'Your hole 6 holds four seeds. Click the pit where the last one will come to rest.',
      'predict-wrong-store': 'Your store takes a seed on the way, but the sowing goes on.',
      'predict-success': "North's hole was empty: your turn dies there, and North moves next.",
      'predict-hint': 'Count four pits, starting with the pit after hole 6, your store included.',
      drill: "Practice: in each position, find a hole whose last seed dies in an empty hole of North's.",
      'drill-success': "The last seed found an empty hole of North's: the turn dies there.",
      'drill-hint': "Look for an empty hole of North's that one of your holes ends in.",
      quiz: "Your last seed lands in an empty hole of North's. Who moves next?",
      'quiz-a': 'You do',
      'quiz-a-why': 'No: the turn dies. Only a store landing lets you go again.',
      'quiz-b': 'North does',
      'quiz-b-why': "Yes: mati ends your turn (some rules even give that seed to North's store).",
      'quiz-c': 'Nobody: the round ends',
      'quiz-c-why': 'No: the round ends only when a row is empty; here North simply moves.',
      'learnt-mati': "Last seed in an empty hole of North's: your turn dies (mati), and the seed stays there.",
      'learnt-four': 'Every sowing ends in one of four ways: your store, a relay, a capture, or mati.',
    },
  },
});
