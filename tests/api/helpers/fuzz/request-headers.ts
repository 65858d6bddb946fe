/**
 * A fuzzed request's headers. Tame: what the app sends — JSON, `Sec-Fetch-Site: same-origin`
 * (so writes get past the cross-site refusal), an open shopping session, now and then an
 * Idempotency-Key from a small pool (so replays and reused keys happen). Wild: any of them
 * missing, wrong or cross-site, and headers the routes never asked for.
 */
import fc from 'fast-check';
import { IDEMPOTENCY_HEADER, SESSION_HEADER } from '../../../../src/shared/api/paths';
import type { FuzzContext } from './fuzz-context';
import { contentType } from './hostile-inputs';

export const printable = fc.string({
  unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)),
  maxLength: 60,
});

export function requestHeaders(context: FuzzContext, wild: boolean) {
  const session = fc.constantFrom(...context.sessions);
  const key = fc.oneof(
    fc.constantFrom('fuzz-key-0001', 'fuzz-key-0002', 'fuzz-key-0003'),
    fc.stringMatching(/^[\w:-]{8,20}$/),
  );
  if (!wild)
    return fc
      .record(
        {
          'content-type': fc.constant('application/json'),
          'sec-fetch-site': fc.constant('same-origin'),
          [SESSION_HEADER]: session,
          [IDEMPOTENCY_HEADER]: key,
        },
        { requiredKeys: ['content-type', 'sec-fetch-site', SESSION_HEADER] },
      )
      .map((all) => all as Record<string, string>);
  return fc
    .record(
      {
        'content-type': contentType,
        'sec-fetch-site': fc.oneof(
          fc.constantFrom('same-origin', 'cross-site', 'same-site', 'none', 'CROSS-SITE', ''),
          printable,
        ),
        origin: fc.constantFrom('http://localhost:80', 'https://evil.example', 'null', 'not a url'),
        [SESSION_HEADER]: fc.oneof(session, fc.uuid(), printable),
        [IDEMPOTENCY_HEADER]: fc.oneof(key, printable),
        accept: fc.constantFrom('application/json', 'text/html', '*/*', 'image/*;q=x'),
        'if-none-match': fc.constantFrom('*', '"x"', 'W/"x", "y"'),
        'content-encoding': fc.constantFrom('gzip', 'br', 'identity'),
      },
      { requiredKeys: [] },
    )
    .map(
      (all) =>
        Object.fromEntries(Object.entries(all).filter(([, v]) => v !== undefined)) as Record<
          string,
          string
        >,
    );
}
