import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/api/api-error';
import { errorFromFailure, errorFromResponse } from './to-api-error';

const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('errorFromResponse', () => {
  it('keeps the status, code, message and details of the server body', async () => {
    const error = await errorFromResponse(
      json(
        {
          status: 409,
          code: 'MAX_QTY_PER_ITEM_EXCEEDED',
          message: 'At most 10',
          details: { max: 10 },
        },
        409,
      ),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      code: 'MAX_QTY_PER_ITEM_EXCEEDED',
      message: 'At most 10',
      details: { max: 10 },
    });
    expect(error.isNetworkError).toBe(false);
  });

  it('gives a body that is not the server error JSON a typed code from its status', async () => {
    const html = await errorFromResponse(
      new Response('<h1>Not here</h1>', { status: 404, statusText: 'Not Found' }),
    );
    expect(html).toMatchObject({ status: 404, code: 'NOT_FOUND', message: 'Not Found' });

    const foreign = await errorFromResponse(json({ code: 'E_PROXY', message: 'bad gateway' }, 502));
    expect(foreign).toMatchObject({ status: 502, code: 'INTERNAL', message: 'bad gateway' });
  });

  it('keeps the code of a server error this build does not know yet', async () => {
    const newer = { status: 422, code: 'GIFT_CARD_SPENT', message: 'Nothing left on it' };
    expect(await errorFromResponse(json(newer, 422))).toMatchObject(newer);
    // a body whose status is not the response's is not the server's
    const relayed = { status: 422, code: 'GIFT_CARD_SPENT', message: 'relayed' };
    expect(await errorFromResponse(json(relayed, 502))).toMatchObject({ code: 'INTERNAL' });
  });
});

describe('errorFromFailure', () => {
  it('turns a failed fetch into a network error with status 0', () => {
    const error = errorFromFailure(new TypeError('Failed to fetch'));
    expect(error).toMatchObject({ status: 0, code: 'xhr-network-error' });
    expect(error.isNetworkError).toBe(true);
  });

  it('names aborts and timeouts', () => {
    expect(errorFromFailure(new DOMException('x', 'AbortError')).code).toBe('xhr-abort');
    expect(errorFromFailure(new DOMException('x', 'TimeoutError')).code).toBe('xhr-timeout');
  });
});
