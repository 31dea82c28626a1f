// What went wrong, in the reader's language: the services answer a code, and
// the renderer words it from its catalogue (their own message is English and
// for the log). Only a refused record keeps the services' detail, which names
// the line at fault.
import type { ApiErrorCode } from '../../../../electron/contract';
import { t } from '../../i18n';
import { ApiError } from './api-error';

/** The sentence for a failed call (or anything else thrown, which can only be a bug). */
export function errorText(caught: unknown): string {
  if (!(caught instanceof ApiError)) return t('apiError.internal');
  return codeText(caught.code, caught.message);
}

export function codeText(code: ApiErrorCode, detail: string): string {
  return code === 'bad-record' ? t('apiError.bad-record', { detail }) : t(`apiError.${code}`);
}
