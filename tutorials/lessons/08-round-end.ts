import { roundOver } from '../goals';
import { defineLesson } from '../types';

const NEAR_THE_END = [1, 0, 0, 0, 0, 0, 1, 20, 2, 1, 0, 3, 0, 1, 2, 15];

export default defineLesson({
  id: 'round-end',
  rules: 'congkak',
  title: 'title',
  summary: 'summary',
  steps: [
    { kind: 'explain', id: 'a-row-empties', text: 'explain', position: { pits: NEAR_THE_END }, highlight: [0, 6] },
    {
      kind: 'do',
      id: 'end-the-round',
      text: 'do',
      position: { pits: NEAR_THE_END },
      goal: roundOver(),
      solution: [7, 1],
      wrongTries: [{ holes: [1], explanation: 'wrong-1' }],
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
      title: 'The end of a round',
      summary: 'When a row is empty the round ends, and leftovers go to their owner.',
      explain:
        "As soon as a sowing stops and all holes of either row are empty, the round ends. Seeds still in holes go to the owner of that row's store; more seeds in store wins. Board Game Arena's program ends the round as soon as a row is empty, even in the middle of a relay (a custom option in New game).",
      do: 'You lead 20 to 15. Empty your row to end the round now.',
      'wrong-1': 'Hole 1 banks one seed, but your hole 7 still holds a seed: the round goes on and North moves.',
      success: "Hole 7 landed in your store, so you chose again; hole 1 then captured and left your row empty. North's leftovers go to North's store.",
      hint: 'Start with the store landing, which lets you sow again.',
      quiz: 'The round ends with seeds left in North\'s holes. Whose are they?',
      'quiz-a': "North's",
      'quiz-a-why': "Yes: leftovers go to the owner of the row (in the standard rules).",
      'quiz-b': 'Yours, because you emptied your row',
      'quiz-b-why': "No: under the standard rules they go to North's store.",
    },
  },
});
