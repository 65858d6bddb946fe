/**
 * The captcha's one lazy door: the shell's challenge host and the api client's captcha calls
 * load this one chunk, so every page's entry names one chunk for both (issue 10: initial JS).
 * The dialog itself is a chunk of its own again, fetched on the first 428.
 */
export { ChallengeHost } from './challenge-host';
export { sendWithCaptcha } from './captcha-call';
