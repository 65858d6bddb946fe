import { describe, expect, it } from 'vitest';
import { buildPushPayload, readPushArguments } from './algolia-push-payload';
import { fixtureService } from './testing/fixture-service';

describe('algolia:push payload', () => {
  const payload = buildPushPayload(fixtureService());
  const byName = new Map(payload.map((p) => [p.indexName, p]));

  it('pushes primaries first, with their replicas, records and rules', () => {
    const kinds = payload.map((p) => p.kind);
    expect(kinds.indexOf('replica')).toBeGreaterThan(kinds.lastIndexOf('primary'));
    const gb = byName.get('gb_en')!;
    expect(gb.kind).toBe('primary');
    expect(gb.settings.replicas).toEqual(['gb_en_price_asc', 'gb_en_price_desc', 'gb_en_newest']);
    expect(gb.records).toHaveLength(8);
    expect(gb.rules.map((r) => r.objectID)).toContain('redirect-sale');
  });

  it('sends replicas settings only, without an undefined replicas key', () => {
    const replica = byName.get('gb_en_price_asc')!;
    expect(replica).toMatchObject({ kind: 'replica', records: null });
    expect(replica.settings.ranking).toEqual(expect.arrayContaining(['asc(salePrice)']));
    expect(Object.hasOwn(replica.settings, 'replicas')).toBe(false);
  });

  it('includes every query-suggestions index with Algolia record shape', () => {
    const suggestions = byName.get('fr_fr_query_suggestions')!;
    expect(suggestions.kind).toBe('suggestions');
    expect(suggestions.settings.customRanking).toEqual(['desc(popularity)']);
    expect(suggestions.records![0]).toEqual({
      objectID: expect.any(String),
      query: expect.any(String),
      popularity: expect.any(Number),
    });
    expect(payload.filter((p) => p.kind === 'suggestions')).toHaveLength(4);
  });
});

describe('algolia:push arguments', () => {
  it('reads flags in both forms, or the environment', () => {
    expect(readPushArguments(['--app-id', 'APP', '--admin-key=KEY'], {})).toEqual({
      appId: 'APP',
      adminKey: 'KEY',
      dryRun: false,
    });
    expect(readPushArguments([], { ALGOLIA_APP_ID: 'A', ALGOLIA_ADMIN_KEY: 'K' })).toMatchObject({
      appId: 'A',
      adminKey: 'K',
    });
  });

  it('refuses to run without credentials, saying what to pass', () => {
    expect(() => readPushArguments([], {})).toThrow(/--app-id <APP_ID> --admin-key/);
    expect(() => readPushArguments(['--app-id', '--admin-key', 'K'], {})).toThrow(/credentials/);
    expect(readPushArguments(['--dry-run'], {}).dryRun).toBe(true);
  });
});
