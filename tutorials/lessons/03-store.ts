import { lastSeedIn, storeLandings } from '../goals';
import { defineLesson } from '../types';

export default defineLesson({
  id: 'store-landing',
  rules: 'congkak',
  title: 'title',
  summary: 'summary',
  steps: [
    { kind: 'explain', id: 'again', text: 'explain', position: { pits: [0, 0, 0, 2, 3, 0, 3, 0, 1, 1, 1, 1, 1, 1, 1, 0] }, highlight: [7] },
    {
      kind: 'do',
      id: 'land-in-store',
      text: 'do',
      position: { pits: [0, 0, 0, 2, 3, 0, 3, 0, 1, 1, 1, 1, 1, 1, 1, 0] },
      goal: lastSeedIn('own-store'),
      solution: [5],
      wrongTries: [
        { holes: [4], explanation: 'wrong-4' },
        { holes: [7], explanation: 'wrong-7' },
      ],
      success: 'success',
      hint: 'hint',
    },
    {
      kind: 'do',
      id: 'chain-two',
      text: 'chain',
      position: { pits: [0, 0, 2, 0, 0, 2, 1, 0, 1, 1, 1, 1, 1, 1, 1, 0] },
      goal: storeLandings(2),
      solution: [7, 6],
      wrongTries: [
        { holes: [6, 7], explanation: 'chain-wrong-6-7' },
        { holes: [3], explanation: 'chain-wrong-3' },
      ],
      success: 'chain-success',
      hint: 'chain-hint',
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
      title: 'Last seed in your store',
      summary: 'Land in your store and you sow again; chain landings for a long turn.',
      explain: 'When your last seed drops into your own store, you choose another of your holes and sow again: your turn goes on.',
      do: 'Choose a hole whose last seed lands in your store.',
      'wrong-4': 'Hole 4 has two seeds: they stop in your hole 6, one pit short of the store.',
      'wrong-7': 'Hole 7 has three seeds: one in your store, then two more run on into North\'s row.',
      success: 'Three seeds from hole 5: hole 6, hole 7, store. The distance to the store is exactly the seed count.',
      hint: 'A hole reaches the store when its seeds equal its distance from the store.',
      chain: 'Land in your store twice in a row.',
      'chain-wrong-6-7': 'Hole 6 reached the store, but it dropped a seed into hole 7, which then had two seeds and overshot.',
      'chain-wrong-3': 'Hole 3 has two seeds and stops on your side: your turn ends without a store landing.',
      'chain-success': 'Play the hole nearest the store first: hole 7 (one seed), then hole 6 (two seeds) still reaches the store.',
      'chain-hint': 'Start with the hole next to your store, so your next sowing does not spoil it.',
      quiz: 'Your last seed lands in your store. What happens?',
      'quiz-a': 'Your turn ends',
      'quiz-a-why': "Not in Congkak: that is the rule of some variants (storeLanding \"end\"), not this one.",
      'quiz-b': 'You sow again from any of your holes',
      'quiz-b-why': 'Yes: a store landing gives you another sowing.',
    },
  },
});
