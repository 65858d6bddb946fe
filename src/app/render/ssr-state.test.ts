// @vitest-environment jsdom
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/api/api-error';
import { SSR_STATE_ELEMENT_ID } from '../../shared/render/render-contract';
import { readSsrState, serialiseState, type SsrState } from './ssr-state';

async function stateWith(error: unknown, name: string): Promise<SsrState> {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await client.prefetchQuery({ queryKey: ['ok'], queryFn: () => ({ name }) });
  await client.prefetchQuery({ queryKey: ['failed'], queryFn: () => Promise.reject(error) });
  return {
    site: { sites: { defaultFolder: 'gb', sites: [] }, config: {}, sortOptions: [], labels: {} },
    queries: dehydrate(client, { shouldDehydrateQuery: () => true }),
  } as unknown as SsrState;
}

function readBack(json: string): SsrState | null {
  document.body.innerHTML = '';
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = SSR_STATE_ELEMENT_ID;
  script.textContent = json;
  document.body.append(script);
  return readSsrState(document);
}

describe('the state the server hands to the browser', () => {
  it('comes back with its data and its failures as ApiErrors', async () => {
    const json = serialiseState(
      await stateWith(new ApiError(404, 'NOT_FOUND', 'Product not found'), 'x'),
    );
    const state = readBack(json)!;
    const [ok, failed] = state.queries.queries;
    expect(ok?.state.data).toEqual({ name: 'x' });
    expect(failed?.state.error).toBeInstanceOf(ApiError);
    expect(failed?.state.error).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });

  it('cannot close its script element, whatever a product is called', async () => {
    const json = serialiseState(await stateWith(new Error('boom'), '</script><script>alert(1)'));
    expect(json).not.toContain('<');
    expect(readBack(json)!.queries.queries[0]?.state.data).toEqual({
      name: '</script><script>alert(1)',
    });
  });

  it('is absent from the worker’s shell', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(readSsrState(document)).toBeNull();
  });
});
