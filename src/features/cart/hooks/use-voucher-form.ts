import { useCallback, useState, type FormEvent } from 'react';
import { useT } from '../../../platform/i18n/i18n-context';
import type { CartSummary } from '../../../shared/domain/cart';
import { useUpdateVoucher } from '../api/update-voucher';
import { basketErrorLabel } from '../logic/basket-errors';
import { useCartBusy } from './use-cart-busy';

/** Voucher codes are letters, digits, hyphens and underscores, at most 32 (the API's schema). */
export const VOUCHER_MAX_LENGTH = 32;

export interface VoucherFormState {
  /** the code the bag carries (spec §3 cartSummary.voucherCode), its name and message */
  appliedCode: string | undefined;
  appliedName: string | undefined;
  appliedMessage: string | undefined;
  /** spec §3 "hasProvidedVoucher": the bag carries a code */
  hasProvidedVoucher: boolean;
  /** spec §3 "isUpdatingVoucher": an apply or removal is under way */
  isUpdatingVoucher: boolean;
  /** another cart write is under way: the form waits */
  disabled: boolean;
  draft: string;
  /** why the last apply or removal failed (each VOUCHER_* reason its own words), or a blank */
  error: string | null;
  handleDraft: (value: string) => void;
  handleApply: (event: FormEvent) => void;
  handleRemove: () => void;
}

/**
 * Talon of the basket's voucher field (PUT /api/cart/voucher). Applying sends the typed code
 * (the server compares codes trimmed and upper-cased); the answer, priced with it, replaces the
 * bag. A refused code keeps the typed text so the shopper can correct it.
 */
export function useVoucherForm(summary: CartSummary): VoucherFormState {
  const t = useT();
  const update = useUpdateVoucher();
  const busy = useCartBusy();
  const [draft, setDraft] = useState('');
  const [blank, setBlank] = useState(false);
  const { mutate, reset } = update;

  const handleDraft = useCallback(
    (value: string) => {
      setDraft(value);
      setBlank(false);
      reset();
    },
    [reset],
  );
  const handleApply = useCallback(
    (event: FormEvent) => {
      event.preventDefault();
      const code = draft.trim();
      if (!code) {
        setBlank(true);
        return;
      }
      mutate({ action: 'apply', code }, { onSuccess: () => setDraft('') });
    },
    [draft, mutate],
  );
  const handleRemove = useCallback(() => mutate({ action: 'delete' }), [mutate]);

  return {
    appliedCode: summary.voucherCode,
    appliedName: summary.voucherName,
    appliedMessage: summary.voucherMessage,
    hasProvidedVoucher: Boolean(summary.voucherCode),
    isUpdatingVoucher: update.isPending,
    disabled: busy,
    draft,
    error: blank
      ? t('WEB.BASKET.VOUCHER.REQUIRED')
      : update.isError
        ? t(basketErrorLabel(update.error, 'WEB.BASKET.VOUCHER.ERROR.GENERIC'))
        : null,
    handleDraft,
    handleApply,
    handleRemove,
  };
}
