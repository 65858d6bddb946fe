import type { ProviderKeyring } from './provider-keys';

/** What the provider's services need besides the database: its keys and its clock. */
export interface ProviderContext {
  keyring: ProviderKeyring;
  now: () => Date;
}
