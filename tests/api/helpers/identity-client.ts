/**
 * Calls the reference identity provider as amazon-cognito-identity-js does: one POST to
 * /identity per operation, named in X-Amz-Target, with Cognito's JSON body.
 */
import {
  IDENTITY_CONTENT_TYPE,
  IDENTITY_PATHS,
  IDENTITY_TARGET_PREFIX,
  type IdentityOperation,
} from '../../../src/shared/api/identity';
import { LOCAL_USER_POOL } from '../../../src/shared/identity/user-pool';

export const CLIENT_ID = LOCAL_USER_POOL.clientId;

export interface IdentityAnswer<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  body: T;
}

export async function callIdentity<T = Record<string, unknown>>(
  serverUrl: string,
  operation: IdentityOperation | string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<IdentityAnswer<T>> {
  const response = await fetch(`${serverUrl}${IDENTITY_PATHS.endpoint}`, {
    method: 'POST',
    headers: {
      'content-type': IDENTITY_CONTENT_TYPE,
      'x-amz-target': `${IDENTITY_TARGET_PREFIX}${operation}`,
      ...headers,
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as T };
}

/** Calls an operation that must succeed; throws with Cognito's error otherwise. */
export async function identityOk<T = Record<string, unknown>>(
  serverUrl: string,
  operation: IdentityOperation,
  body: unknown,
): Promise<T> {
  const answer = await callIdentity<T>(serverUrl, operation, body);
  if (answer.status !== 200)
    throw new Error(`${operation} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body;
}
