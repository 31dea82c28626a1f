import { capturedAtLeast } from '../goals';
import { defineLesson } from '../types';

// Oware: pits 0–5 South, 6 South's captures, 7–12 North, 13 North's captures; seeds never go into the stores.
export default defineLesson({
  id: 'oware',
  rules: 'oware',
  title: 'title',
  summary: 'summary',
  steps: [
    { kind: 'explain', id: 'how-oware-differs', text: 'explain', position: {} },
    {
      kind: 'do',
      id: 'capture-twos-and-threes',
      text: 'do',
      position: { pits: [1, 0, 4, 0, 3, 0, 0, 1, 2, 1, 4, 0, 1, 0] },
      goal: capturedAtLeast(5),
      solution: [5],
      wrongTries: [
        { holes: [3], explanation: 'wrong-3' },
        { holes: [1], explanation: 'wrong-1' },
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
      ],
    },
  ],
  messages: {
    en: {
      title: 'Oware: how it differs',
      summary: 'No stores on the track; capture twos and threes on North\'s side.',
      explain:
        "Oware has six houses of four seeds, sown counter-clockwise, and seeds never go into the stores. If your last seed makes one of North's houses hold two or three, you capture them, and the houses before it too while they hold two or three.",
      do: 'Oware: capture at least five seeds.',
      'wrong-3': "Hole 3's last seed makes North's first house hold two: you capture only two.",
      'wrong-1': 'Hole 1 stays on your side: captures happen only on North\'s side.',
      success: "Hole 5's seeds reach North's houses 1 and 2: they now hold two and three, and you capture both, five seeds.",
      hint: 'Which hole ends where North has two seeds, with one seed just before it?',
      quiz: "In Oware, your last seed makes a house of North's hold four. What do you capture?",
      'quiz-a': 'Nothing',
      'quiz-a-why': 'Yes: only two or three are captured.',
      'quiz-b': 'Four seeds',
      'quiz-b-why': 'No: four is too many; captures take only twos and threes.',
    },
  },
});
