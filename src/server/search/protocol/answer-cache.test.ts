import { describe, expect, it } from 'vitest';
import { AnswerCache, CachedAnswer, QUERY_ID_PLACEHOLDER } from './answer-cache';

const answer = (json: string) => new CachedAnswer(json);
function jsonOf(cached: CachedAnswer | undefined): string | undefined {
  if (!cached) return undefined;
  const body = Buffer.alloc(cached.length + 2, '#');
  cached.writeTo(body, 1);
  // written where it was asked to be, and nowhere else
  expect([body.toString('latin1', 0, 1), body.toString('latin1', body.length - 1)]).toEqual([
    '#',
    '#',
  ]);
  return body.toString('utf8', 1, body.length - 1);
}

describe('AnswerCache', () => {
  it('holds at most its entries, evicting the least recently used', () => {
    const cache = new AnswerCache(2, 1000);
    cache.put('a', answer('{"a":1}'), 10);
    cache.put('b', answer('{"b":1}'), 10);
    expect(jsonOf(cache.get('a'))).toBe('{"a":1}');
    cache.put('c', answer('{"c":1}'), 10);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
    expect(cache.size).toEqual({ entries: 2, bytes: 20 });
  });

  it('holds at most its bytes, and never one answer over a quarter of them', () => {
    const cache = new AnswerCache(100, 100);
    for (const key of ['a', 'b', 'c', 'd', 'e']) cache.put(key, answer('{}'), 25);
    expect(cache.size).toEqual({ entries: 4, bytes: 100 });
    expect(cache.get('a')).toBeUndefined();
    cache.put('big', answer('{}'), 26);
    expect(cache.get('big')).toBeUndefined();
    cache.clear();
    expect(cache.size).toEqual({ entries: 0, bytes: 0 });
  });

  it('gives every request its own queryID where the answer has one', () => {
    const cached = answer(
      `{"queryID":"${QUERY_ID_PLACEHOLDER}","hits":[{"__queryID":"${QUERY_ID_PLACEHOLDER}"}]}`,
    );
    const one = JSON.parse(jsonOf(cached)!) as { queryID: string; hits: [{ __queryID: string }] };
    const two = JSON.parse(jsonOf(cached)!) as { queryID: string };
    expect(one.queryID).toMatch(/^[0-9a-f]{32}$/);
    expect(one.hits[0].__queryID).toBe(one.queryID);
    expect(two.queryID).not.toBe(one.queryID);
    expect(cached.length).toBe(Buffer.byteLength(jsonOf(cached)!));
  });
});
