/**
 * A call that takes part in the captcha (the api client's `captcha` option; spec §4, §7, §8),
 * loaded by the api client as a chunk of its own the first time such a call is made. The call
 * goes with the invisible token source's v3 token, when there is one; answered 428, it asks
 * for the visible challenge (challenge-requests.ts: the dialog) and goes once more, with the
 * same headers (its Idempotency-Key too: the server stored nothing for the 428) and the
 * solution. A cancelled dialog rejects with CAPTCHA_CANCELLED, and sends nothing more.
 */
import {
  CAPTCHA_CHALLENGE_HEADER,
  CAPTCHA_INVISIBLE_HEADER,
} from '../../shared/captcha/captcha-protocol';
import type { ApiRequest } from '../http/api-client';
import { errorFromResponse } from '../http/to-api-error';
import { requestChallenge } from './challenge-requests';

function withHeader(request: ApiRequest, name: string, value: string | undefined): ApiRequest {
  if (value === undefined) return request;
  return { ...request, headers: { ...request.headers, [name]: value } };
}

/** Sends `request` through `transmit` (the client's send, session included) as above. */
export async function sendWithCaptcha(
  request: ApiRequest,
  transmit: (request: ApiRequest) => Promise<Response>,
): Promise<Response> {
  const invisible = typeof request.captcha === 'object' ? await request.captcha.take() : undefined;
  const response = await transmit(withHeader(request, CAPTCHA_INVISIBLE_HEADER, invisible));
  if (response.status !== 428) return response;
  const solution = await requestChallenge(await errorFromResponse(response), request.signal);
  return transmit(withHeader(request, CAPTCHA_CHALLENGE_HEADER, solution));
}
