import { lastSeedIn } from '../goals';
import { defineLesson } from '../types';

// Pits (RULES.md §1, 7 holes): South's holes 0–6, South's store 7, North's holes 8–14, North's store 15.
export default defineLesson({
  id: 'the-board',
  rules: 'congkak',
  title: 'title',
  summary: 'summary',
  steps: [
    { kind: 'explain', id: 'your-holes', text: 'holes', position: {}, highlight: [0, 1, 2, 3, 4, 5, 6] },
    { kind: 'explain', id: 'your-store', text: 'store', position: {}, highlight: [7] },
    { kind: 'explain', id: 'clockwise', text: 'direction', position: {}, highlight: [15] },
    {
      kind: 'do',
      id: 'round-the-board',
      text: 'do',
      position: { pits: [0, 0, 0, 0, 11, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0] },
      goal: lastSeedIn('own-side'),
      solution: [5],
      wrongTries: [{ holes: [7], explanation: 'wrong-7' }],
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
        { text: 'quiz-c', explanation: 'quiz-c-why' },
      ],
    },
  ],
  messages: {
    en: {
      title: 'The board',
      summary: 'Your holes, your store, and which way the seeds go.',
      holes: 'You play South: the seven holes along the bottom are yours. A new game starts with seven seeds in every hole.',
      store: 'Your store is the big pit on your left. Seeds in your store are yours to keep: at the end, whoever has more wins.',
      direction:
        "Seeds are sown clockwise: along your row towards your store, into it, then along North's row. North's store, on the right, is skipped: you never feed it.",
      do: 'Sow your hole 5 (eleven seeds) and watch them go round: through your store, along North\'s row, past North\'s store and back to your side.',
      'wrong-7': 'Hole 7 holds one seed: it only reaches your store. Pick the hole with eleven seeds to send them all the way round.',
      success: "Round they went: one seed into your store, seven along North's row, North's store skipped, and the last one back on your side.",
      hint: 'Hole 5 is the one with eleven seeds.',
      quiz: "Where does a seed go after North's last hole, when you sow?",
      'quiz-a': "Into North's store",
      'quiz-a-why': "No: you never sow into your opponent's store. It is skipped.",
      'quiz-b': 'Into your own hole 1',
      'quiz-b-why': "Yes: North's store is skipped, so the next seed goes into your hole 1.",
      'quiz-c': 'Nowhere: sowing stops',
      'quiz-c-why': 'No: sowing goes on until every seed in your hand is sown.',
    },
  },
});
