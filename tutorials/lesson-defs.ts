/**
 * The lessons in teaching order, as written: their steps and their English
 * words. Apart from ./index.ts (which loads and checks them through the
 * engine) so that the renderer can fetch the lessons' texts without the
 * lesson player, when a screen that shows them first opens (./texts.ts).
 */
import board from './lessons/01-board';
import sowing from './lessons/02-sowing';
import storeLanding from './lessons/03-store';
import relay from './lessons/04-relay';
import capture from './lessons/05-capture';
import mati from './lessons/06-mati';
import opening from './lessons/07-opening';
import roundEnd from './lessons/08-round-end';
import series from './lessons/09-series';
import strategy from './lessons/10-strategy';
import kalah from './lessons/11-kalah';
import oware from './lessons/12-oware';
import type { LessonDef } from './types';

export const LESSON_DEFS: readonly LessonDef[] = [board, sowing, storeLanding, relay, capture, mati, opening, roundEnd, series, strategy, kalah, oware];
