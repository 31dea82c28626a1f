import { passedOpponentStore } from '../goals';
import { defineLesson } from '../types';

// Pits (RULES.md §1, 7 holes): South's holes 0–6, South's store 7, North's holes 8–14, North's store 15.
// Only hole 7's sixteen seeds go all the way round (ending in the store); the others die on North's row.
const ROUND = [0, 0, 0, 6, 6, 3, 16, 0, 0, 0, 0, 0, 0, 1, 3, 0];

export default defineLesson({
  id: 'the-board',
  rules: 'congkak',
  teaches: ['sowing'],
  title: 'title',
  summary: 'summary',
  learnt: ['learnt-holes', 'learnt-direction'],
  steps: [
    { kind: 'explain', id: 'your-holes', text: 'holes', position: {}, highlight: [0, 1, 2, 3, 4, 5, 6] },
    { kind: 'explain', id: 'your-store', text: 'store', position: {}, highlight: [7] },
    { kind: 'explain', id: 'clockwise', text: 'direction', position: {}, highlight: [15] },
    {
      kind: 'do',
      id: 'round-the-board',
      text: 'do',
      position: { pits: ROUND },
      // Every sowing here ends in your store or in an empty hole of North's: both are said in plain words.
      previews: ['store', 'mati'],
      goal: passedOpponentStore(),
      solution: [7],
      wrongTries: [{ holes: [5], explanation: 'wrong-short' }],
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
      holes:
        'You play South: the seven holes along the bottom are yours. They are numbered 1 to 7 the way the seeds travel: hole 1 is on the right, farthest from your store, and hole 7 is next to it. A new game starts with seven seeds in every hole.',
      store: 'Your store is the big pit on your left. Seeds in your store are yours to keep: at the end, whoever has more wins.',
      direction:
        "Seeds are sown clockwise: along your row towards your store, into it, then along North's row. North's store, on the right, is skipped: you never feed it.",
      do: "Which hole has seeds enough to go all the way round: into your store, along North's row, past North's store and back along your row? Sow it.",
      'wrong-short': "Those seeds stopped on North's row, before they reached North's store. Look for a hole with far more seeds.",
      success: "North's store was skipped, and the sowing came back along your own row.",
      hint: 'Hole 7 holds the most seeds.',
      quiz: "Where does a seed go after North's last hole, when you sow?",
      'quiz-a': "Into North's store",
      'quiz-a-why': "No: you never sow into your opponent's store. It is skipped.",
      'quiz-b': 'Into your own hole 1',
      'quiz-b-why': "Yes: North's store is skipped, so the next seed goes into your hole 1.",
      'quiz-c': 'Nowhere: sowing stops',
      'quiz-c-why': 'No: sowing goes on until every seed in your hand is sown.',
      'learnt-holes': 'Your holes are numbered 1 to 7, from the far right to your store on the left.',
      'learnt-direction': "Seeds go clockwise, into your store but never into North's.",
    },
  },
});
