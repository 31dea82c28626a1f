import { lastSeedIn } from '../goals';
import { defineLesson } from '../types';

// Hole 3's six seeds pass your store and die in North's empty hole 1.
const COUNT = [0, 2, 6, 0, 1, 0, 3, 0, 0, 1, 0, 2, 1, 0, 1, 0];
// Only hole 6 reaches North's empty hole 3 (pit 10); the others die short of it or past it.
const TARGET = [0, 0, 0, 6, 5, 5, 5, 0, 2, 0, 0, 0, 1, 2, 0, 0];

export default defineLesson({
  id: 'sowing',
  rules: 'congkak',
  teaches: [],
  title: 'title',
  summary: 'summary',
  learnt: ['learnt-count', 'learnt-store-counts'],
  steps: [
    { kind: 'explain', id: 'one-per-pit', text: 'explain', position: { pits: COUNT }, highlight: [2] },
    {
      kind: 'predict',
      id: 'count-six',
      text: 'predict',
      position: { pits: COUNT },
      previews: ['mati'],
      hole: 3,
      answer: 8,
      wrongTries: [
        { pit: 7, explanation: 'predict-wrong-emptied' },
        { pit: 9, explanation: 'predict-wrong-store' },
      ],
      success: 'predict-success',
      hint: 'predict-hint',
    },
    {
      kind: 'do',
      id: 'reach-north-3',
      text: 'do',
      position: { pits: TARGET },
      previews: ['mati'],
      highlight: [10],
      goal: lastSeedIn({ pit: 10 }),
      solution: [6],
      wrongTries: [
        { holes: [5], explanation: 'wrong-short' },
        { holes: [7], explanation: 'wrong-far' },
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
      title: 'Sowing and counting',
      summary: 'One seed in each pit: count ahead to know where the last one lands.',
      explain:
        "You pick up every seed of one of your holes and drop them one by one into the next pits, starting with the pit after the hole you emptied. Your store takes a seed as you pass it; North's store never does.",
      predict: 'Your hole 3 holds six seeds. Click the pit where the last one will land.',
      'predict-wrong-emptied': 'You counted the hole you emptied: sowing starts with the pit after it.',
      'predict-wrong-store': 'You left out your store: it takes a seed as you pass it, like any pit on the way.',
      'predict-success': 'Your store took a seed on the way, like any pit along your path.',
      'predict-hint': 'Count six pits, starting with the pit after hole 3, your store included.',
      do: "Make your last seed land in North's hole 3, the empty one that is highlighted.",
      'wrong-short': 'The last seed stopped before the target: that hole needs a seed more to reach it.',
      'wrong-far': 'The last seed went past the target: that hole has a seed too many.',
      success: 'Its seeds matched the pits up to the target exactly, your store included.',
      hint: "Count the pits from each hole to North's hole 3: from your hole 6 there are five.",
      quiz: 'Your hole 7 holds two seeds. Where does the last one land?',
      'quiz-a': "North's hole 1",
      'quiz-a-why': "Yes: the first seed goes into your store, the second into North's hole 1.",
      'quiz-b': 'Your store',
      'quiz-b-why': "Only the first one: the second seed goes on into North's hole 1.",
      'quiz-c': 'Your hole 1',
      'quiz-c-why': "No: from hole 7 the seeds go into your store and then on to North's row.",
      'learnt-count': 'Sowing starts with the pit after the hole you emptied, one seed per pit.',
      'learnt-store-counts': "Your store takes a seed as you pass it; North's store never does.",
    },
  },
});
