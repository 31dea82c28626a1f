import { lastSeedIn } from '../goals';
import { defineLesson } from '../types';

const SERIES = { preset: 'congkak', series: {} } as const;
// Round 2: South could not refill hole 6 (pit 5), which is burnt.
const BURNT_SIX = { rules: SERIES, pits: [0, 0, 1, 3, 3, 0, 0, 10, 1, 1, 1, 1, 1, 1, 1, 10], burnt: [5] };

export default defineLesson({
  id: 'series',
  rules: SERIES,
  teaches: ['series'],
  title: 'title',
  summary: 'summary',
  learnt: ['learnt-refill', 'learnt-burnt'],
  steps: [
    { kind: 'explain', id: 'refilling', text: 'refill' },
    { kind: 'explain', id: 'burnt-holes', text: 'burnt', position: BURNT_SIX, highlight: [5] },
    {
      kind: 'do',
      id: 'sow-past-burnt',
      text: 'do',
      position: BURNT_SIX,
      goal: lastSeedIn('own-store'),
      solution: [4],
      wrongTries: [
        { holes: [5], explanation: 'wrong-skipped' },
        { holes: [3], explanation: 'wrong-relay' },
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
        { text: 'quiz-c', explanation: 'quiz-c-why' },
      ],
    },
  ],
  messages: {
    en: {
      title: 'A series: refilling and burnt holes',
      summary: 'Play on with the seeds you won; holes you cannot fill are burnt.',
      refill:
        'In a series, after each round both players refill their holes from their store, seven seeds per hole, starting next to the store. Seeds that cannot make a full hole stay in the store.',
      burnt: "A hole left empty is burnt: sowing skips it and nobody can play it. Here your hole 6 is burnt. The series ends when a player cannot fill a single hole.",
      do: 'Your hole 6 is burnt. Land your last seed in your store.',
      'wrong-skipped': 'The burnt hole was skipped, so those seeds reached further than they seem to: past your store.',
      'wrong-relay': 'Its last seed landed on seeds: the relays ran far past your store.',
      success: 'The burnt hole was skipped, and your store took the last seed.',
      hint: 'Count the pits to your store without the burnt hole: from hole 4 there are three.',
      quiz: 'Your sowing reaches a burnt hole. What happens (standard rules)?',
      'quiz-a': 'A seed is dropped into it',
      'quiz-a-why': 'No: a burnt hole holds no seeds.',
      'quiz-b': 'It is skipped',
      'quiz-b-why': 'Yes: the seed goes into the next pit instead.',
      'quiz-c': 'The sowing stops there',
      'quiz-c-why': 'No: the sowing goes on; only the burnt hole is left out.',
      'learnt-refill': 'After a round, each player refills their holes from their store, seven seeds each, starting next to the store.',
      'learnt-burnt': 'A hole that cannot be filled is burnt: sowing skips it, and nobody plays it.',
    },
  },
});
