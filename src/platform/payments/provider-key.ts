/**
 * The payment provider's public key, which the browser encrypts card fields with
 * (encrypt-card.ts): GET /pay/v1/public-key on the provider's origin, never from a cache (a
 * rotated key would make every card unreadable). A failure is the shared ApiError: status 0
 * when the network failed, the provider's status and code otherwise.
 */
import type { ProviderPublicKey } from '../../shared/payments/provider-api';
import { PAY_API } from '../../shared/payments/provider-paths';
import { errorFromFailure, errorFromResponse } from '../http/to-api-error';

export async function fetchProviderKey(signal?: AbortSignal): Promise<ProviderPublicKey> {
  let response: Response;
  try {
    response = await fetch(PAY_API.publicKey, {
      cache: 'no-store',
      credentials: 'omit',
      headers: { accept: 'application/json' },
      signal,
    });
  } catch (error) {
    throw errorFromFailure(error);
  }
  if (!response.ok) throw await errorFromResponse(response);
  return (await response.json()) as ProviderPublicKey;
}
