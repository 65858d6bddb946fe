/**
 * The address codes (spec §8 "address codes": unable to delete, list, update, add,
 * unauthorised), and the book being full (spec §9, 409 ADDRESS_BOOK_FULL) or an address gone
 * (404 ADDRESS_NOT_FOUND): what a call of the address book answered, as the shopper reads it.
 * A refused address (400 ADDRESS_INVALID) is not among them: its problems go beside its fields.
 */
import type { LabelKey, Translate } from '../../../platform/i18n/i18n';
import { ApiError } from '../../../shared/api/api-error';
import { MAX_ADDRESSES } from '../../../shared/constants';

export type AddressAction = 'list' | 'add' | 'update' | 'remove';

export type AddressCode =
  | 'UNABLE_TO_LIST'
  | 'UNABLE_TO_ADD'
  | 'UNABLE_TO_UPDATE'
  | 'UNABLE_TO_DELETE'
  | 'UNAUTHORIZED'
  | 'BOOK_FULL'
  | 'NOT_FOUND'
  | 'OFFLINE';

const UNABLE: Record<AddressAction, AddressCode> = {
  list: 'UNABLE_TO_LIST',
  add: 'UNABLE_TO_ADD',
  update: 'UNABLE_TO_UPDATE',
  remove: 'UNABLE_TO_DELETE',
};

export function addressCodeOf(error: unknown, action: AddressAction): AddressCode {
  if (!(error instanceof ApiError)) return UNABLE[action];
  if (error.status === 401) return 'UNAUTHORIZED';
  if (error.code === 'ADDRESS_BOOK_FULL') return 'BOOK_FULL';
  if (error.code === 'ADDRESS_NOT_FOUND') return 'NOT_FOUND';
  if (error.code === 'xhr-network-error' || error.code === 'xhr-timeout') return 'OFFLINE';
  return UNABLE[action];
}

const LABELS: Record<Exclude<AddressCode, 'BOOK_FULL'>, LabelKey> = {
  UNABLE_TO_LIST: 'WEB.ACCOUNT.ADDRESSES.CODE.UNABLE-TO-LIST',
  UNABLE_TO_ADD: 'WEB.ACCOUNT.ADDRESSES.CODE.UNABLE-TO-ADD',
  UNABLE_TO_UPDATE: 'WEB.ACCOUNT.ADDRESSES.CODE.UNABLE-TO-UPDATE',
  UNABLE_TO_DELETE: 'WEB.ACCOUNT.ADDRESSES.CODE.UNABLE-TO-DELETE',
  UNAUTHORIZED: 'WEB.ACCOUNT.ADDRESSES.CODE.UNAUTHORIZED',
  NOT_FOUND: 'WEB.ACCOUNT.ADDRESSES.CODE.NOT-FOUND',
  OFFLINE: 'WEB.ACCOUNT.CODE.OFFLINE',
};

export const addressCodeText = (t: Translate, code: AddressCode): string =>
  code === 'BOOK_FULL' ? t('WEB.ACCOUNT.ADDRESSES.FULL', { max: MAX_ADDRESSES }) : t(LABELS[code]);
