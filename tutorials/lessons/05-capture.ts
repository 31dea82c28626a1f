import { capturedAtLeast } from '../goals';
import { defineLesson } from '../types';

export default defineLesson({
  id: 'capture',
  rules: 'congkak',
  title: 'title',
  summary: 'summary',
  steps: [
    { kind: 'explain', id: 'mati-bela', text: 'explain', position: { pits: [2, 0, 0, 0, 1, 0, 0, 0, 0, 8, 0, 0, 1, 0, 0, 0] }, highlight: [5, 9] },
    {
      kind: 'do',
      id: 'capture-eight',
      text: 'do',
      position: { pits: [2, 0, 0, 0, 1, 0, 0, 0, 0, 8, 0, 0, 1, 0, 0, 0] },
      goal: capturedAtLeast(8),
      solution: [5],
      wrongTries: [{ holes: [1], explanation: 'wrong-1' }],
      success: 'success',
      hint: 'hint',
    },
    { kind: 'explain', id: 'empty-opposite', text: 'empty-opposite' },
    { kind: 'explain', id: 'malay-lap', text: 'lap', position: { rules: 'congkak-malay', pits: [1, 0, 0, 1, 0, 0, 1, 0, 1, 0, 5, 0, 0, 0, 1, 0] } },
    {
      kind: 'do',
      id: 'capture-after-a-lap',
      text: 'lap-do',
      position: { rules: 'congkak-malay', pits: [1, 0, 0, 1, 0, 0, 1, 0, 1, 0, 5, 0, 0, 0, 1, 0] },
      goal: capturedAtLeast(6),
      solution: [7, 4],
      wrongTries: [
        { holes: [4], explanation: 'lap-wrong-4' },
        { holes: [7, 1], explanation: 'lap-wrong-7-1' },
      ],
      success: 'lap-success',
      hint: 'lap-hint',
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
      title: 'Last seed in an empty hole of yours',
      summary: 'Capture (mati bela): take the seeds across from you.',
      explain:
        "If your last seed lands in an empty hole on your own side, you capture: the seeds in North's hole straight across, plus your seed, go into your store. Your turn ends.",
      do: 'Capture at least eight seeds.',
      'wrong-1': "Hole 1's last seed lands in your empty hole 3, but across from it North has only one seed.",
      success: "Your one seed drops into the empty hole 6; across from it North's hole 2 held eight. Nine seeds to your store.",
      hint: 'Find the empty hole of yours across from the big pile, and the hole that ends there.',
      'empty-opposite':
        'If the hole across is empty, the standard rules still bank your capturing seed. Under Mancala World\'s rules ("stay") the seed stays where it landed.',
      lap: 'Under the Malay rules a capture counts only after one of your seeds has gone into your store during this turn (a lap). Before that, your seed just stays and the turn ends.',
      'lap-do': 'Malay rules: capture at least six seeds.',
      'lap-wrong-4': 'Hole 4 reaches the empty hole 5, but no seed of yours has reached your store this turn: no capture, the seed stays.',
      'lap-wrong-7-1': 'The lap was right, but hole 1 lands across from an empty hole: you bank just one seed.',
      'lap-success': 'Hole 7 put a seed in your store (the lap), so hole 4 could then capture the five seeds across.',
      'lap-hint': 'First land in your store, then capture.',
      quiz: 'Your last seed lands in an empty hole on your side, and the hole across holds four seeds. Standard rules: what do you get?',
      'quiz-a': 'Four seeds',
      'quiz-a-why': 'Almost: your capturing seed goes to the store too.',
      'quiz-b': 'Five seeds',
      'quiz-b-why': 'Yes: the four across plus your own seed.',
    },
  },
});
