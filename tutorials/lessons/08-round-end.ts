import { and, roundOver, wonRound } from '../goals';
import { defineLesson } from '../types';

// North has seeds only in its hole 3 (pit 10): hole 3's two seeds end in your empty hole 5, across from them.
const LAST_SEEDS = [0, 0, 2, 3, 0, 3, 0, 22, 0, 0, 4, 0, 0, 0, 0, 17];

export default defineLesson({
  id: 'round-end',
  rules: 'congkak',
  teaches: ['round-end'],
  title: 'title',
  summary: 'summary',
  learnt: ['learnt-end', 'learnt-leftovers'],
  steps: [
    { kind: 'explain', id: 'a-row-empties', text: 'explain', position: { pits: LAST_SEEDS }, highlight: [10] },
    {
      kind: 'do',
      id: 'end-the-round',
      text: 'do',
      position: { pits: LAST_SEEDS },
      goal: and(roundOver(), wonRound()),
      solution: [3],
      wrongTries: [{ holes: [4], explanation: 'wrong-nothing-across' }],
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
      title: 'The end of a round',
      summary: 'When a row is empty the round ends, and leftovers go to their owner.',
      explain:
        "As soon as a sowing stops and all holes of either row are empty, the round ends. Seeds still in holes go to the owner of that row. Then the stores are counted: more seeds wins. Here North has seeds left in one hole only.",
      do: "Take North's last seeds to leave North's row empty: the round ends, and the seeds left in your row come to you. Win the round.",
      'wrong-nothing-across': 'That seed found an empty hole with nothing across it: North keeps its seeds, and the round goes on.',
      success: "North's row was empty when your sowing stopped, so the round ended, and your row's seeds went to your store.",
      hint: "Which of your holes ends across from North's seeds? Hole 3.",
      quiz: "The round ends with seeds left in North's holes. Whose are they?",
      'quiz-a': "North's",
      'quiz-a-why': 'Yes: seeds left in a row go to the owner of that row.',
      'quiz-b': 'Yours, because the round ended on your turn',
      'quiz-b-why': "No: they go to North's store, whoever ended the round.",
      'quiz-c': "Nobody's: they leave the game",
      'quiz-c-why': "No: they count, for North: they go to North's store.",
      'learnt-end': 'A round ends as soon as a sowing stops with a row empty.',
      'learnt-leftovers': "Seeds left in a row go to that row's owner; then the stores are counted.",
    },
  },
});
