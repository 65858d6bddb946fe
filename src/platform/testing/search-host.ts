/**
 * A search host for component tests, at the HTTP boundary: the app's real algoliasearch client
 * serialises its real requests (method, path, JSON body) and hands them to this host instead of
 * the network. A test reads what was sent (`sent`, `requests()`) and decides what the engine
 * answers, so it observes the request the app makes, never a value a stand-in made up.
 * A test swaps it in for getSearchClient (vi.mock of platform/search/search-client, keeping the
 * module's other exports real). Test-only: nothing in the app imports this module.
 */
import { liteClient, type LiteClient } from 'algoliasearch/lite';

/** One query of a multi-query body, as the client sent it. */
export type SentQuery = Record<string, unknown> & { indexName: string };

export interface SentSearch {
  method: string;
  /** the multi-query path, with the credentials and agent in its query string */
  url: URL;
  queries: SentQuery[];
}

/** What the engine answers for one query; throwing makes the host answer 500. */
export type AnswerQuery = (query: SentQuery) => Record<string, unknown>;

export interface SearchHost {
  client: LiteClient;
  sent: SentSearch[];
  /** every query sent so far, in order, across multi-queries */
  queries(): SentQuery[];
  /** replaces how the engine answers from now on */
  answer(next: AnswerQuery): void;
}

const noHits: AnswerQuery = () => ({ hits: [], nbHits: 0, page: 0, nbPages: 0 });

export function createSearchHost(initial: AnswerQuery = noHits): SearchHost {
  const sent: SentSearch[] = [];
  let answer = initial;
  const client = liteClient('TESTAPP', 'test-search-key', {
    hosts: [{ url: 'search.test', protocol: 'https', accept: 'readWrite' }],
    requester: {
      send: async (request) => {
        const body = JSON.parse(String(request.data ?? '{}')) as { requests?: SentQuery[] };
        const queries = body.requests ?? [];
        sent.push({ method: request.method, url: new URL(request.url), queries });
        try {
          const results = queries.map((query) => ({ hits: [], ...answer(query) }));
          return { status: 200, content: JSON.stringify({ results }), isTimedOut: false };
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          return { status: 500, content: JSON.stringify({ message }), isTimedOut: false };
        }
      },
    },
  });
  return {
    client,
    sent,
    queries: () => sent.flatMap((search) => search.queries),
    answer: (next) => {
      answer = next;
    },
  };
}
