import { capturedAtLeast } from '../goals';
import { defineLesson } from '../types';

// Kalah(6,4): pits 0–5 South, 6 South's store, 7–12 North, 13 North's store; drawn counter-clockwise.
export default defineLesson({
  id: 'kalah',
  rules: 'kalah',
  title: 'title',
  summary: 'summary',
  steps: [
    { kind: 'explain', id: 'how-kalah-differs', text: 'explain', position: {} },
    {
      kind: 'predict',
      id: 'no-relay',
      text: 'predict',
      position: { pits: [0, 3, 0, 1, 1, 0, 0, 1, 1, 1, 1, 1, 1, 0] },
      hole: 2,
      answer: 4,
      wrongTries: [
        { pit: 3, explanation: 'predict-wrong-3' },
        { pit: 5, explanation: 'predict-wrong-5' },
      ],
      success: 'predict-success',
      hint: 'predict-hint',
    },
    {
      kind: 'do',
      id: 'kalah-capture',
      text: 'do',
      position: { pits: [1, 0, 0, 2, 0, 0, 0, 0, 1, 2, 0, 5, 1, 0] },
      goal: capturedAtLeast(5),
      solution: [1],
      wrongTries: [{ holes: [4], explanation: 'wrong-4' }],
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
      ],
    },
  ],
  messages: {
    en: {
      title: 'Kalah: how it differs',
      summary: 'Six holes, four seeds, no relay.',
      explain:
        'Kalah is played on six holes with four seeds each, sown counter-clockwise, and players take turns from the start. A store landing still gives another sowing, but there is no relay, and a capture needs seeds across.',
      predict: 'Kalah: your hole 2 holds three seeds. Where does the last one stop?',
      'predict-wrong-3': 'That is only the second seed: three seeds fill three pits.',
      'predict-wrong-5': 'One too far: in Congkak the occupied hole 5 would start a relay, but in Kalah the sowing stops there.',
      'predict-success': 'Right: holes 3, 4 and 5 get a seed. Hole 5 was occupied, and in Kalah the turn simply ends there: no relay.',
      'predict-hint': 'Count three pits; in Kalah an occupied hole does not make you go on.',
      do: 'Kalah: capture at least five seeds.',
      'wrong-4': "Hole 4 ends in your empty hole 6, but across from it is empty: in Kalah the seed just stays.",
      success: 'Your seed dropped into the empty hole 2, across from five seeds: six into your store.',
      hint: 'Find the empty hole of yours across from the five.',
      quiz: "In Kalah your last seed lands in an occupied hole. What happens?",
      'quiz-a': 'You pick up and keep sowing',
      'quiz-a-why': 'That is Congkak\'s relay; Kalah has none.',
      'quiz-b': 'Your turn ends',
      'quiz-b-why': 'Yes: without the relay, the turn ends there.',
    },
  },
});
