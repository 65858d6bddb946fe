/**
 * What `npm run algolia:push` sends to a hosted Algolia app, built from the local search
 * service so both engines hold the same data: per primary index its settings (with its
 * replicas), records and rules; per replica its settings (Algolia copies records into
 * replicas itself); per query-suggestions index its records and settings. Ordered so that
 * primaries come first: setting `replicas` on a primary is what creates the replicas.
 */
import { isQuerySuggestionsIndex } from '../../shared/search/index-names';
import type { SearchRule } from './rules/rules';
import type { SearchService } from './search-service';

export interface PushIndex {
  indexName: string;
  kind: 'primary' | 'replica' | 'suggestions';
  settings: Record<string, unknown>;
  /** null for replicas */
  records: ReadonlyArray<Record<string, unknown>> | null;
  rules: SearchRule[];
}

export const SUGGESTIONS_SETTINGS = {
  searchableAttributes: ['query'],
  customRanking: ['desc(popularity)'],
} as const;

/** Drops undefined values (e.g. `replicas` of a replica), which Algolia would reject. */
function defined(settings: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(settings).filter(([, v]) => v !== undefined));
}

export function buildPushPayload(service: SearchService): PushIndex[] {
  const names = service.indexNames();
  const suggestions = names.filter(isQuerySuggestionsIndex);
  const products = names.filter((n) => !isQuerySuggestionsIndex(n));
  const replicaNames = new Set(
    products.flatMap((n) => (service.settings(n).replicas as string[] | undefined) ?? []),
  );
  const primaries = products.filter((n) => !replicaNames.has(n));
  const payload: PushIndex[] = [];
  for (const indexName of primaries) {
    payload.push({
      indexName,
      kind: 'primary',
      settings: defined(service.settings(indexName)),
      records: service.records(indexName) as unknown as ReadonlyArray<Record<string, unknown>>,
      rules: [...service.rules(indexName)],
    });
  }
  for (const indexName of products.filter((n) => replicaNames.has(n))) {
    payload.push({
      indexName,
      kind: 'replica',
      settings: defined(service.settings(indexName)),
      records: null,
      rules: [...service.rules(indexName)],
    });
  }
  for (const indexName of suggestions) {
    payload.push({
      indexName,
      kind: 'suggestions',
      settings: { ...SUGGESTIONS_SETTINGS },
      records: service.suggestionRecords(indexName) as unknown as ReadonlyArray<
        Record<string, unknown>
      >,
      rules: [],
    });
  }
  return payload;
}

export interface PushCredentials {
  appId: string;
  adminKey: string;
}

/**
 * Reads `--app-id X --admin-key Y` (or `--app-id=X`), falling back to ALGOLIA_APP_ID and
 * ALGOLIA_ADMIN_KEY; without both, an error that says what to pass.
 */
export function readPushArguments(
  argv: readonly string[],
  env: Record<string, string | undefined>,
): PushCredentials & { dryRun: boolean } {
  const value = (flag: string): string | undefined => {
    const i = argv.findIndex((a) => a === flag || a.startsWith(`${flag}=`));
    if (i < 0) return undefined;
    const arg = argv[i]!;
    return arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : argv[i + 1];
  };
  const appId = value('--app-id') ?? env.ALGOLIA_APP_ID;
  const adminKey = value('--admin-key') ?? env.ALGOLIA_ADMIN_KEY;
  const dryRun = argv.includes('--dry-run');
  if (!dryRun && (!appId || !adminKey || appId.startsWith('--') || adminKey.startsWith('--'))) {
    throw new Error(
      'algolia:push needs the credentials of a hosted Algolia app: ' +
        'npm run algolia:push -- --app-id <APP_ID> --admin-key <ADMIN_API_KEY> ' +
        '(or ALGOLIA_APP_ID and ALGOLIA_ADMIN_KEY). Use --dry-run to print the plan without pushing.',
    );
  }
  return { appId: appId ?? '', adminKey: adminKey ?? '', dryRun };
}
