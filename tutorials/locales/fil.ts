// The tutorials in fil: per lesson id, its messages by the lesson's English
// keys; then the rules reference's. A message left out shows in English.
import type { TutorialTranslation } from '../messages';

export default {
  lessons: {},
  reference: {},
} satisfies TutorialTranslation;
