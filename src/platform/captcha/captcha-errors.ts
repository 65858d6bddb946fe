import { ApiError } from '../../shared/api/api-error';
import type { LabelKey } from '../i18n/i18n';

/**
 * The label for a call that failed at the captcha, for the caller to show beside its own
 * errors: the shopper cancelled the challenge (CAPTCHA_CANCELLED), or the server still asks
 * for one (CAPTCHA_REQUIRED: no dialog could be shown, or the retry was refused too).
 * Undefined for any other failure.
 */
export function captchaErrorLabel(error: unknown): LabelKey | undefined {
  if (!(error instanceof ApiError)) return undefined;
  if (error.code === 'CAPTCHA_CANCELLED') return 'WEB.CAPTCHA.CANCELLED';
  if (error.code === 'CAPTCHA_REQUIRED') return 'WEB.CAPTCHA.REQUIRED';
  return undefined;
}
