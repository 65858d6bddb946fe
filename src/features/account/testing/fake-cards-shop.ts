import { vi } from 'vitest';
import { SESSION_STORAGE_KEY } from '../../../shared/api/paths';
import type { StoredCardSummary } from '../../../shared/api/stored-cards';
import { accountSite, fakeToken } from './fake-identity';

export interface CardsCall {
  method: string;
  path: string;
  headers: Record<string, string>;
}

type Answer = { status: number; body?: unknown };

/** What the identity library and sign-in leave on the device: Jane's tokens, her session. */
export function signedInAsJane(): void {
  const prefix = `CognitoIdentityServiceProvider.${accountSite.config.integrations.cognito.clientId}`;
  localStorage.setItem(`${prefix}.LastAuthUser`, 'jane');
  localStorage.setItem(
    `${prefix}.jane.idToken`,
    fakeToken({ email: 'jane@example.com', given_name: 'Jane', family_name: 'Doe' }),
  );
  localStorage.setItem(`${prefix}.jane.accessToken`, fakeToken({ token_use: 'access' }));
  sessionStorage.setItem(SESSION_STORAGE_KEY, 'session-1');
}

/**
 * A stand-in for the account's payment-method calls: GET /api/v1/payment-methods answers the
 * cards held (or `list()`'s answer), DELETE /api/v1/payment-methods/{id} removes one (204) or
 * answers `remove(id)`; anything else 404. Records every /api call. Test-only.
 */
export function fakeCardsShop(options: {
  cards: StoredCardSummary[];
  list?: () => Answer | undefined;
  remove?: (id: string) => Answer | undefined;
}) {
  const held = [...options.cards];
  const calls: CardsCall[] = [];
  const answer = ({ status, body }: Answer) =>
    new Response(status === 204 ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  const refused = (status: number, code: string): Answer => ({
    status,
    body: { status, code, message: code },
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = new URL(url, 'http://shop.test').pathname;
      const method = init?.method ?? 'GET';
      const headers = { ...(init?.headers as Record<string, string> | undefined) };
      if (path.startsWith('/api/')) calls.push({ method, path, headers });
      if (path === '/api/v1/payment-methods' && method === 'GET')
        return answer(options.list?.() ?? { status: 200, body: { storedCards: [...held] } });
      const one = /^\/api\/v1\/payment-methods\/([^/]+)$/.exec(path);
      if (one && method === 'DELETE') {
        const id = decodeURIComponent(one[1]!);
        const chosen = options.remove?.(id);
        if (chosen) return answer(chosen);
        const index = held.findIndex((card) => card.id === id);
        if (index < 0) return answer(refused(404, 'STORED_CARD_UNKNOWN'));
        held.splice(index, 1);
        return answer({ status: 204 });
      }
      return answer(refused(404, 'NOT_FOUND'));
    }),
  );
  return {
    calls,
    held,
    deletes: () => calls.filter((call) => call.method === 'DELETE').map((call) => call.path),
  };
}
