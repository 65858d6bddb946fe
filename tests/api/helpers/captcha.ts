/**
 * The captcha suites' helpers: settings small enough for a test to solve at once (the same
 * settings a shop can be given, only smaller numbers), and solved challenges made the way the
 * browser makes them (src/platform/captcha: fetch, solve by trying numbers, encode).
 */
import { loadConfig, type CaptchaSettings } from '../../../src/server/config';
import {
  CAPTCHA_API,
  encodeSolution,
  type CaptchaChallenge,
  type CaptchaKind,
  type CaptchaSolution,
} from '../../../src/shared/captcha/captcha-protocol';
import { solveChallenge } from '../../../src/platform/captcha/solve-challenge';
import { request } from './api';

/** Three refusals of a session (six of an address) call for a challenge; little work each. */
export const TEST_CAPTCHA: CaptchaSettings = {
  ...loadConfig({}).captcha,
  sessionRefusals: 3,
  addressRefusals: 6,
  v2: { maxNumber: 400, ttlMs: 10 * 60_000 },
  v3: { maxNumber: 40, ttlMs: 2 * 60_000 },
};

export async function newChallenge(baseUrl: string, kind: CaptchaKind): Promise<CaptchaChallenge> {
  const answer = await request<CaptchaChallenge>(`${baseUrl}${CAPTCHA_API.challenge}?kind=${kind}`);
  if (answer.status !== 200) throw new Error(`challenge: ${answer.status}`);
  return answer.body;
}

/** A new challenge of `kind`, solved. */
export async function solution(baseUrl: string, kind: CaptchaKind): Promise<CaptchaSolution> {
  return solveChallenge(await newChallenge(baseUrl, kind));
}

/** A new challenge of `kind`, solved, as the header carries it. */
export async function solvedHeader(baseUrl: string, kind: CaptchaKind): Promise<string> {
  return encodeSolution(await solution(baseUrl, kind));
}

/** A clock the server reads (AppConfig.clock): the real time, moved on by the test. */
export function movableClock() {
  let offset = 0;
  return { now: () => Date.now() + offset, advance: (ms: number) => void (offset += ms) };
}
