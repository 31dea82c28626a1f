import { capturedAtLeast } from '../goals';
import { defineLesson } from '../types';

// Oware: pits 0–5 South, 6 South's captures, 7–12 North, 13 North's captures; seeds never go into the stores.
// Hole 5 makes North's houses 1 and 2 hold three each: six seeds. Hole 4 takes North's house 1 only.
const TWOS_AND_THREES = [2, 1, 0, 3, 3, 0, 0, 2, 2, 2, 3, 2, 1, 0];

export default defineLesson({
  id: 'oware',
  rules: 'oware',
  teaches: ['oware'],
  title: 'title',
  summary: 'summary',
  learnt: ['learnt-oware', 'learnt-two-three'],
  steps: [
    { kind: 'explain', id: 'how-oware-differs', text: 'explain', position: {} },
    {
      kind: 'do',
      id: 'capture-twos-and-threes',
      text: 'do',
      position: { pits: TWOS_AND_THREES },
      goal: capturedAtLeast(5),
      solution: [5],
      wrongTries: [
        { holes: [4], explanation: 'wrong-one-house' },
        { holes: [1], explanation: 'wrong-own-side' },
      ],
      success: 'success',
      hint: 'hint',
    },
    {
      kind: 'quiz',
      id: 'quiz',
      text: 'quiz',
      choices: [
        { text: 'quiz-a', explanation: 'quiz-a-why', correct: true },
        { text: 'quiz-b', explanation: 'quiz-b-why' },
        { text: 'quiz-c', explanation: 'quiz-c-why' },
      ],
    },
  ],
  messages: {
    en: {
      title: 'Oware: how it differs',
      summary: "No stores on the track; capture twos and threes on North's side.",
      explain:
        "Oware has six houses of four seeds, sown counter-clockwise: its board puts your store on the right, and seeds are never sown into the stores, which only keep what you capture. If your last seed makes one of North's houses hold two or three, you capture them, and the houses before it too while they hold two or three.",
      do: 'Oware: capture at least five seeds.',
      'wrong-one-house': 'You took only the last house: the house before it was on your own side.',
      'wrong-own-side': 'Your last seed stayed on your own side, where nothing is taken.',
      success: 'Your last seed made a house hold two or three, and so did the house before it: you took both.',
      hint: 'Which hole ends where North has two seeds, with another house of two just before it? Hole 5.',
      quiz: "In Oware, your last seed makes a house of North's hold four. What do you capture?",
      'quiz-a': 'Nothing',
      'quiz-a-why': 'Yes: only two or three are captured.',
      'quiz-b': 'Four seeds',
      'quiz-b-why': 'No: four is too many; captures take only twos and threes.',
      'quiz-c': 'Just your own seed',
      'quiz-c-why': 'No: in Oware you either take the whole house or nothing.',
      'learnt-oware': 'Oware: six houses, four seeds, and the stores keep only what you capture.',
      'learnt-two-three': "Take North's houses that your last seed makes hold two or three, going back while they do.",
    },
  },
});
