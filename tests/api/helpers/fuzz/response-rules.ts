/**
 * What every fuzzed response must be (DESIGN §5): never a 5xx, and an error is JSON in the one
 * shape `{ status, code, message }` (optional `details`) whose status is the response's and
 * whose code is on the project's list — the Algolia routes' `{ message, status }` plus `code`
 * is that same shape, and so is the identity provider's Cognito `{ __type, message }` plus
 * `status` and `code`. A HEAD answer has no body, only its JSON content type to check.
 * Returns the broken rule, or null.
 */
import type { LightMyRequestResponse } from 'fastify';
import { Value } from 'typebox/value';
import { ApiErrorBodySchema } from '../../../../src/shared/api/error-body';

export function brokenRule(method: string, response: LightMyRequestResponse): string | null {
  const { statusCode } = response;
  if (statusCode >= 500) return `answered ${statusCode}: ${response.body.slice(0, 300)}`;
  if (statusCode < 400) return null;
  const type = String(response.headers['content-type'] ?? '');
  // the identity provider answers in Cognito's content type, JSON too (docs/api.md)
  if (!type.startsWith('application/json') && !type.startsWith('application/x-amz-json-1.1'))
    return `error ${statusCode} sent as "${type}"`;
  if (method === 'HEAD') return null;
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    return `error ${statusCode} body is not JSON: ${response.body.slice(0, 200)}`;
  }
  if (!Value.Check(ApiErrorBodySchema, body))
    return `error ${statusCode} body is not {status, code, message}: ${response.body.slice(0, 300)}`;
  if (body.status !== statusCode)
    return `error body says status ${body.status}, response ${statusCode}`;
  return null;
}
