/**
 * Runs one operation's fuzz: `runs` generated requests through app.inject (no sockets), each
 * checked against the response rules and the row guard. A failure is reported by fast-check
 * with its seed and the smallest request it shrank to, so it can be replayed
 * (FUZZ_SEED=… FUZZ_PATH=…).
 */
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import type { FuzzRequest } from './operation-requests';
import { brokenRule } from './response-rules';
import type { RowGuard } from './row-guard';

export interface FuzzSettings {
  runs: number;
  seed?: number;
  path?: string;
}

export interface OperationResult {
  name: string;
  sent: number;
  /** responses by status class: 2xx, 3xx, 4xx */
  statuses: Record<string, number>;
  failure?: string;
}

/** The request as a short line, for failure messages (long bodies cut). */
function describe(request: FuzzRequest): string {
  const { payload, ...rest } = request;
  const body = payload === undefined ? '' : ` body ${JSON.stringify(payload.slice(0, 300))}`;
  return `${JSON.stringify(rest)}${body}${(payload?.length ?? 0) > 300 ? ` (${payload!.length} chars)` : ''}`;
}

export async function fuzzOperation(
  app: FastifyInstance,
  guard: RowGuard,
  name: string,
  requests: fc.Arbitrary<FuzzRequest>,
  settings: FuzzSettings,
): Promise<OperationResult> {
  const result: OperationResult = { name, sent: 0, statuses: {} };
  const property = fc.asyncProperty(requests, async (request) => {
    const response = await app.inject(request);
    result.sent++;
    const group = `${Math.floor(response.statusCode / 100)}xx`;
    result.statuses[group] = (result.statuses[group] ?? 0) + 1;
    const broken = brokenRule(request.method, response);
    if (broken) throw new Error(`${broken}\n  request: ${describe(request)}`);
    const changed = await guard.after(response.statusCode >= 400);
    if (changed.length > 0)
      throw new Error(
        `rejected with ${response.statusCode} yet changed ${changed.join(', ')}\n  request: ${describe(request)}`,
      );
  });
  const details = await fc.check(property, {
    numRuns: settings.runs,
    ...(settings.seed === undefined ? {} : { seed: settings.seed }),
    ...(settings.path === undefined ? {} : { path: settings.path }),
  });
  if (details.failed) {
    result.failure = `${name}: ${String(details.errorInstance instanceof Error ? details.errorInstance.message : details.errorInstance)}\n  seed ${details.seed}, path ${details.counterexamplePath}`;
  }
  return result;
}
