import type { CaptchaSettings } from '../config';
import type { RefusalCounts } from './refusal-counts';

/**
 * What a gated request must carry, by the refusals counted against its session and address:
 * nothing under either bar; from a bar on, a solved challenge — or, until twice that bar, an
 * invisible (v3) token in its place, which the app sends without asking the shopper anything
 * (docs/api.md "Captcha"). A bar of 0 is off.
 */
export type Requirement = 'none' | 'invisible' | 'challenge';

/** How many times a bar an invisible token still stands in for the challenge. */
export const INVISIBLE_FACTOR = 2;

export function captchaRequirement(counts: RefusalCounts, settings: CaptchaSettings): Requirement {
  const reached = (factor: number) =>
    (settings.sessionRefusals > 0 && counts.session >= settings.sessionRefusals * factor) ||
    (settings.addressRefusals > 0 && counts.address >= settings.addressRefusals * factor);
  if (!reached(1)) return 'none';
  return reached(INVISIBLE_FACTOR) ? 'challenge' : 'invisible';
}

/** Whether the settings ask for a challenge ever (a bar is on). */
export const captchaEnabled = (settings: CaptchaSettings) =>
  settings.sessionRefusals > 0 || settings.addressRefusals > 0;
