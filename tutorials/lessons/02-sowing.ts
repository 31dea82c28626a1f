import { lastSeedIn } from '../goals';
import { defineLesson } from '../types';

export default defineLesson({
  id: 'sowing',
  rules: 'congkak',
  title: 'title',
  summary: 'summary',
  steps: [
    { kind: 'explain', id: 'one-per-pit', text: 'explain', position: { pits: [0, 4, 1, 1, 0, 0, 2, 0, 1, 1, 1, 1, 1, 1, 1, 0] }, highlight: [1] },
    {
      kind: 'predict',
      id: 'count-four',
      text: 'predict',
      position: { pits: [0, 4, 1, 1, 0, 0, 2, 0, 1, 1, 1, 1, 1, 1, 1, 0] },
      hole: 2,
      answer: 5,
      wrongTries: [
        { pit: 4, explanation: 'predict-wrong-4' },
        { pit: 6, explanation: 'predict-wrong-6' },
      ],
      success: 'predict-success',
      hint: 'predict-hint',
    },
    {
      kind: 'do',
      id: 'reach-north-3',
      text: 'do',
      position: { pits: [0, 0, 0, 3, 6, 4, 0, 0, 1, 1, 0, 1, 1, 1, 1, 0] },
      highlight: [10],
      goal: lastSeedIn({ pit: 10 }),
      solution: [5],
      wrongTries: [
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
        { text: 'quiz-a', explanation: 'quiz-a-why', correct: true },
        { text: 'quiz-b', explanation: 'quiz-b-why' },
      ],
    },
  ],
  messages: {
    en: {
      title: 'Sowing and counting',
      summary: 'One seed in each pit: count ahead to know where the last one lands.',
      explain: 'You pick up every seed of one of your holes and drop them one by one into the next pits, starting with the pit after the hole you emptied.',
      predict: 'Your hole 2 holds four seeds. Click the pit where the last one will land.',
      'predict-wrong-4': 'Close: you counted the hole you picked up from. Sowing starts with the next pit.',
      'predict-wrong-6': 'One too far: four seeds fill four pits, starting right after hole 2.',
      'predict-success': 'Right: holes 3, 4, 5 and 6 get one seed each, so the last lands in your hole 6.',
      'predict-hint': 'Count four pits along, starting with the pit after hole 2.',
      do: "Make your last seed land in North's hole 3, the empty one that is highlighted.",
      'wrong-4': 'Hole 4 has three seeds: they stay on your side of the board.',
      'wrong-6': "Hole 6 has four seeds: the last lands on an occupied hole of North's and the sowing goes on from there (you will learn that relay soon).",
      success: "Six seeds from hole 5: your holes 6 and 7, your store, then North's holes 1, 2 and 3.",
      hint: 'Count the pits from each hole to the target: it is six pits from your hole 5.',
      quiz: 'Your hole 7 holds two seeds. Where does the last one land?',
      'quiz-a': "North's hole 1",
      'quiz-a-why': "Yes: the first seed goes into your store, the second into North's hole 1.",
      'quiz-b': 'Your store',
      'quiz-b-why': "Only the first one: the second seed goes on into North's hole 1.",
    },
  },
});
