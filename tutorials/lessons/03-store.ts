import { firstLandingIs, storeLandings } from '../goals';
import { defineLesson } from '../types';

// Only hole 2's six seeds reach the store; the other holes die on North's row.
const LAND = [0, 6, 0, 0, 4, 3, 4, 0, 0, 0, 0, 0, 0, 1, 1, 0];
// Hole 3's five seeds end in the store.
const WHERE = [0, 0, 5, 2, 0, 3, 0, 0, 1, 0, 2, 0, 0, 1, 0, 0];
// Hole 7 (one seed), then hole 6 (two): two landings; hole 6 first overfills hole 7.
const CHAIN = [0, 0, 0, 0, 6, 2, 1, 0, 0, 0, 0, 0, 1, 1, 0, 0];

export default defineLesson({
  id: 'store-landing',
  rules: 'congkak',
  teaches: ['store'],
  title: 'title',
  summary: 'summary',
  learnt: ['learnt-again', 'learnt-chain'],
  steps: [
    { kind: 'explain', id: 'again', text: 'explain', position: { pits: LAND } },
    {
      kind: 'do',
      id: 'land-in-store',
      text: 'do',
      position: { pits: LAND },
      previews: ['mati'],
      goal: firstLandingIs('store'),
      solution: [2],
      wrongTries: [{ holes: [7], explanation: 'wrong-past' }],
      success: 'success',
      hint: 'hint',
    },
    {
      kind: 'predict',
      id: 'where-it-lands',
      text: 'predict',
      position: { pits: WHERE },
      hole: 3,
      answer: 7,
      wrongTries: [
        { pit: 6, explanation: 'predict-wrong-short' },
        { pit: 8, explanation: 'predict-wrong-far' },
      ],
      success: 'predict-success',
      hint: 'predict-hint',
    },
    {
      kind: 'do',
      id: 'chain-two',
      text: 'chain',
      position: { pits: CHAIN },
      previews: ['mati'],
      goal: storeLandings(2),
      solution: [7, 6],
      wrongTries: [
        { holes: [6, 7], explanation: 'chain-wrong-far-first' },
        { holes: [5], explanation: 'chain-wrong-past' },
      ],
      success: 'chain-success',
      hint: 'chain-hint',
    },
    { kind: 'drill', id: 'practice', text: 'drill', landing: 'store', success: 'drill-success', hint: 'drill-hint' },
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
      title: 'Last seed in your store',
      summary: 'Land in your store and you sow again; chain landings for a long turn.',
      explain: 'When your last seed drops into your own store, you choose another of your holes and sow again: your turn goes on.',
      do: 'Choose a hole whose last seed lands in your store.',
      'wrong-past': "Those seeds passed your store and ran on into North's row: too many for the distance.",
      success: 'Its seeds matched the distance to your store exactly.',
      hint: 'A hole reaches the store when its seeds equal its distance from the store: hole 2 is six pits away.',
      predict: 'Your hole 3 holds five seeds. Click the pit where the last one will land: your store can be the answer.',
      'predict-wrong-short': 'That pit gets a seed, but the sowing goes on past it.',
      'predict-wrong-far': "The sowing stops before North's row: count again from the pit after the hole you emptied.",
      'predict-success': 'The last seed lands in your store, so you would choose again.',
      'predict-hint': 'Count five pits, starting with the pit after hole 3.',
      chain: 'Land in your store twice in one turn.',
      'chain-wrong-far-first': 'Playing the farther hole first dropped a seed into the nearer hole, and then that hole had too many to stop in your store.',
      'chain-wrong-past': 'Those seeds ran past your store: no store landing, so your turn ended.',
      'chain-success': 'Play the hole nearest the store first, so your next sowing does not spoil it.',
      'chain-hint': 'Start with the hole next to your store.',
      drill: 'Practice: in each position, find a hole whose last seed lands in your store.',
      'drill-success': 'Its seeds matched the distance to your store exactly.',
      'drill-hint': 'Look for a hole whose seeds equal its distance from your store.',
      quiz: 'Your last seed lands in your store. What happens?',
      'quiz-a': 'Your turn ends',
      'quiz-a-why': 'Not in Congkak: a store landing gives you another sowing.',
      'quiz-b': 'You sow again from any of your holes',
      'quiz-b-why': 'Yes: a store landing gives you another sowing.',
      'quiz-c': 'North sows next',
      'quiz-c-why': 'No: North waits while you choose another of your holes and sow again.',
      'learnt-again': 'Last seed in your store: you choose a hole and sow again.',
      'learnt-chain': 'Play the hole nearest your store first to chain store landings.',
    },
  },
});
