import { describe, expect, it } from 'vitest';
import { TUTORIAL_CATALOGS } from './all-translations';
import { LESSON_DEFS } from './index';
import { lessonMessageKey, missingTutorialMessages, referenceMessageKey, tutorialCatalogs } from './messages';
import { REFERENCE_MESSAGES } from './reference';
import type { LessonDef } from './types';

describe('the tutorials in the message catalogue', () => {
  const lessons: Pick<LessonDef, 'id' | 'messages'>[] = [
    { id: 'the-board', messages: { en: { title: 'The board', hint: 'Hint' }, ms: { title: 'Papan' } } },
    { id: 'capture', messages: { en: { title: 'Capture' } } },
  ];
  const reference = { en: { ...REFERENCE_MESSAGES.en }, ms: { 'board-title': 'Papan congkak' } };

  it('files each lesson message under its lesson, and the reference under reference', () => {
    expect(lessonMessageKey('the-board', 'quiz-a-why')).toBe('lesson.the-board.quiz-a-why');
    expect(referenceMessageKey('round-end-title')).toBe('reference.round-end-title');
    const catalogs = tutorialCatalogs(lessons, reference);
    expect(catalogs['en']).toMatchObject({ 'lesson.the-board.title': 'The board', 'lesson.the-board.hint': 'Hint', 'lesson.capture.title': 'Capture' });
    expect(catalogs['en']?.['reference.board-title']).toBe('The board');
  });

  it('gives a language only the messages it translates, leaving the rest to English', () => {
    expect(tutorialCatalogs(lessons, reference)['ms']).toEqual({ 'lesson.the-board.title': 'Papan', 'reference.board-title': 'Papan congkak' });
  });

  it("adds each language's translation file, per lesson id and for the reference", () => {
    const translations = { de: { lessons: { 'the-board': { hint: 'Tipp' } }, reference: { 'board-title': 'Das Brett' } } };
    expect(tutorialCatalogs(lessons, reference, translations)['de']).toEqual({ 'lesson.the-board.hint': 'Tipp', 'reference.board-title': 'Das Brett' });
  });

  it('holds every shipped lesson message and the whole reference in English', () => {
    const english = TUTORIAL_CATALOGS['en'] ?? {};
    for (const lesson of LESSON_DEFS) {
      for (const [key, text] of Object.entries(lesson.messages.en)) expect(english[lessonMessageKey(lesson.id, key)]).toBe(text);
    }
    for (const [key, text] of Object.entries(REFERENCE_MESSAGES.en)) expect(english[referenceMessageKey(key as keyof typeof REFERENCE_MESSAGES.en)]).toBe(text);
  });

  it('lists what a language still lacks, per lesson and for the reference', () => {
    const small = { en: { 'board-title': 'The board', 'mati-title': 'Mati' }, ms: { 'board-title': 'Papan' } };
    const catalogs = tutorialCatalogs(lessons, small as typeof reference);
    expect(missingTutorialMessages(lessons, small as typeof reference, catalogs, 'ms')).toEqual({ 'the-board': ['hint'], capture: ['title'], reference: ['mati-title'] });
    expect(missingTutorialMessages(lessons, small as typeof reference, catalogs, 'en')).toEqual({});
  });
});
