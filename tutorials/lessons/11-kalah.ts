import { capturedAtLeast } from '../goals';
import { defineLesson } from '../types';

// Kalah(6,4): pits 0–5 South, 6 South's store, 7–12 North, 13 North's store; drawn counter-clockwise.
// Hole 2's seed ends in the empty hole 3, across from five; hole 1 stops on a seed, hole 4 finds nothing across, hole 6 dies on North's row.
const KALAH_CAPTURE = [1, 1, 0, 1, 0, 4, 0, 0, 0, 2, 5, 0, 0, 0];

export default defineLesson({
  id: 'kalah',
  rules: 'kalah',
  teaches: ['kalah'],
  title: 'title',
  summary: 'summary',
  learnt: ['learnt-kalah', 'learnt-no-relay'],
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
        { pit: 3, explanation: 'predict-wrong-middle' },
        { pit: 6, explanation: 'predict-wrong-relay' },
      ],
      success: 'predict-success',
      hint: 'predict-hint',
    },
    {
      kind: 'do',
      id: 'kalah-capture',
      text: 'do',
      position: { pits: KALAH_CAPTURE },
      goal: capturedAtLeast(5),
      solution: [2],
      wrongTries: [
        { holes: [4], explanation: 'wrong-nothing-across' },
        { holes: [1], explanation: 'wrong-on-seeds' },
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
      title: 'Kalah: how it differs',
      summary: 'Six holes, four seeds, no relay.',
      explain:
        'Kalah is played on six holes with four seeds each, sown counter-clockwise: its board puts your store on the right. Players take turns from the start. A store landing still gives another sowing, but there is no relay, and a capture needs seeds across.',
      predict: 'Kalah: your hole 2 holds three seeds. Click the pit where the last one stops.',
      'predict-wrong-middle': 'A seed drops there, but more follow it: count every seed.',
      'predict-wrong-relay': 'In Congkak the sowing would go on to there, but Kalah stops where the last seed falls, even on seeds.',
      'predict-success': 'The last seed fell on a seed, and in Kalah that simply ends the turn.',
      'predict-hint': 'Count three pits; in Kalah an occupied hole does not make you go on.',
      do: 'Kalah: capture at least five seeds.',
      'wrong-nothing-across': 'In Kalah a capture needs seeds across: with none, nothing is taken.',
      'wrong-on-seeds': 'In Kalah a last seed on seeds ends the turn: there is no relay.',
      success: 'Your last seed fell into an empty hole of yours with seeds across: they and your seed went to your store.',
      hint: "Find your empty hole across from the five: hole 2's seed reaches it.",
      quiz: 'In Kalah your last seed lands in an occupied hole. What happens?',
      'quiz-a': 'You pick up and keep sowing',
      'quiz-a-why': "That is Congkak's relay; Kalah has none.",
      'quiz-b': 'Your turn ends',
      'quiz-b-why': 'Yes: without the relay, the turn ends there.',
      'quiz-c': 'You capture the seeds there',
      'quiz-c-why': 'No: a capture needs an empty hole of yours, with seeds across.',
      'learnt-kalah': 'Kalah: six holes, four seeds, counter-clockwise, your store on the right.',
      'learnt-no-relay': 'No relay: a last seed on seeds ends the turn.',
    },
  },
});
