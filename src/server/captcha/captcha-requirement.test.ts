import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { captchaRequirement } from './captcha-requirement';

const settings = { ...loadConfig({}).captcha, sessionRefusals: 3, addressRefusals: 10 };

describe('captchaRequirement', () => {
  it.each([
    [0, 0, 'none'],
    [2, 9, 'none'],
    [3, 0, 'invisible'],
    [0, 10, 'invisible'],
    [5, 19, 'invisible'],
    [6, 0, 'challenge'],
    [0, 20, 'challenge'],
    [4, 25, 'challenge'],
  ] as const)('%i refusals of the session, %i of the address: %s', (session, address, needed) => {
    expect(captchaRequirement({ session, address }, settings)).toBe(needed);
  });

  it('a bar of 0 is off', () => {
    const noAddress = { ...settings, addressRefusals: 0 };
    expect(captchaRequirement({ session: 0, address: 1000 }, noAddress)).toBe('none');
    expect(captchaRequirement({ session: 3, address: 0 }, noAddress)).toBe('invisible');
    const off = { ...noAddress, sessionRefusals: 0 };
    expect(captchaRequirement({ session: 1000, address: 1000 }, off)).toBe('none');
  });
});
