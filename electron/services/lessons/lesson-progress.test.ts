import { afterEach, describe, expect, it } from 'vitest';
import { LESSONS } from '../../../tutorials';
import { expectOk, tempServices, type TempServices } from '../testing/temp-services';

let temp: TempServices | undefined;
afterEach(() => {
  temp?.dispose();
  temp = undefined;
});

function open() {
  temp = tempServices();
  return temp.open();
}

describe('lesson progress', () => {
  it('starts empty', async () => {
    const services = open();
    expect(expectOk(await services.call('getLessonProgress', {}))).toEqual([]);
  });

  it('records completed steps per lesson, most recent lesson first', async () => {
    const services = open();
    await services.call('completeLessonStep', { lessonId: 'the-board', stepId: 'your-holes', clean: true });
    await services.call('completeLessonStep', { lessonId: 'relay', stepId: 'follow-a-relay', clean: false });
    const progress = expectOk(await services.call('getLessonProgress', {}));
    expect(progress.map((p) => [p.lessonId, p.steps])).toEqual([
      ['relay', [{ stepId: 'follow-a-relay', clean: false }]],
      ['the-board', [{ stepId: 'your-holes', clean: true }]],
    ]);
  });

  it('keeps a clean solve when the step is redone with help, and upgrades a helped one', async () => {
    const services = open();
    const step = { lessonId: 'relay', stepId: 'follow-a-relay' };
    await services.call('completeLessonStep', { ...step, clean: true });
    expect(expectOk(await services.call('completeLessonStep', { ...step, clean: false })).steps).toEqual([{ stepId: 'follow-a-relay', clean: true }]);
    const other = { lessonId: 'relay', stepId: 'quiz' };
    await services.call('completeLessonStep', { ...other, clean: false });
    expect(expectOk(await services.call('completeLessonStep', { ...other, clean: true })).steps).toContainEqual({ stepId: 'quiz', clean: true });
  });

  it('survives closing and reopening the archive', async () => {
    temp = tempServices();
    const first = temp.open();
    await first.call('completeLessonStep', { lessonId: 'sowing', stepId: 'count-six', clean: true });
    first.close();
    const second = temp.open();
    expect(expectOk(await second.call('getLessonProgress', {}))[0]?.steps).toEqual([{ stepId: 'count-six', clean: true }]);
  });

  it('refuses lessons and steps that do not exist, and malformed ids', async () => {
    const services = open();
    expect(await services.call('completeLessonStep', { lessonId: 'nope', stepId: 'quiz', clean: true })).toMatchObject({ ok: false, error: { code: 'not-found' } });
    expect(await services.call('completeLessonStep', { lessonId: 'relay', stepId: 'nope', clean: true })).toMatchObject({ ok: false, error: { code: 'not-found' } });
    expect(await services.handle('completeLessonStep', { lessonId: 'Relay!', stepId: 'quiz', clean: true })).toMatchObject({ ok: false, error: { code: 'bad-request' } });
    expect(expectOk(await services.call('getLessonProgress', {}))).toEqual([]);
  });

  it('knows every shipped lesson', () => {
    expect(LESSONS.ok).toBe(true);
  });
});
